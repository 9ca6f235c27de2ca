import os from 'node:os';
import { crc32 } from 'node:zlib';
import type { Orientation, TemplateKind } from '@frameshop/contract';
import { CompactDocuments } from './compact-documents';
import { inSlices, SLICE_MS, timesInSlices } from './in-slices';
import { PostingList } from './posting-list';
import type { IndexedTemplate, IndexParts, IndexSnapshotSource } from './search-index';
import { SharedValues } from './shared-values';
import {
  bytesOf,
  GrowingInts,
  SectionReader,
  sectionChunks,
  StringColumn,
  UnreadableSnapshot,
} from './snapshot-columns';

/**
 * A snapshot of the search index as a file (ADR 58):
 *
 *     "FSSEARCH", the format's version (4 bytes), 4 zero bytes,
 *     the sections (the columns below, each its length in 8 bytes and its bytes, 8-aligned),
 *     the header (JSON), its length (4 bytes), a CRC-32 of every byte before it (4 bytes).
 *
 * The sections: per slot its id (NaN for a dead slot), price, Indian price and length (NaN for
 * none), popularity, kind, orientation and sections (as numbers of the header's values and
 * lists), its text and its stamp; the lexemes, each list's length and the lists' entries; the
 * text words the same way; the packed documents and each slot's start; the vocabulary and its
 * counts. A version of another layout is refused, as is a file another byte order wrote.
 */
export const SNAPSHOT_FORMAT = 1;
const MAGIC = Buffer.from('FSSEARCH', 'latin1');
const PREFIX_BYTES = 16;
const TRAILER_BYTES = 8;

/** What a snapshot says of itself, besides the index: whose it is and up to where it is current. */
export interface SnapshotHeader {
  /** The database it was written from (`IndexSnapshots`: its cluster, oid and name, hashed). */
  database: string;
  /** Its row in `search_index_snapshots`: present in every database whose history holds it. */
  id: string;
  /** The read of changes it is current up to: its snapshot's `xmax` and transactions running. */
  window: { until: string; running: string[] };
  writtenAt: string;
}

/** The header as stored: with what the columns need to be read back. */
interface StoredHeader extends SnapshotHeader {
  endianness: 'LE' | 'BE';
  slots: number;
  lexemes: number;
  words: number;
  vocabulary: number;
  deadDocumentBytes: number;
  /** The kinds, orientations and sections the slots name by number. */
  values: string[];
  /** The slots' lists of sections, each as numbers of `values`. */
  lists: number[][];
}

/** A snapshot's bytes, in chunks to write in turn, and their CRC-32. */
export interface EncodedSnapshot {
  chunks: Uint8Array[];
  bytes: number;
}

/**
 * The index `source` reads as a snapshot, made in slices that yield to the event loop (the index
 * answers and takes changes meanwhile: `SearchIndex.snapshotSource` says how that stays exact).
 */
