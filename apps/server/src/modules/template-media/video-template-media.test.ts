import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readPixels } from '../../test-support/media-pixels';
import { probeMedia, type LocalDiskStorage } from '../media';
import { prepareTemplateMedia, type PreparedTemplateMedia } from './index';
import { PREVIEW_SECONDS } from './preview-encoding';
import {
  FIRST,
  isColour,
  isGreen,
  makeTestInputs,
  markedShare,
  SECOND,
  SIZE,
  WINDOW,
  type TestInputs,
  MEDIA_LIMITS,
} from '../../test-support/template-media-inputs';

describe('a video template from the owner clip', () => {
  let inputs: TestInputs;
  let storage: LocalDiskStorage;
  let clip: string;
  let prepared: PreparedTemplateMedia;
  let overlapping: PreparedTemplateMedia;
  const putKeys: string[] = [];
  const progress: [number, string][][] = [[], []];
  const file = (key: string | undefined) => storage.absolutePath(key as string);

  beforeAll(async () => {
    inputs = await makeTestInputs();
    // The sample footage too is made here, once for the two calls.
    storage = await inputs.storage({ sample: false });
    clip = await inputs.clip('clip.mp4');
    const put = storage.put.bind(storage);
    vi.spyOn(storage, 'put').mockImplementation(async (key, from) => {
      putKeys.push(key);
      await put(key, from);
    });
    // Two calls at once, as two rows of a manifest naming one clip: one run makes the files.
    const options = {
      storage,
      ffmpegPath: inputs.ffmpegPath,
      limits: MEDIA_LIMITS,
      thumbnailFrame: 1.5,
    };
    [prepared, overlapping] = (await Promise.all(
      progress.map((reports) =>
        prepareTemplateMedia(
          { kind: 'video', video: clip },
          { ...options, onProgress: (fraction, step) => reports.push([fraction, step]) },
        ),
      ),
    )) as [PreparedTemplateMedia, PreparedTemplateMedia];
  });
  afterAll(() => inputs.remove());

  it('keeps the clip and its mask private and the previews public, under content-hashed keys', async () => {
    const { media } = prepared;
    expect(Object.keys(media).sort()).toEqual([
      'mask',
      'maskPreview',
      'poster',
      'preview',
      'sharePicture',
      'source',
    ]);
    expect(media.source).toMatch(/^private\/templates\/[0-9a-f]{16}\/source\.mp4$/);
    expect(media.mask).toMatch(/^private\/templates\/[0-9a-f]{16}\/mask\.png$/);
    for (const key of [media.maskPreview, media.preview, media.poster]) {
      expect(key).toMatch(/^public\/templates\/[0-9a-f]{16}\//);
    }
    for (const key of Object.values(media)) expect(await storage.exists(key), key).toBe(true);
    expect(prepared).toMatchObject({ ...SIZE });
    expect(prepared.durationSeconds).toBeCloseTo(2, 1);
  });

  it('prepares files named twice at once in one run', () => {
    expect(overlapping).toEqual(prepared);
    // Each file once; the sample footage, stored once per store, with them.
    expect(putKeys.length).toBe(new Set(putKeys).size);
    expect(putKeys.filter((key) => key.includes('/sample-footage/'))).toHaveLength(1);
    expect(putKeys).toHaveLength(Object.keys(prepared.media).length + 2);
  });

  it('measures the window around the green, in template pixels', () => {
    const window = prepared.window!;
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(window[side] - WINDOW[side]), side).toBeLessThanOrEqual(2);
    }
    expect(prepared.greenScreenDimensions).toBe(`${window.width}x${window.height}`);
  });

  it('keys a full-size mask from the green: white in the window, black elsewhere', async () => {
    const mask = await readPixels(inputs.ffmpegPath, file(prepared.media.mask), 'gray');
    expect([mask.width, mask.height]).toEqual([SIZE.width, SIZE.height]);
    const { x, y, width, height } = WINDOW;
    for (const [px, py] of [
      [x + width / 2, y + height / 2],
      [x + 2, y + 2],
      [x + width - 3, y + height - 3],
    ] as const) {
      expect(mask.at(px, py), `inside ${px},${py}`).toBe(255);
    }
    for (const [px, py] of [
      [x - 3, y + height / 2],
      [x + width + 2, y + height / 2],
      [x + width / 2, y + height + 2],
      [300, 170],
    ] as const) {
      expect(mask.at(px, py), `outside ${px},${py}`).toBe(0);
    }
    const preview = await probeMedia(inputs.ffmpegPath, file(prepared.media.maskPreview));
    expect(preview).toMatchObject({ pixelFormat: 'gray', ...SIZE });
  });

  it('cuts the poster at thumbnailFrame, with sample footage in the window instead of green', async () => {
    const poster = await readPixels(inputs.ffmpegPath, file(prepared.media.poster), 'rgba');
    expect([poster.width, poster.height]).toEqual([SIZE.width, SIZE.height]);
    // 1.5 s is after the clip turned from FIRST to SECOND.
    expect(isColour(poster, 300, 10, SECOND), 'corner').toBe(true);
    expect(isColour(poster, 300, 10, FIRST)).toBe(false);
    let green = 0;
    for (let y = WINDOW.y + 3; y < WINDOW.y + WINDOW.height - 3; y += 2) {
      for (let x = WINDOW.x + 3; x < WINDOW.x + WINDOW.width - 3; x += 2) {
        if (isGreen(poster, x, y)) green += 1;
      }
    }
    expect(green).toBe(0);
  });

  it('watermarks the preview and the poster, never the stored clip', async () => {
    const at = { atSeconds: 1.5 };
    const original = await readPixels(inputs.ffmpegPath, clip, 'rgba', SIZE, at);
    const source = await readPixels(
      inputs.ffmpegPath,
      file(prepared.media.source),
      'rgba',
      SIZE,
      at,
    );
    const poster = await readPixels(inputs.ffmpegPath, file(prepared.media.poster), 'rgba', SIZE);
    // The preview is the clip's first seconds: 1.5 s into it is 1.5 s into the clip.
    const preview = await readPixels(
      inputs.ffmpegPath,
      file(prepared.media.preview),
      'rgba',
      SIZE,
      at,
    );
    expect(markedShare(source, original)).toBe(0);
    expect(markedShare(poster, original, WINDOW)).toBeGreaterThan(0.02);
    expect(markedShare(preview, original, WINDOW)).toBeGreaterThan(0.02);
  });

  it('makes a short hover preview that starts playing before it has loaded', async () => {
    const preview = await probeMedia(inputs.ffmpegPath, file(prepared.media.preview));
    expect(preview).toMatchObject({ codec: 'h264', ...SIZE });
    expect(preview.durationSeconds).toBeLessThanOrEqual(PREVIEW_SECONDS);
    const head = fs.readFileSync(file(prepared.media.preview)).subarray(0, 4096).toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(0);
  });

  it('reports progress from 0 to 1, never going back', () => {
    for (const reports of progress) {
      const fractions = reports.map(([fraction]) => fraction);
      expect(fractions[0]).toBe(0);
      expect(fractions.at(-1)).toBe(1);
      expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    }
    // The steps of the shared run go to the call that started it.
    expect(progress.flat().map(([, step]) => step)).toContain('Finding the green-screen window');
  });

  it('makes nothing again for the same files, wherever they are, and answers the same', async () => {
    const copy = inputs.file('same-clip.mp4');
    fs.copyFileSync(clip, copy);
    const mtimes = Object.values(prepared.media).map((key) => fs.statSync(file(key)).mtimeMs);
    const before = putKeys.length;
    const again = await prepareTemplateMedia(
      { kind: 'video', video: copy },
      { storage, ffmpegPath: inputs.ffmpegPath, limits: MEDIA_LIMITS, thumbnailFrame: 1.5 },
    );
    expect(again).toEqual(prepared);
    expect(putKeys.length).toBe(before);
    expect(Object.values(prepared.media).map((key) => fs.statSync(file(key)).mtimeMs)).toEqual(
      mtimes,
    );
  });

  it('makes a new poster under a new key for another thumbnailFrame', async () => {
    const other = await prepareTemplateMedia(
      { kind: 'video', video: clip },
      { storage, ffmpegPath: inputs.ffmpegPath, limits: MEDIA_LIMITS, thumbnailFrame: 0.5 },
    );
    expect(other.media.poster).not.toBe(prepared.media.poster);
    const poster = await readPixels(inputs.ffmpegPath, file(other.media.poster), 'rgba');
    expect(isColour(poster, 300, 10, FIRST), 'corner at 0.5 s').toBe(true);
  });

  it('takes the window from a mask clip when one is given, and keeps the mask clip', async () => {
    const window = { x: 200, y: 100, width: 80, height: 60 };
    const plain = await inputs.clip('plain.mp4', { window: null });
    const mask = await inputs.maskClip('mask.mp4', window);
    const withMask = await prepareTemplateMedia(
      { kind: 'video', video: plain, mask },
      { storage, ffmpegPath: inputs.ffmpegPath, limits: MEDIA_LIMITS },
    );
    expect(withMask.media.mask).toMatch(/^private\/templates\/[0-9a-f]{16}\/mask\.mp4$/);
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(withMask.window![side] - window[side]), side).toBeLessThanOrEqual(2);
    }
    expect(withMask.greenScreenDimensions).toBe(
      `${withMask.window!.width}x${withMask.window!.height}`,
    );
    const stored = await probeMedia(inputs.ffmpegPath, file(withMask.media.mask));
    expect(stored.durationSeconds).toBeCloseTo(2, 1);
    // The sample shows where the mask is white: the clip's own colour is gone there.
    const poster = await readPixels(inputs.ffmpegPath, file(withMask.media.poster), 'rgba');
    let clipColoured = 0;
    let counted = 0;
    for (let y = window.y + 3; y < window.y + window.height - 3; y += 2) {
      for (let x = window.x + 3; x < window.x + window.width - 3; x += 2) {
        counted += 1;
        if (isColour(poster, x, y, SECOND, 20)) clipColoured += 1;
      }
    }
    expect(clipColoured / counted).toBeLessThan(0.05);
    // Cut at 1 s by default, when the clip has turned to SECOND.
    expect(isColour(poster, 100, 150, SECOND), 'outside the window').toBe(true);
  });

  it('keys only what is near #00FF00: a dark green (#008000) bar stays in the template', async () => {
    const bar = { x: 180, y: 100, width: 100, height: 40 };
    const clip = await inputs.clip('dark-green-bar.mp4', {
      boxes: [{ box: bar, colour: [0, 128, 0] }],
    });
    const keyed = await prepareTemplateMedia(
      { kind: 'video', video: clip },
      { storage, ffmpegPath: inputs.ffmpegPath, limits: MEDIA_LIMITS },
    );
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(keyed.window![side] - WINDOW[side]), side).toBeLessThanOrEqual(2);
    }
    const mask = await readPixels(inputs.ffmpegPath, file(keyed.media.mask), 'gray');
    expect(mask.at(bar.x + bar.width / 2, bar.y + bar.height / 2), 'the bar').toBe(0);
    expect(mask.at(WINDOW.x + WINDOW.width / 2, WINDOW.y + WINDOW.height / 2)).toBe(255);
  });
});
