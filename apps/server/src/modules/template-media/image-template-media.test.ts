import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPixels } from '../../test-support/media-pixels';
import { probeMedia, type LocalDiskStorage } from '../media';
import { prepareTemplateMedia, type PreparedTemplateMedia } from './index';
import {
  FIRST,
  isColour,
  makeTestInputs,
  markedShare,
  SIZE,
  WINDOW,
  type TestInputs,
  MEDIA_LIMITS,
} from '../../test-support/template-media-inputs';

describe('an image template from the owner PNG', () => {
  let inputs: TestInputs;
  let storage: LocalDiskStorage;
  let overlay: string;
  let prepared: PreparedTemplateMedia;
  const file = (key: string | undefined) => storage.absolutePath(key as string);

  beforeAll(async () => {
    inputs = await makeTestInputs();
    storage = await inputs.storage();
    overlay = await inputs.overlay('frame.png', WINDOW);
    prepared = await prepareTemplateMedia(
      { kind: 'image', overlay },
      { storage, ffmpegPath: inputs.ffmpegPath, limits: MEDIA_LIMITS },
    );
  });
  afterAll(() => inputs.remove());

  it('keeps the PNG private as uploaded, and its preview and poster public', async () => {
    const { media } = prepared;
    expect(Object.keys(media).sort()).toEqual([
      'overlay',
      'overlayPreview',
      'poster',
      'sharePicture',
    ]);
    expect(media.overlay).toMatch(/^private\/templates\/[0-9a-f]{16}\/overlay\.png$/);
    expect(media.overlayPreview).toMatch(/^public\/templates\/[0-9a-f]{16}\/overlay-preview\.png$/);
    expect(media.poster).toMatch(/^public\/templates\/[0-9a-f]{16}\/poster\.jpg$/);
    expect(fs.readFileSync(file(media.overlay)).equals(fs.readFileSync(overlay))).toBe(true);
    expect(prepared).toMatchObject({
      ...SIZE,
      durationSeconds: null,
      greenScreenDimensions: null,
    });
  });

  it('measures the window around the transparent area', () => {
    expect(prepared.window).toEqual(WINDOW);
  });

  it('watermarks the overlay preview, keeping its transparent window', async () => {
    const preview = await readPixels(
      inputs.ffmpegPath,
      file(prepared.media.overlayPreview),
      'rgba',
    );
    const original = await readPixels(inputs.ffmpegPath, overlay, 'rgba');
    expect([preview.width, preview.height]).toEqual([SIZE.width, SIZE.height]);
    expect(markedShare(preview, original, WINDOW)).toBeGreaterThan(0.02);
    expect(preview.at(WINDOW.x + 10, WINDOW.y + 10, 3)).toBe(0);
    const stored = await readPixels(inputs.ffmpegPath, file(prepared.media.overlay), 'rgba');
    expect(markedShare(stored, original)).toBe(0);
  });

  it('shows sample footage through the window of a watermarked poster', async () => {
    expect(await probeMedia(inputs.ffmpegPath, file(prepared.media.poster))).toMatchObject({
      codec: 'mjpeg',
      ...SIZE,
    });
    const poster = await readPixels(inputs.ffmpegPath, file(prepared.media.poster), 'rgba');
    const original = await readPixels(inputs.ffmpegPath, overlay, 'rgba');
    expect(isColour(poster, 300, 10, FIRST), 'the frame').toBe(true);
    let frameColoured = 0;
    for (let y = WINDOW.y + 3; y < WINDOW.y + WINDOW.height - 3; y += 2) {
      for (let x = WINDOW.x + 3; x < WINDOW.x + WINDOW.width - 3; x += 2) {
        if (isColour(poster, x, y, FIRST)) frameColoured += 1;
      }
    }
    expect(frameColoured).toBe(0);
    expect(markedShare(poster, original, WINDOW)).toBeGreaterThan(0.02);
  });

  it('gives the same PNG the same keys, whatever poster time is asked', async () => {
    const again = await prepareTemplateMedia(
      { kind: 'image', overlay },
      { storage, ffmpegPath: inputs.ffmpegPath, limits: MEDIA_LIMITS, thumbnailFrame: 3 },
    );
    expect(again).toEqual(prepared);
  });
});