export async function encodeSnapshot(
  source: IndexSnapshotSource,
  header: SnapshotHeader,
  /** How long a slice may run: tests make it 0, for writes to land between every few slots. */
  sliceMs = SLICE_MS,
): Promise<EncodedSnapshot> {
  const slots = source.slotCount;
  const ids = new Float64Array(slots);
  const numbers = [0, 1, 2, 3].map(() => new Float64Array(slots));
  const [prices, pricesInd, durations, popularity] = numbers as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  const kinds = new Uint32Array(slots);
  const orientations = new Uint32Array(slots);
  const sectionLists = new Uint32Array(slots);
  const texts = new StringColumn();
  const stamps = new StringColumn();
  const values = new Numbered<string>();
  const lists = new Numbered<readonly string[]>();
  await timesInSlices(
    slots,
    (slot) => {
      const template = source.template(slot);
      ids[slot] = template ? template.id : NaN;
      prices[slot] = template?.price ?? 0;
      pricesInd[slot] = template?.priceInd ?? NaN;
      durations[slot] = template?.durationSeconds ?? NaN;
      popularity[slot] = template?.popularity ?? 0;
      kinds[slot] = template ? values.of(template.kind) : 0;
      orientations[slot] = template ? values.of(template.orientation) : 0;
      sectionLists[slot] = template ? lists.of(template.sections) : 0;
      texts.push(template?.text ?? '');
      stamps.push(template?.changed ?? '');
    },
    sliceMs,
  );

  const lexemes = new StringColumn();
  const lexemeCounts = new GrowingInts(false);
  const lexemeEntries = new GrowingInts(true);
  await timesInSlices(
    source.lexemeTexts.length,
    (at) => {
      lexemes.push(source.lexemeTexts[at]!);
      const entries = source.lexemePostings[at]!.entries();
      lexemeCounts.push(entries.length);
      lexemeEntries.append(entries);
    },
    sliceMs,
  );

  const words = new StringColumn();
  const wordCounts = new GrowingInts(false);
  const wordEntries = new GrowingInts(true);
  // The words there are now, each list copied in its turn: a word added meanwhile is held only
  // by slots written or added since, which the snapshot does not hold.
  await inSlices(
    [...source.words.keys()],
    (word) => {
      const entries = source.words.get(word)!.entries();
      words.push(word);
      wordCounts.push(entries.length);
      wordEntries.append(entries);
    },
    sliceMs,
  );

  // The last turn: the slots written meanwhile held dead, the vocabulary of the rest.
  for (const slot of source.written) if (slot < slots) ids[slot] = NaN;
  const vocabulary = source.vocabularyHeld();
  const vocabularyWords = new StringColumn();
  const vocabularyCounts = new GrowingInts(false);
  await inSlices(
    [...vocabulary],
    ([word, count]) => {
      vocabularyWords.push(word);
      vocabularyCounts.push(count);
    },
    sliceMs,
  );

  const stored: StoredHeader = {
    ...header,
    endianness: os.endianness(),
    slots,
    lexemes: source.lexemeTexts.length,
    words: wordCounts.values.length,
    vocabulary: vocabulary.size,
    deadDocumentBytes: source.documents.deadBytes,
    values: values.all,
    lists: lists.all.map((list) => list.map((value) => values.of(value))),
  };
  const sections: Uint8Array[] = [
    ...[ids, ...numbers, kinds, orientations, sectionLists].map(bytesOf),
    ...texts.sections(),
    ...stamps.sections(),
    ...lexemes.sections(),
    bytesOf(lexemeCounts.values),
    bytesOf(lexemeEntries.values),
    ...words.sections(),
    bytesOf(wordCounts.values),
    bytesOf(wordEntries.values),
    source.documents.bytes,
    bytesOf(source.documents.starts),
    ...vocabularyWords.sections(),
    bytesOf(vocabularyCounts.values),
  ];
  const prefix = Buffer.alloc(PREFIX_BYTES);
  MAGIC.copy(prefix);
  prefix.writeUInt32LE(SNAPSHOT_FORMAT, 8);
  const headerBytes = Buffer.from(JSON.stringify(stored), 'utf8');
  const headerLength = Buffer.alloc(4);
  headerLength.writeUInt32LE(headerBytes.length);
  // Without the empty ones: Node's `crc32` reads an empty view of a larger buffer as the whole
  // buffer (an empty index's columns are such views), so its CRC was not the file's.
  const chunks = [prefix, ...sections.flatMap(sectionChunks), headerBytes, headerLength].filter(
    (chunk) => chunk.length > 0,
  );
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32LE(await crcOf(chunks));
  chunks.push(trailer);
  return { chunks, bytes: chunks.reduce((sum, chunk) => sum + chunk.length, 0) };
}

/**
 * The CRC-32 of `chunks` one after another, a megabyte at a time in slices: tens of megabytes at
 * 100,000 templates, and one column can be most of them. None may be empty: Node's `crc32` reads
 * an empty view of a larger buffer as the whole buffer.
 */
async function crcOf(chunks: readonly Uint8Array[]): Promise<number> {
  const MEGABYTE = 1 << 20;
  const pieces = chunks.flatMap((chunk) =>
    Array.from({ length: Math.ceil(chunk.length / MEGABYTE) }, (_, at) =>
      chunk.subarray(at * MEGABYTE, Math.min((at + 1) * MEGABYTE, chunk.length)),
    ),
  );
  let crc = 0;
  await inSlices(pieces, (piece) => {
    crc = crc32(piece, crc);
  });
  return crc >>> 0;
}

