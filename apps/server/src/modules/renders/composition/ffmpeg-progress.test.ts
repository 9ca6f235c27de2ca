import { describe, expect, it } from 'vitest';
import { createProgressReader } from './ffmpeg-progress';

/** What ffmpeg writes every half second with `-progress pipe:1`, abridged. */
const block = (outTimeUs: string, progress = 'continue') =>
  `frame=12\nfps=0.00\nout_time_us=${outTimeUs}\nout_time=00:00:00.480000\nspeed=0.9x\nprogress=${progress}\n`;

describe('reading ffmpeg progress', () => {
  it('turns out_time_us into a growing percentage of the duration, 100 at the end', () => {
    const seen: number[] = [];
    const read = createProgressReader(4, (percent) => seen.push(percent));
    read(block('N/A'));
    read(block('1000000'));
    read(block('1000000'));
    read(block('2500000'));
    read(block('4000000', 'end'));
    expect(seen).toEqual([25, 62.5, 100]);
  });

  it('joins lines split across chunks', () => {
    const seen: number[] = [];
    const read = createProgressReader(2, (percent) => seen.push(percent));
    const text = block('500000') + block('1500000');
    for (let at = 0; at < text.length; at += 7) read(text.slice(at, at + 7));
    expect(seen).toEqual([25, 75]);
  });

  it('never goes back nor past 100, and ignores negative times', () => {
    const seen: number[] = [];
    const read = createProgressReader(1, (percent) => seen.push(percent));
    read(block('-23220'));
    read(block('600000'));
    read(block('300000'));
    // The audio may run a frame past the video's end.
    read(block('1040000'));
    read(block('1040000', 'end'));
    expect(seen).toEqual([60, 100]);
  });
});
