import fs from 'node:fs/promises';
import { pngDeclaring } from '../../test-support/pixel-bombs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiskStorage } from '../media';
import {
  prepareTemplateMedia,
  TemplateMediaError,
  TemplateMediaMessage,
  type OwnerMediaFiles,
  type TemplateMediaErrorCode,
} from './index';
import {
  makeTestInputs,
  MEDIA_LIMITS,
  WINDOW,
  type TestInputs,
} from '../../test-support/template-media-inputs';

describe('owner files that cannot make a template', () => {
  let inputs: TestInputs;
  let storage: LocalDiskStorage;

  beforeAll(async () => {
    inputs = await makeTestInputs();
    storage = await inputs.storage();
  });
  afterAll(() => inputs.remove());

  async function refusal(files: OwnerMediaFiles, timeoutMs?: number, limits = MEDIA_LIMITS) {
    const error = await prepareTemplateMedia(files, {
      storage,
      ffmpegPath: inputs.ffmpegPath,
      limits,
      timeoutMs,
    }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TemplateMediaError);
    return error as TemplateMediaError;
  }

  async function expectRefused(
    files: OwnerMediaFiles,
    code: TemplateMediaErrorCode,
    message: RegExp,
  ) {
    const error = await refusal(files);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    return error;
  }

  it('holds the owner’s files to the upload limits, read from their headers, saying which', async () => {
    const overlay = await inputs.overlay('small-overlay.png', WINDOW);
    const declaring = async (name: string, width: number, height: number) => {
      const file = inputs.file(name);
      await fs.writeFile(file, await pngDeclaring(overlay, { width, height }));
      return file;
    };
    const started = performance.now();
    const huge = await refusal({
      kind: 'image',
      overlay: await declaring('bomb.png', 16_000, 16_000),
    });
    expect(huge.code).toBe('too-many-pixels');
    expect(huge.message).toBe(
      'The overlay is 16000 × 16000 pixels; a picture can be at most 40 megapixels and 8192 pixels a side. Export it smaller and upload it again.',
    );
    // Refused from the header: no decoder ever held its 256 million pixels.
    expect(performance.now() - started).toBeLessThan(5000);

    // Within the pixels a photo may have, but wider than any template.
    const banner = await declaring('banner.png', 9000, 1000);
    expect((await refusal({ kind: 'image', overlay: banner })).message).toMatch(
      /^The overlay is 9000 × 1000 pixels; .* 8192 pixels a side/,
    );

    // A clip wider than videos may be (an 8K one against the default 4096, here the test's small
    // clip against a smaller limit: the same check, without encoding 8K frames), as the clip or
    // as its mask.
    const narrow = { ...MEDIA_LIMITS, maxVideoDimension: 256 };
    const wide = await refusal(
      { kind: 'video', video: await inputs.clip('wide.mp4') },
      undefined,
      narrow,
    );
    expect(wide.code).toBe('too-many-pixels');
    expect(wide.message).toBe(
      'The video is 320 × 180 pixels; a video can be at most 256 pixels a side. Export it smaller and upload it again.',
    );
    const asMask = await refusal(
      {
        kind: 'video',
        video: await inputs.clip('small.mp4', { size: { width: 240, height: 136 } }),
        mask: await inputs.maskClip('wide-mask.mp4', WINDOW),
      },
      undefined,
      narrow,
    );
    expect(asMask.message).toMatch(/^The mask clip is 320 × 180 pixels/);

    const long = await refusal(
      { kind: 'direct-sell', video: await inputs.clip('two-seconds.mp4', { window: null }) },
      undefined,
      { ...MEDIA_LIMITS, maxVideoSeconds: 1 },
    );
    expect(long.code).toBe('too-long');
    expect(long.message).toBe(
      'The video is 2 s long; a video can be at most 1 second. Trim it and upload it again.',
    );
  });

  it('refuses a clip with no green, after looking across it', async () => {
    const video = await inputs.clip('no-green.mp4', { window: null });
    const error = await expectRefused(
      { kind: 'video', video },
      'no-green-screen',
      /^This video has no green-screen window: key colour #00FF00 was not found at 1 s or in \d other frames/,
    );
    expect(error.message).toMatch(/upload a mask clip/);
  });

  it('refuses a PNG with no transparent area', async () => {
    const overlay = await inputs.overlay('opaque.png', null);
    await expectRefused(
      { kind: 'image', overlay },
      'no-transparent-area',
      /^This PNG has no transparent area for the buyer's photo\. Export it with the window cut out \(alpha 0\)\.$/,
    );
  });

  it('refuses a picture given as the clip, and as the film', async () => {
    const still = await inputs.overlay('still.png', WINDOW);
    await expectRefused(
      { kind: 'video', video: still },
      'not-a-video',
      /^The video is a still picture/,
    );
    await expectRefused({ kind: 'direct-sell', video: still }, 'not-a-video', /not a video/);
  });

  it('refuses a clip given as the overlay, and a picture that is not a PNG', async () => {
    const clip = await inputs.clip('as-overlay.mp4');
    await expectRefused(
      { kind: 'image', overlay: clip },
      'not-an-image',
      /^The overlay is a video/,
    );
    const jpeg = await inputs.still('overlay.jpg');
    await expectRefused(
      { kind: 'image', overlay: jpeg },
      'not-a-png',
      /^The overlay is a JPEG picture, not a PNG/,
    );
  });

  it('refuses a file that is not media at all', async () => {
    const text = inputs.file('notes.mp4');
    await fs.writeFile(text, 'not a video');
    await expectRefused(
      { kind: 'direct-sell', video: text },
      'unreadable-file',
      /^The video could not be read/,
    );
  });

  it('refuses a mask clip of another size or length than the clip, or a still mask', async () => {
    const video = await inputs.clip('masked.mp4', { window: null });
    const small = await inputs.maskClip('small-mask.mp4', WINDOW, {
      size: { width: 160, height: 90 },
    });
    await expectRefused(
      { kind: 'video', video, mask: small },
      'mask-size-mismatch',
      /^The mask clip is 160x90 pixels but the video is 320x180\./,
    );
    const long = await inputs.maskClip('long-mask.mp4', WINDOW, { seconds: 3 });
    await expectRefused(
      { kind: 'video', video, mask: long },
      'mask-length-mismatch',
      /^The mask clip is 3 s long but the video is 2 s\./,
    );
    const still = await inputs.still('mask.png');
    await expectRefused(
      { kind: 'video', video, mask: still },
      'mask-not-a-video',
      /^The mask is a still picture/,
    );
  });

  it('refuses a mask clip with no white window', async () => {
    const video = await inputs.clip('unmasked.mp4', { window: null });
    const black = await inputs.maskClip('black-mask.mp4', null);
    await expectRefused(
      { kind: 'video', video, mask: black },
      'mask-has-no-window',
      /no white area/,
    );
  });

  it('tells the owner in short when ffmpeg fails on files it could read, keeping what it said', async () => {
    const video = await inputs.clip('fine.mp4');
    // An ffmpeg that reads files but fails to make anything, as on a full disk.
    const failing = inputs.file('failing-ffmpeg.sh');
    await fs.writeFile(
      failing,
      `#!/bin/sh\ncase "$*" in *"-f null"*) exec "${inputs.ffmpegPath}" "$@";; esac\n` +
        'echo "No space left on device" >&2\nexit 1\n',
      { mode: 0o755 },
    );
    const error = await prepareTemplateMedia(
      { kind: 'video', video },
      { storage, ffmpegPath: failing, limits: MEDIA_LIMITS },
    ).then(
      () => undefined,
      (caught: unknown) => caught as TemplateMediaError,
    );
    expect(error).toBeInstanceOf(TemplateMediaError);
    expect(error?.code).toBe('ffmpeg-failed');
    expect(error?.message).toBe(TemplateMediaMessage.ffmpegFailed);
    expect(String((error?.cause as Error).message)).toMatch(/No space left on device/);
  });

  it('stops a run past its time limit, with what ffmpeg said kept out of the message', async () => {
    const video = await inputs.clip('slow.mp4');
    const error = await refusal({ kind: 'video', video }, 1);
    expect(error.code).toBe('timed-out');
    expect(error.message).toMatch(/^Preparing the media took longer than \d+ s and was stopped\./);
    expect(error.message).not.toMatch(/ffmpeg/);
    expect(String((error.cause as Error).message)).toMatch(/ffmpeg/);
  });
});