/** Numbers given to values in the order first seen: the header lists them. */
class Numbered<T> {
  private readonly numbers = new Map<T, number>();
  readonly all: T[] = [];

  of(value: T): number {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.all.length;
      this.numbers.set(value, number);
      this.all.push(value);
    }
    return number;
  }
}

async function checkedHeader(file: Uint8Array): Promise<{ header: StoredHeader; end: number }> {
  if (file.length < PREFIX_BYTES + TRAILER_BYTES) throw new UnreadableSnapshot('too short');
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.length);
  if (!bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new UnreadableSnapshot('not a snapshot');
  }
  const format = bytes.readUInt32LE(8);
  if (format !== SNAPSHOT_FORMAT) {
    throw new UnreadableSnapshot(`format ${format}, not ${SNAPSHOT_FORMAT}`);
  }
  const crcAt = bytes.length - 4;
  if ((await crcOf([bytes.subarray(0, crcAt)])) !== bytes.readUInt32LE(crcAt)) {
    throw new UnreadableSnapshot('its checksum does not match (truncated or damaged)');
  }
  const headerLength = bytes.readUInt32LE(crcAt - 4);
  const end = crcAt - 4 - headerLength;
  if (end < PREFIX_BYTES) throw new UnreadableSnapshot('its header runs past the start');
  const header = JSON.parse(bytes.toString('utf8', end, crcAt - 4)) as StoredHeader;
  if (header.endianness !== os.endianness()) {
    throw new UnreadableSnapshot('written on a machine of another byte order');
  }
  return { header, end };
}

/**
 * A snapshot's header, once the file is known to be whole and of this format (its CRC), and its
 * index to read when the header is accepted. Throws `UnreadableSnapshot` otherwise.
 */
export async function openSnapshot(
  file: Uint8Array,
): Promise<{ header: SnapshotHeader; parts: () => Promise<IndexParts> }> {
  // Typed arrays are read in place: the file's bytes must start 8-byte aligned.
  const aligned = file.byteOffset % 8 === 0 ? file : new Uint8Array(file);
  const { header, end } = await checkedHeader(aligned);
  return {
    header: {
      database: header.database,
      id: header.id,
      window: header.window,
      writtenAt: header.writtenAt,
    },
    parts: () => partsOf(aligned, header, end),
  };
}

/** A snapshot's header and index (`openSnapshot`, its index read at once). */
export async function decodeSnapshot(
  file: Uint8Array,
): Promise<{ header: SnapshotHeader; parts: IndexParts }> {
  const { header, parts } = await openSnapshot(file);
  return { header, parts: await parts() };
}

/**
 * The index a snapshot holds, read back in slices. Its typed arrays are copies of the file's
 * (which is let go); each posting list is a view of one array of all lists' entries, until it
 * grows.
 */
