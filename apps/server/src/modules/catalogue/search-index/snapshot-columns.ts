/**
 * The columns a snapshot of the search index is written as (ADR 58): numbers in typed arrays of
 * the machine's byte order, strings as their lengths and their UTF-8 bytes, each column a
 * section of its bytes' length and the bytes, every section 8-byte aligned so that it is read
 * back as a typed array in place.
 */

/** A column's bytes grow by half again when full, as the index's own arrays do. */
const GROWTH = 1.5;

/** Numbers appended to a typed array that grows: a column whose length is not known first. */
export class GrowingInts {
  private items: Int32Array | Uint32Array;
  private count = 0;

  constructor(private readonly signed: boolean) {
    this.items = signed ? new Int32Array(1024) : new Uint32Array(1024);
  }

  push(value: number): void {
    this.room(1);
    this.items[this.count] = value;
    this.count += 1;
  }

  /** Appends a whole list: a posting list's entries. */
  append(values: Int32Array): void {
    this.room(values.length);
    this.items.set(values, this.count);
    this.count += values.length;
  }

  get values(): Int32Array | Uint32Array {
    return this.items.subarray(0, this.count);
  }

  private room(more: number): void {
    if (this.count + more <= this.items.length) return;
    const size = Math.ceil((this.count + more) * GROWTH);
    const grown = this.signed ? new Int32Array(size) : new Uint32Array(size);
    grown.set(this.items);
    this.items = grown;
  }
}

/** Strings as two columns: each one's length in bytes, and their UTF-8 bytes one after another. */
export class StringColumn {
  readonly lengths = new GrowingInts(false);
  private bytes = Buffer.allocUnsafe(64 * 1024);
  private used = 0;

  push(text: string): void {
    const length = Buffer.byteLength(text, 'utf8');
    if (this.used + length > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.ceil((this.used + length) * GROWTH));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    this.bytes.write(text, this.used, 'utf8');
    this.used += length;
    this.lengths.push(length);
  }

  /** Its two sections: the lengths, then the bytes. */
  sections(): Uint8Array[] {
    return [bytesOf(this.lengths.values), this.bytes.subarray(0, this.used)];
  }
}

/** A typed array's bytes, as they lie in memory. */
export const bytesOf = (array: ArrayBufferView): Uint8Array =>
  new Uint8Array(array.buffer, array.byteOffset, array.byteLength);

/** The zero bytes that bring `length` to a multiple of 8. */
export const paddingOf = (length: number): Uint8Array => new Uint8Array((8 - (length % 8)) % 8);

/** A section as written: its length (8 bytes, the last 4 zero), its bytes, its padding. */
export function sectionChunks(bytes: Uint8Array): Uint8Array[] {
  const length = new Uint8Array(8);
  new DataView(length.buffer).setUint32(0, bytes.length, true);
  return [length, bytes, paddingOf(bytes.length)];
}

/**
 * The least a run of sliced strings is decoded as (`SectionReader.strings`): past V8's largest
 * ordinary object, so the run is made among the large objects, which no collection copies.
 */
const SLICED_RUN_BYTES = 256 * 1024;

/** Raised when a snapshot's bytes do not read as one: the caller ignores the file. */
export class UnreadableSnapshot extends Error {
  override name = 'UnreadableSnapshot';
}

/** Reads the sections of `bytes` (8-byte aligned in memory) in the order they were written. */
export class SectionReader {
  private at: number;

  constructor(
    private readonly bytes: Uint8Array,
    start: number,
    private readonly end: number,
  ) {
    this.at = start;
  }

  /** The next section's bytes, in place. */
  next(): Uint8Array {
    if (this.at + 8 > this.end) throw new UnreadableSnapshot('a section is missing');
    const length = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.at).getUint32(
      0,
      true,
    );
    const start = this.at + 8;
    if (start + length > this.end) throw new UnreadableSnapshot('a section runs past the end');
    this.at = start + length + paddingOf(length).length;
    return this.bytes.subarray(start, start + length);
  }

  float64s(count: number): Float64Array<ArrayBuffer> {
    return new Float64Array(this.typed(8, count));
  }

  uint32s(count?: number): Uint32Array<ArrayBuffer> {
    const bytes = this.next();
    return new Uint32Array(this.checked(bytes, 4, count ?? bytes.length / 4));
  }

  int32s(): Int32Array<ArrayBuffer> {
    const bytes = this.next();
    return new Int32Array(this.checked(bytes, 4, bytes.length / 4));
  }

  /**
   * `count` strings written by a `StringColumn`, each decoded as `text` is called for it. With
   * `sliced`, a run of ASCII strings is decoded as one long string (`SLICED_RUN_BYTES` and more),
   * and each is a slice of it: V8 keeps a slice of 13 characters or more as a pointer into the
   * long one, so a boot makes no copy of each template's text for the young collector to move
   * (the long one is made where large objects are, and moved by none). A run that holds any other
   * character is decoded string by string.
   */
  strings(
    count: number,
    { sliced = false }: { sliced?: boolean } = {},
  ): { lengths: Uint32Array; text: (at: number) => string } {
    const lengths = this.uint32s(count);
    const bytes = this.next();
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    let offset = 0;
    let next = 0;
    /** The run being read: its first byte, the byte after it, and its text if it is ASCII. */
    let run = { start: 0, end: 0, ascii: undefined as string | undefined };
    const runFrom = (at: number) => {
      let end = offset;
      for (let item = at; item < count && end - offset < SLICED_RUN_BYTES; item += 1) {
        end += lengths[item]!;
      }
      if (end > text.length) throw new UnreadableSnapshot('a string runs past its column');
      const decoded = text.toString('utf8', offset, end);
      // As long as its bytes: every character one byte, so a string's bytes are its characters.
      return { start: offset, end, ascii: decoded.length === end - offset ? decoded : undefined };
    };
    return {
      lengths,
      // Read in order, as the columns were written: each string starts where the last ended.
      text: (at: number) => {
        if (at !== next) throw new UnreadableSnapshot('strings read out of order');
        const end = offset + lengths[at]!;
        if (end > text.length) throw new UnreadableSnapshot('a string runs past its column');
        if (sliced && end > run.end) run = runFrom(at);
        const value = run.ascii
          ? run.ascii.slice(offset - run.start, end - run.start)
          : text.toString('utf8', offset, end);
        offset = end;
        next += 1;
        return value;
      },
    };
  }

  private typed(size: number, count: number): ArrayBuffer {
    return this.checked(this.next(), size, count);
  }

  /** A copy of the section's bytes as a typed array's buffer, of exactly `count` numbers. */
  private checked(bytes: Uint8Array, size: number, count: number): ArrayBuffer {
    if (bytes.length !== count * size || !Number.isInteger(count)) {
      throw new UnreadableSnapshot('a column has the wrong length');
    }
    // A copy (a Buffer's `slice` would be a view): the file's buffer is let go once read, and
    // the index changes its arrays.
    return new Uint8Array(bytes).buffer;
  }
}
