import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPixels } from '../../test-support/media-pixels';
import { probeMedia, type LocalDiskStorage } from '../media';
import { prepareTemplateMedia, type PreparedTemplateMedia } from './index';
import { PREVIEW_SECONDS } from './preview-encoding';
import {
  FIRST,
  isColour,
  makeTestInputs,
  markedShare,
  SECOND,
  SIZE,
  type TestInputs,
  MEDIA_LIMITS,
} from '../../test-support/template-media-inputs';

describe('a ready-made video from the owner film', () => {
  let inputs: TestInputs;
  let storage: LocalDiskStorage;
  let film: string;
  let prepared: PreparedTemplateMedia;
  const file = (key: string | undefined) => storage.absolutePath(key as string);

  beforeAll(async () => {
    inputs = await makeTestInputs();
    storage = await inputs.storage();
    film = await inputs.clip('film.mp4', { window: null, seconds: 6 });
    prepared = await prepareTemplateMedia(
      { kind: 'direct-sell', video: film },
      { storage, ffmpegPath: inputs.ffmpegPath, limits: MEDIA_LIMITS, thumbnailFrame: 0.5 },
    );
  });
  afterAll(() => inputs.remove());

  it('keeps the film private as it was, and its teaser and poster public', async () => {
    const { media } = prepared;
    expect(Object.keys(media).sort()).toEqual(['compiled', 'poster', 'preview', 'sharePicture']);
    expect(media.compiled).toMatch(/^private\/templates\/[0-9a-f]{16}\/compiled\.mp4$/);
    expect(media.preview).toMatch(/^public\/templates\/[0-9a-f]{16}\/preview\.mp4$/);
    expect(media.poster).toMatch(/^public\/templates\/[0-9a-f]{16}\/poster\.jpg$/);
    expect(prepared).toMatchObject({ ...SIZE, window: null, greenScreenDimensions: null });
    expect(prepared.durationSeconds).toBeCloseTo(6, 1);
    const compiled = await probeMedia(inputs.ffmpegPath, file(media.compiled));
    expect(compiled.durationSeconds).toBeCloseTo(6, 1);
  });

  it('cuts the poster at thumbnailFrame', async () => {
    const poster = await readPixels(inputs.ffmpegPath, file(prepared.media.poster), 'rgba');
    expect(isColour(poster, 300, 10, FIRST), 'at 0.5 s').toBe(true);
    const later = await prepareTemplateMedia(
      { kind: 'direct-sell', video: film },
      { storage, ffmpegPath: inputs.ffmpegPath, limits: MEDIA_LIMITS, thumbnailFrame: 5 },
    );
    const latePoster = await readPixels(inputs.ffmpegPath, file(later.media.poster), 'rgba');
    expect(isColour(latePoster, 300, 10, SECOND), 'at 5 s').toBe(true);
    // The same film, stored once: only what is cut from it is new.
    expect(later.media.compiled).toBe(prepared.media.compiled);
    expect(later.media.poster).not.toBe(prepared.media.poster);
  });

  it('makes a short watermarked teaser, and leaves the film unmarked', async () => {
    const teaser = await probeMedia(inputs.ffmpegPath, file(prepared.media.preview));
    expect(teaser).toMatchObject({ codec: 'h264', ...SIZE });
    expect(teaser.durationSeconds).toBeCloseTo(PREVIEW_SECONDS, 1);
    const at = { atSeconds: 0.5 };
    const original = await readPixels(inputs.ffmpegPath, film, 'rgba', SIZE, at);
    const frame = await readPixels(
      inputs.ffmpegPath,
      file(prepared.media.preview),
      'rgba',
      SIZE,
      at,
    );
    const poster = await readPixels(inputs.ffmpegPath, file(prepared.media.poster), 'rgba');
    const compiled = await readPixels(
      inputs.ffmpegPath,
      file(prepared.media.compiled),
      'rgba',
      SIZE,
      at,
    );
    expect(markedShare(frame, original)).toBeGreaterThan(0.02);
    expect(markedShare(poster, original)).toBeGreaterThan(0.02);
    expect(markedShare(compiled, original)).toBe(0);
  });
});