async function partsOf(
  aligned: Uint8Array,
  header: StoredHeader,
  end: number,
): Promise<IndexParts> {
  const reader = new SectionReader(aligned, PREFIX_BYTES, end);
  const count = header.slots;
  const ids = reader.float64s(count);
  const [prices, pricesInd, durations, popularity] = [0, 1, 2, 3].map(() =>
    reader.float64s(count),
  ) as [Float64Array, Float64Array, Float64Array, Float64Array];
  const kinds = reader.uint32s(count);
  const orientations = reader.uint32s(count);
  const sectionLists = reader.uint32s(count);
  const texts = reader.strings(count, { sliced: true });
  const stamps = reader.strings(count);

  const shared = new SharedValues();
  const values = header.values.map((value) => shared.text(value));
  const lists = header.lists.map((list) => shared.list(list.map((at) => values[at]!)));
  const slots: (IndexedTemplate | undefined)[] = new Array<IndexedTemplate | undefined>(count);
  const slotOfId = new Map<number, number>();
  await timesInSlices(count, (slot) => {
    const text = texts.text(slot);
    const changed = stamps.text(slot);
    // Whole numbers as small integers (`asInteger`): read from a Float64Array they were doubles.
    const id = asInteger(ids[slot]!);
    if (Number.isNaN(id)) return;
    // Its fields in the order `SearchIndex` makes them: one shape for every template.
    slots[slot] = {
      id,
      kind: values[kinds[slot]!] as TemplateKind,
      sections: lists[sectionLists[slot]!]!,
      orientation: values[orientations[slot]!] as Orientation,
      price: asInteger(prices[slot]!),
      priceInd: numberOrNull(pricesInd[slot]!),
      durationSeconds: numberOrNull(durations[slot]!),
      popularity: asInteger(popularity[slot]!),
      text,
      changed,
    };
    slotOfId.set(id, slot);
  });

  const postings = { all: 0, dead: 0 };
  const lexemeTexts = await stringsOf(reader, header.lexemes);
  const lexemePostings = await listsOf(reader, header.lexemes, 4, slots, postings);
  const words = await stringsOf(reader, header.words);
  const wordPostings = await listsOf(reader, header.words, 1, slots, postings);
  const documents = CompactDocuments.restored({
    bytes: new Uint8Array(reader.next()),
    starts: reader.uint32s(count),
    deadBytes: header.deadDocumentBytes,
  });
  // A slot held dead (taken off, or written while the snapshot was) has no document.
  for (let slot = 0; slot < count; slot += 1) if (!slots[slot]) documents.drop(slot);
  const vocabularyWords = await stringsOf(reader, header.vocabulary);
  const vocabularyCounts = reader.uint32s(header.vocabulary);

  const lexemeIds = new Map<string, number>();
  const wordLists = new Map<string, PostingList>();
  const vocabulary = new Map<string, number>();
  await timesInSlices(Math.max(lexemeTexts.length, words.length, vocabularyWords.length), (at) => {
    if (at < lexemeTexts.length) lexemeIds.set(lexemeTexts[at]!, at);
    if (at < words.length) wordLists.set(words[at]!, wordPostings[at]!);
    if (at < vocabularyWords.length) vocabulary.set(vocabularyWords[at]!, vocabularyCounts[at]!);
  });
  return {
    slots,
    slotOfId,
    lexemeIds,
    lexemeTexts,
    lexemePostings,
    documents,
    words: wordLists,
    shared,
    vocabulary,
    postings: postings.all,
    deadPostings: postings.dead,
  };
}

const numberOrNull = (value: number) => (Number.isNaN(value) ? null : asInteger(value));

/**
 * A whole number read from a Float64Array as a small integer. Read as it is, it is a double, and
 * the first template made of one turns that field of every template's object (they share one
 * shape) into a boxed number: three objects more a template for the collector to mark, a third of
 * the process's heap objects at 100,000 templates (issue 80).
 */
const asInteger = (value: number) => (value === (value | 0) ? value | 0 : value);

/** `count` strings of a `StringColumn`, decoded in slices. */
async function stringsOf(reader: SectionReader, count: number): Promise<string[]> {
  const column = reader.strings(count);
  const strings = new Array<string>(count);
  await timesInSlices(count, (at) => {
    strings[at] = column.text(at);
  });
  return strings;
}

/**
 * `count` posting lists (their lengths, then their entries), each entry a slot × `perSlot` (and
 * its field). A list's entries of slots past the snapshot's (templates added while it was
 * written, which the read of changes at boot puts again) are cut off its end; those of dead
 * slots are counted dead, as a removal leaves them.
 */
async function listsOf(
  reader: SectionReader,
  count: number,
  perSlot: 1 | 4,
  slots: readonly (IndexedTemplate | undefined)[],
  postings: { all: number; dead: number },
): Promise<PostingList[]> {
  const lengths = reader.uint32s(count);
  const entries = reader.int32s();
  const lists = new Array<PostingList>(count);
  const past = slots.length * perSlot;
  let start = 0;
  await timesInSlices(count, (at) => {
    const end = start + lengths[at]!;
    if (end > entries.length) throw new UnreadableSnapshot('a posting list runs past its column');
    let held = end;
    while (held > start && entries[held - 1]! >= past) held -= 1;
    for (let entry = start; entry < held; entry += 1) {
      if (!slots[Math.floor(entries[entry]! / perSlot)]) postings.dead += 1;
    }
    postings.all += held - start;
    lists[at] = PostingList.of(entries.subarray(start, held));
    start = end;
  });
  return lists;
}
