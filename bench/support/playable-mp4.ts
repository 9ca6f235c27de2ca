import fs from 'node:fs';

/**
 * How many seconds of a growing fragmented MP4 a player could already play: the length of the
 * shortest track (picture or sound) over the fragments whose `moof` and `mdat` are both written.
 * A file with its index at the end, or `+faststart` (whose index is moved to the front only when
 * everything is encoded), has no fragments: nothing of it plays until it is finished.
 */
export class PlayableMp4 {
  private offset = 0;
  private readonly timescales = new Map<number, number>();
  private readonly trackDefaults = new Map<number, number>();
  private readonly ticks = new Map<number, number>();
  /** The durations of the last `moof`, counted once its `mdat` is written too. */
  private pending = new Map<number, number>();

  constructor(private readonly path: string) {}

  /** Reads what was written since the last call; the playable seconds so far. */
  poll(): number {
    let fd: number;
    try {
      fd = fs.openSync(this.path, 'r');
    } catch {
      return this.seconds();
    }
    try {
      for (;;) {
        const header = Buffer.alloc(16);
        if (fs.readSync(fd, header, 0, 16, this.offset) < 8) break;
        const size32 = header.readUInt32BE(0);
        const type = header.toString('latin1', 4, 8);
        const size = size32 === 1 ? Number(header.readBigUInt64BE(8)) : size32;
        // Size 0 runs to the end of a file still being written: not complete yet.
        if (size < 8) break;
        const box = Buffer.alloc(size);
        if (fs.readSync(fd, box, 0, size, this.offset) < size) break;
        this.offset += size;
        this.read(type, box.subarray(size32 === 1 ? 16 : 8));
      }
    } finally {
      fs.closeSync(fd);
    }
    return this.seconds();
  }

  private seconds(): number {
    if (this.timescales.size === 0) return 0;
    let shortest = Infinity;
    for (const [track, timescale] of this.timescales) {
      shortest = Math.min(shortest, (this.ticks.get(track) ?? 0) / timescale);
    }
    return shortest;
  }

  private read(type: string, body: Buffer) {
    if (type === 'moov') this.readMoov(body);
    else if (type === 'moof') this.pending = this.readMoof(body);
    else if (type === 'mdat') {
      for (const [track, ticks] of this.pending) {
        this.ticks.set(track, (this.ticks.get(track) ?? 0) + ticks);
      }
      this.pending = new Map();
    }
  }

  private readMoov(moov: Buffer) {
    for (const trak of children(moov, 'trak')) {
      const tkhd = children(trak, 'tkhd')[0]!;
      const track = tkhd.readUInt32BE(tkhd[0] === 1 ? 20 : 12);
      const mdhd = children(children(trak, 'mdia')[0]!, 'mdhd')[0]!;
      this.timescales.set(track, mdhd.readUInt32BE(mdhd[0] === 1 ? 20 : 12));
    }
    for (const mvex of children(moov, 'mvex')) {
      for (const trex of children(mvex, 'trex')) {
        this.trackDefaults.set(trex.readUInt32BE(4), trex.readUInt32BE(12));
      }
    }
  }

  /** The ticks each track's samples in this fragment last. */
  private readMoof(moof: Buffer): Map<number, number> {
    const durations = new Map<number, number>();
    for (const traf of children(moof, 'traf')) {
      const tfhd = children(traf, 'tfhd')[0]!;
      const tfhdFlags = tfhd.readUInt32BE(0) & 0xffffff;
      const track = tfhd.readUInt32BE(4);
      let at = 8;
      if (tfhdFlags & 0x1) at += 8; // base data offset
      if (tfhdFlags & 0x2) at += 4; // sample description index
      const defaultDuration =
        tfhdFlags & 0x8 ? tfhd.readUInt32BE(at) : (this.trackDefaults.get(track) ?? 0);
      let ticks = 0;
      for (const trun of children(traf, 'trun')) {
        const flags = trun.readUInt32BE(0) & 0xffffff;
        const count = trun.readUInt32BE(4);
        let pos = 8 + (flags & 0x1 ? 4 : 0) + (flags & 0x4 ? 4 : 0);
        const fields = [0x100, 0x200, 0x400, 0x800].filter((flag) => flags & flag).length;
        for (let sample = 0; sample < count; sample++) {
          ticks += flags & 0x100 ? trun.readUInt32BE(pos) : defaultDuration;
          pos += 4 * fields;
        }
      }
      durations.set(track, (durations.get(track) ?? 0) + ticks);
    }
    return durations;
  }
}

/** The bodies of a box's children of one type (after their 8-byte headers). */
function children(body: Buffer, type: string): Buffer[] {
  const found: Buffer[] = [];
  for (let at = 0; at + 8 <= body.length;) {
    const size = body.readUInt32BE(at);
    if (size < 8) break;
    if (body.toString('latin1', at + 4, at + 8) === type) {
      found.push(body.subarray(at + 8, at + size));
    }
    at += size;
  }
  return found;
}
