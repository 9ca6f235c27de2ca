import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeCompositionFixture,
  makeTemplateClip,
  type CompositionFixture,
} from '../../../test-support/composition-fixture';
import { loadTemplateMedia } from './composition-media';
import { measureWindowBox, whiteBoundingBox, windowBoxOf } from './window-box';

describe("a template's window box", () => {
  let fixture: CompositionFixture;
  let files: { sourcePath: string; maskPath: string };
  const window = { x: 100, y: 40, width: 120, height: 80 };

  beforeAll(async () => {
    fixture = await makeCompositionFixture();
    files = await makeTemplateClip(fixture, 'template', {
      width: 320,
      height: 180,
      seconds: 1,
      window,
    });
  });
  afterAll(() => fixture?.remove());

  it('is the box around the white area of the mask', async () => {
    expect(await measureWindowBox(fixture.ffmpegPath, files.maskPath)).toEqual({
      mask: { width: 320, height: 180 },
      box: window,
    });
  });

  it('is measured once per mask file, and again when the file changes', async () => {
    const mask = fixture.file('changing-mask.png');
    fs.copyFileSync(files.maskPath, mask);
    const first = windowBoxOf(fixture.ffmpegPath, mask);
    expect(await windowBoxOf(fixture.ffmpegPath, mask)).toBe(await first);

    await fixture.ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'color=c=black:s=64x36,drawbox=x=8:y=4:w=16:h=10:color=white:t=fill',
      '-frames:v',
      '1',
      '-pix_fmt',
      'gray',
      mask,
    ]);
    // A later modification time, as a replaced file has.
    fs.utimesSync(mask, new Date(), new Date(Date.now() + 5000));
    expect(await windowBoxOf(fixture.ffmpegPath, mask)).toEqual({
      mask: { width: 64, height: 36 },
      box: { x: 8, y: 4, width: 16, height: 10 },
    });
  });

  it('and the source it is placed on are read once per file, however many rows render them', async () => {
    // An ffmpeg that notes each run: the template's files are probed at the first render only.
    const runs = fixture.file('ffmpeg-runs.log');
    const countingFfmpeg = fixture.file('counting-ffmpeg.sh');
    fs.writeFileSync(
      countingFfmpeg,
      `#!/bin/sh\necho run >> '${runs}'\nexec '${fixture.ffmpegPath}' "$@"\n`,
      { mode: 0o755 },
    );
    const source = fixture.file('counted-source.mp4');
    const mask = fixture.file('counted-mask.png');
    fs.copyFileSync(files.sourcePath, source);
    fs.copyFileSync(files.maskPath, mask);
    const ranSoFar = () =>
      fs.existsSync(runs) ? fs.readFileSync(runs, 'utf8').split('\n').length - 1 : 0;

    const rows = await Promise.all(
      [1, 2, 3].map(() =>
        loadTemplateMedia(countingFfmpeg, { sourcePath: source, maskPath: mask }),
      ),
    );
    expect(rows.map((row) => row.window)).toEqual([window, window, window]);
    expect(ranSoFar()).toBe(2);
    // A replaced source is probed again.
    fs.utimesSync(source, new Date(), new Date(Date.now() + 5000));
    await loadTemplateMedia(countingFfmpeg, { sourcePath: source, maskPath: mask });
    expect(ranSoFar()).toBe(3);
  });

  it('is placed on the full-size source even when the mask was keyed from a smaller copy', async () => {
    const smallMask = fixture.file('half-size-mask.png');
    await fixture.ffmpeg(['-i', files.maskPath, '-vf', 'scale=160:90:flags=neighbor', smallMask]);
    const template = await loadTemplateMedia(fixture.ffmpegPath, { ...files, maskPath: smallMask });
    expect(template.window).toEqual(window);
  });

  it('refuses a mask with no window, and a missing one, as a fault of the template', async () => {
    const black = fixture.file('black-mask.png');
    await fixture.ffmpeg(['-f', 'lavfi', '-i', 'color=c=black:s=32x18', '-frames:v', '1', black]);
    await expect(windowBoxOf(fixture.ffmpegPath, black)).rejects.toMatchObject({
      failure: 'bad-template',
      message: "This template's mask has no window for your photo or video.",
    });
    await expect(
      windowBoxOf(fixture.ffmpegPath, fixture.file('no-such-mask.png')),
    ).rejects.toMatchObject({ failure: 'bad-template', transient: false });
  });

  it('counts only pixels at least half white', () => {
    const size = { width: 4, height: 3 };
    // prettier-ignore
    const pixels = Uint8Array.from([
      0, 127, 0,   0,
      0, 128, 255, 0,
      0, 0,   200, 90,
    ]);
    expect(whiteBoundingBox(pixels, size)).toEqual({ x: 1, y: 1, width: 2, height: 2 });
    expect(whiteBoundingBox(new Uint8Array(12), size)).toBeUndefined();
  });
});
