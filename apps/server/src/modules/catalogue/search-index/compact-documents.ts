import type { FieldRank } from './tsvector';

/** A lexeme of a packed document: its id in the index, its best field, its positions. */
export interface PackedLexeme {
  id: number;
  rank: FieldRank;
  /** Positions in the document, each as position × 4 + its field's rank (as `DocumentLexeme`). */
  positions: number[];
}

/** Every slot's document as one array of bytes and where each starts (`CompactDocuments`). */
export interface FrozenDocuments {
  bytes: Uint8Array<ArrayBuffer>;
  /** Per slot, where its document starts, plus one (0 for none). */
  starts: Uint32Array<ArrayBuffer>;
  deadBytes: number;
}

/** A slot with no document: stored as its start + 1, so a zeroed slot reads as none. */
const NONE = 0;
/** Room added to the bytes when full: half as much again. */
const GROWTH = 1.5;

/**
 * Each slot's document as the index reads it (lexemes, their best field, their positions), packed
 * in one array of bytes: per document its number of lexemes, then per lexeme its id × 4 + rank,
 * its number of positions and the positions, each number in as few bytes as it needs (7 bits a
 * byte). About 60 bytes a template of the bench's catalogue, against 190 for the document's text
 * (issue 80). The name's lexemes are written first, so the name is read without the rest.
 *
 * A document written again (an owner's save) is appended; the old bytes are dead until the index
 * is built again (`deadBytes`).
 */
export class CompactDocuments {
  private bytes = new Uint8Array(4096);
  private used = 0;
  /** Per slot, where its document starts, plus one (`NONE` for none). */
  private starts = new Uint32Array(1024);
  private dead = 0;
  /** Where the document being read is at: reading allocates nothing. */
  private reading = 0;

  /**
   * The documents of the slots below `slotCount` as they are now, for a snapshot written in
   * slices (ADR 58): the bytes written so far are never written again (a document written anew
   * is appended, and growing copies them to a new array), so a view of them stays as it is; the
   * starts are copied.
   */
  frozen(slotCount: number): FrozenDocuments {
    const starts = new Uint32Array(slotCount);
    starts.set(this.starts.subarray(0, Math.min(slotCount, this.starts.length)));
    return { bytes: this.bytes.subarray(0, this.used), starts, deadBytes: this.dead };
  }

  /** Documents as `frozen` gave them (read back from a snapshot): held, not copied. */
  static restored({ bytes, starts, deadBytes }: FrozenDocuments): CompactDocuments {
    const documents = new CompactDocuments();
    documents.bytes = bytes;
    documents.used = bytes.length;
    documents.starts = starts;
    documents.dead = deadBytes;
    return documents;
  }

  /** Bytes of documents written over or dropped. */
  get deadBytes(): number {
    return this.dead;
  }

  get liveBytes(): number {
    return this.used - this.dead;
  }

  /** Writes the slot's document, its lexemes in any order (sorted in place: the name's first). */
  write(slot: number, lexemes: PackedLexeme[]): void {
    this.drop(slot);
    const ordered = lexemes.sort((a, b) => b.rank - a.rank);
    let size = sizeOf(ordered.length);
    for (const { id, rank, positions } of ordered) {
      size += sizeOf(id * 4 + rank) + sizeOf(positions.length);
      for (const position of positions) size += sizeOf(position);
    }
    this.makeRoom(size);
    this.roomForSlot(slot);
    this.starts[slot] = this.used + 1;
    this.put(ordered.length);
    for (const { id, rank, positions } of ordered) {
      this.put(id * 4 + rank);
      this.put(positions.length);
      for (const position of positions) this.put(position);
    }
  }

  /** The slot's document, or none. */
  read(slot: number): PackedLexeme[] {
    return this.readFrom(this.startOf(slot));
  }

  /**
   * Where the slot's document starts now (`NONE` for none): its bytes stay there, read by
   * `readFrom`, after it is written over or dropped, for as long as this lives.
   */
  startOf(slot: number): number {
    return slot < this.starts.length ? this.starts[slot]! : NONE;
  }

  /** The document that starts at `start` (as `startOf` gave it), or none. */
  readFrom(start: number): PackedLexeme[] {
    const lexemes: PackedLexeme[] = [];
    this.reading = start - 1;
    if (start === NONE) return lexemes;
    for (let left = this.next(); left > 0; left -= 1) {
      const idAndRank = this.next();
      const positions: number[] = new Array<number>(this.next());
      for (let at = 0; at < positions.length; at += 1) positions[at] = this.next();
      lexemes.push({
        id: Math.floor(idAndRank / 4),
        rank: (idAndRank % 4) as FieldRank,
        positions,
      });
    }
    return lexemes;
  }

  /** The ids of the lexemes the slot's name holds (field A): the first ones written. */
  nameIds(slot: number): number[] {
    const ids: number[] = [];
    if (!this.startReading(slot)) return ids;
    for (let left = this.next(); left > 0; left -= 1) {
      const idAndRank = this.next();
      if (idAndRank % 4 !== 3) break;
      ids.push(Math.floor(idAndRank / 4));
      this.skip(this.next());
    }
    return ids;
  }

  /** Forgets the slot's document: its bytes are dead. */
  drop(slot: number): void {
    if (!this.startReading(slot)) return;
    const start = this.reading;
    for (let left = this.next(); left > 0; left -= 1) {
      this.next();
      this.skip(this.next());
    }
    this.dead += this.reading - start;
    this.starts[slot] = NONE;
  }

  /** Whether the slot has a document: if so, reading goes on from its start. */
  private startReading(slot: number): boolean {
    const start = this.startOf(slot);
    this.reading = start - 1;
    return start !== NONE;
  }

  /** The number at `reading`, 7 bits a byte, the lowest first. */
  private next(): number {
    let value = 0;
    let scale = 1;
    let byte: number;
    do {
      byte = this.bytes[this.reading]!;
      this.reading += 1;
      value += (byte & 127) * scale;
      scale *= 128;
    } while (byte >= 128);
    return value;
  }

  private skip(count: number): void {
    for (let skipped = 0; skipped < count; skipped += 1) this.next();
  }

  private put(value: number): void {
    let left = value;
    while (left >= 128) {
      this.bytes[this.used] = (left % 128) | 128;
      this.used += 1;
      left = Math.floor(left / 128);
    }
    this.bytes[this.used] = left;
    this.used += 1;
  }

  private makeRoom(size: number): void {
    if (this.used + size <= this.bytes.length) return;
    const grown = new Uint8Array(Math.ceil((this.used + size) * GROWTH));
    grown.set(this.bytes.subarray(0, this.used));
    this.bytes = grown;
  }

  private roomForSlot(slot: number): void {
    if (slot < this.starts.length) return;
    const grown = new Uint32Array(Math.ceil((slot + 1) * GROWTH));
    grown.set(this.starts);
    this.starts = grown;
  }
}

/** How many bytes `value` takes, 7 bits a byte. */
function sizeOf(value: number): number {
  let size = 1;
  for (let left = value; left >= 128; left = Math.floor(left / 128)) size += 1;
  return size;
}
