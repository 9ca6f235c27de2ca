import type { FileHandle } from 'node:fs/promises';

/** How much of the file is read at a time while walking it. */
const WINDOW_BYTES = 64 * 1024;
/**
 * Segments and scans a JPEG may have before it is refused: a progressive photo has a few dozen,
 * a camera's a handful more with its metadata; a file of millions of empty segments is no photo.
 */
const MAX_SEGMENTS = 65_536;

/**
 * Whether a JPEG runs whole to its end marker (EOI): its segments followed by length, each scan's
 * coded data to the marker after it, and an end marker after at least one scan. A file cut off on
 * its way here has none, wherever it was cut: a progressive JPEG cut between two scans decodes
 * without a single error (blurred), and a baseline one cut in its last blocks decodes with their
 * gaps filled. Anything after the end marker (a phone's appended motion clip) is not read.
 */
export async function jpegReachesItsEnd(file: FileHandle): Promise<boolean> {
  const reader = new WindowedReader(file);
  const start = await reader.bytes(0, 2);
  if (start.length < 2 || start[0] !== 0xff || start[1] !== 0xd8) return false;
  let offset = 2;
  let scans = 0;
  for (let segment = 0; segment < MAX_SEGMENTS; segment++) {
    const head = await reader.bytes(offset, 4);
    if (head.length < 2 || head[0] !== 0xff) return false;
    const marker = head[1]!;
    if (marker === 0xd9) return scans > 0;
    if (marker === 0xff) {
      // A fill byte before a marker.
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      // Markers that stand alone, without a length.
      offset += 2;
      continue;
    }
    if (head.length < 4) return false;
    const length = head.readUInt16BE(2);
    if (length < 2) return false;
    offset += 2 + length;
    if (marker === 0xda) {
      scans += 1;
      const next = await reader.markerAfterCodedData(offset);
      if (next === undefined) return false;
      offset = next;
    }
  }
  return false;
}

/** Reads a file a window at a time, so walking many small segments costs few reads. */
class WindowedReader {
  private start = 0;
  private window = Buffer.alloc(0);

  constructor(private readonly file: FileHandle) {}

  /** Up to `length` bytes at `position` (fewer at the end of the file). */
  async bytes(position: number, length: number): Promise<Buffer> {
    const end = position + length;
    if (position < this.start || end > this.start + this.window.length) {
      await this.load(position, Math.max(length, WINDOW_BYTES));
    }
    return this.window.subarray(position - this.start, end - this.start);
  }

  /**
   * Where the marker ending a scan's coded data starts: past its stuffed bytes (FF 00) and restart
   * markers (FF D0–D7); undefined when the file ends first.
   */
  async markerAfterCodedData(position: number): Promise<number | undefined> {
    let at = position;
    for (;;) {
      const chunk = await this.bytes(at, WINDOW_BYTES);
      let scanned = 0;
      for (;;) {
        const ff = chunk.indexOf(0xff, scanned);
        if (ff < 0) {
          scanned = chunk.length;
          break;
        }
        if (ff === chunk.length - 1) {
          // Its partner is in the next window: start that one at this FF.
          scanned = ff;
          break;
        }
        const next = chunk[ff + 1]!;
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) scanned = ff + 2;
        else if (next === 0xff) scanned = ff + 1;
        else return at + ff;
      }
      // A window shorter than asked is the end of the file.
      if (chunk.length < WINDOW_BYTES) return undefined;
      at += scanned;
    }
  }

  private async load(position: number, length: number): Promise<void> {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await this.file.read(buffer, 0, length, position);
    this.start = position;
    this.window = buffer.subarray(0, bytesRead);
  }
}
