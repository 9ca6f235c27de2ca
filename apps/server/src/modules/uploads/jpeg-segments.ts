import type { FileHandle } from 'node:fs/promises';

/** How much of the file is read at a time while walking it. */
const WINDOW_BYTES = 64 * 1024;
/**
 * Segments and scans a JPEG may have before it is refused: a progressive photo has a few dozen,
 * a camera's a handful more with its metadata; a file of millions of empty segments is no photo.
 */
const MAX_SEGMENTS = 65_536;
/** The end marker (EOI) and a scan's header (SOS). */
export const JPEG_END = 0xd9;
export const JPEG_SCAN = 0xda;

/** One marker segment of a JPEG: its marker and its first bytes (up to 9: a frame header's size). */
export interface JpegSegment {
  marker: number;
  head: Buffer;
}

/**
 * A JPEG's marker segments in order, after its start (SOI): fill bytes and markers that stand
 * alone skipped, each segment passed by its length, each scan's coded data walked to the marker
 * after it. The last is the end marker (EOI) when the file has one; the walk stops early, without
 * it, at anything that is not a marker, at the end of the file, or past MAX_SEGMENTS.
 */
export async function* jpegSegments(file: FileHandle): AsyncGenerator<JpegSegment> {
  const reader = new WindowedReader(file);
  const start = await reader.bytes(0, 2);
  if (start.length < 2 || start[0] !== 0xff || start[1] !== 0xd8) return;
  let offset = 2;
  for (let segment = 0; segment < MAX_SEGMENTS; segment++) {
    const head = await reader.bytes(offset, 9);
    if (head.length < 2 || head[0] !== 0xff) return;
    const marker = head[1]!;
    if (marker === JPEG_END) {
      yield { marker, head };
      return;
    }
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
    if (head.length < 4) return;
    const length = head.readUInt16BE(2);
    if (length < 2) return;
    yield { marker, head };
    offset += 2 + length;
    if (marker === JPEG_SCAN) {
      const next = await reader.markerAfterCodedData(offset);
      if (next === undefined) return;
      offset = next;
    }
  }
}

/**
 * Whether a JPEG runs whole to its end marker (EOI) after at least one scan. A file cut off on its
 * way here has none, wherever it was cut: a progressive JPEG cut between two scans decodes without
 * a single error (blurred), and a baseline one cut in its last blocks decodes with their gaps
 * filled. Anything after the end marker (a phone's appended motion clip) is not read.
 */
export async function jpegReachesItsEnd(file: FileHandle): Promise<boolean> {
  let scans = 0;
  for await (const { marker } of jpegSegments(file)) {
    if (marker === JPEG_SCAN) scans += 1;
    if (marker === JPEG_END) return scans > 0;
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
