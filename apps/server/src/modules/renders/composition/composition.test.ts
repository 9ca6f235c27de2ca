import fs from 'node:fs';
import { DEFAULT_RENDER_PLACEMENT, type RenderPlacement } from '@frameshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLACK,
  makeClipUpload,
  makeCompositionFixture,
  makeStillUpload,
  makeTemplateClip,
  peakVolume,
  RED,
  rgbAt,
  sameColour,
  TEMPLATE_BLUE,
  YELLOW,
  type CompositionFixture,
  type Rgb,
} from '../../../test-support/composition-fixture';
import { readPixels } from '../../../test-support/media-pixels';
import { findSystemFont } from '../../media';
import { runFfmpeg } from '../../media';
import { compositionArgs } from './composition-args';
import { CompositionError } from './composition-error';
import {
  loadTemplateMedia,
  loadUploadMedia,
  type TemplateMedia,
  type UploadMedia,
} from './composition-media';
import type { CompositionVariant } from './encoding';
import { probeMediaStreams } from './media-streams';
import { runComposition } from './run-composition';

const SIZE = { width: 320, height: 180 };
const WINDOW = { x: 100, y: 40, width: 120, height: 80 };
/** Inside the window: its centre and near its corners. */
const INSIDE = [
  [160, 80],
  [104, 44],
  [215, 115],
] as const;
/** The template around the window: just outside each side, and a corner of the frame. */
const OUTSIDE = [
  [95, 80],
  [225, 80],
  [160, 35],
  [160, 125],
  [10, 10],
] as const;

describe('composing an upload into a video template', () => {
  let fixture: CompositionFixture;
  let template: TemplateMedia;
  let silentTemplate: TemplateMedia;
  let redPhoto: UploadMedia;
  let redClip: UploadMedia;
  let wideRedClip: UploadMedia;
  let silentRedClip: UploadMedia;
  let redThenYellow: UploadMedia;
  let rendered = 0;

  const at = (placement: Partial<RenderPlacement>) => ({
    ...DEFAULT_RENDER_PLACEMENT,
    ...placement,
  });
  const render = async (
    upload: UploadMedia,
    placement: Partial<RenderPlacement> = {},
    options: { variant?: CompositionVariant; template?: TemplateMedia } = {},
  ) => {
    const outputPath = fixture.file(`render-${++rendered}.mp4`);
    const command = compositionArgs({
      template: options.template ?? template,
      upload,
      placement: at(placement),
      outputPath,
      variant: options.variant,
      watermarkFont: findSystemFont(),
    });
    await runComposition(command, { ffmpegPath: fixture.ffmpegPath, timeoutMs: 60_000 });
    return outputPath;
  };
  const frameAt = (file: string, atSeconds: number, size = SIZE) =>
    readPixels(fixture.ffmpegPath, file, 'rgba', size, { atSeconds });
  const expectColours = async (
    file: string,
    atSeconds: number,
    points: readonly (readonly [number, number])[],
    colour: Rgb,
  ) => {
    const frame = await frameAt(file, atSeconds);
    for (const [x, y] of points) {
      expect(sameColour(rgbAt(frame, x, y), colour), `${x},${y} is ${rgbAt(frame, x, y)}`).toBe(
        true,
      );
    }
  };

  beforeAll(async () => {
    fixture = await makeCompositionFixture();
    const clip = { ...SIZE, seconds: 2, window: WINDOW };
    const [toned, silent] = await Promise.all([
      makeTemplateClip(fixture, 'template', { ...clip, withTone: true }),
      makeTemplateClip(fixture, 'silent-template', clip),
    ]);
    const load = (file: Promise<string>) =>
      file.then((path) => loadUploadMedia(fixture.ffmpegPath, path));
    [redPhoto, redClip, wideRedClip, silentRedClip, redThenYellow] = await Promise.all([
      load(makeStillUpload(fixture, 'red.png', { color: RED, width: 300, height: 200 })),
      load(
        makeClipUpload(fixture, 'red.mp4', {
          color: RED,
          width: 300,
          height: 200,
          seconds: 3,
          withTone: true,
        }),
      ),
      load(
        makeClipUpload(fixture, 'wide-red.mp4', {
          color: RED,
          width: 400,
          height: 100,
          seconds: 2,
        }),
      ),
      load(
        makeClipUpload(fixture, 'silent-red.mp4', {
          color: RED,
          width: 300,
          height: 200,
          seconds: 2,
        }),
      ),
      load(
        makeClipUpload(fixture, 'red-then-yellow.mp4', {
          color: RED,
          colorFromOneSecond: YELLOW,
          width: 300,
          height: 200,
          seconds: 2,
        }),
      ),
    ]);
    [template, silentTemplate] = await Promise.all([
      loadTemplateMedia(fixture.ffmpegPath, toned),
      loadTemplateMedia(fixture.ffmpegPath, silent),
    ]);
  });
  afterAll(() => fixture?.remove());

  it('knows the template it was given: size, rate, length, sound and window', () => {
    expect(template).toMatchObject({ ...SIZE, fps: 25, durationSeconds: 2, hasAudio: true });
    expect(template.window).toEqual(WINDOW);
    expect(silentTemplate.hasAudio).toBe(false);
    expect(redPhoto).toMatchObject({ kind: 'image', durationSeconds: null, hasAudio: false });
    expect(redClip).toMatchObject({ kind: 'video', durationSeconds: 3, hasAudio: true });
  });

  it('shows a photo inside the window and the template around it, for the whole video', async () => {
    const output = await render(redPhoto);
    for (const seconds of [0, 1.9]) {
      await expectColours(output, seconds, INSIDE, RED);
      await expectColours(output, seconds, OUTSIDE, TEMPLATE_BLUE);
    }
  });

  it("comes out at the template's size, frame rate and length, as H.264 with AAC", async () => {
    const output = await render(redClip);
    const streams = await probeMediaStreams(fixture.ffmpegPath, output);
    expect(streams).toMatchObject({ kind: 'video', ...SIZE, fps: 25, hasAudio: true });
    expect(streams.durationSeconds).toBeGreaterThan(1.95);
    expect(streams.durationSeconds).toBeLessThan(2.1);
    await expectColours(output, 1, INSIDE, RED);
    await expectColours(output, 1, OUTSIDE, TEMPLATE_BLUE);
  });

  it('fits a wide upload with bars inside the window, or fills the window with it', async () => {
    const [fit, fill] = await Promise.all([
      render(wideRedClip, { fit: 'fit' }),
      render(wideRedClip, { fit: 'fill' }),
    ]);
    // Fitted: 120x30 in the middle of the 120x80 window, black bars above and below.
    await expectColours(fit, 0.5, [[160, 80]], RED);
    await expectColours(
      fit,
      0.5,
      [
        [160, 45],
        [160, 115],
      ],
      BLACK,
    );
    await expectColours(fill, 0.5, [[160, 80], [160, 45], [160, 115], ...INSIDE], RED);
    for (const output of [fit, fill]) await expectColours(output, 0.5, OUTSIDE, TEMPLATE_BLUE);
  });

  it('moves the upload with the pan', async () => {
    const [right, left, down] = await Promise.all([
      render(redPhoto, { offsetX: 0.5 }),
      render(redPhoto, { offsetX: -0.5 }),
      render(redPhoto, { offsetY: 0.5 }),
    ]);
    // Half a window to the right: the left half of the window is uncovered.
    await expectColours(right, 0.5, [[120, 80]], BLACK);
    await expectColours(right, 0.5, [[200, 80]], RED);
    await expectColours(left, 0.5, [[200, 80]], BLACK);
    await expectColours(left, 0.5, [[120, 80]], RED);
    await expectColours(down, 0.5, [[160, 55]], BLACK);
    await expectColours(down, 0.5, [[160, 105]], RED);
    for (const output of [right, left, down]) {
      await expectColours(output, 0.5, OUTSIDE, TEMPLATE_BLUE);
    }
  });

  it('starts a trimmed video at its trim start and holds its last frame after its trim end', async () => {
    const [whole, fromOneSecond, firstHalfSecond] = await Promise.all([
      render(redThenYellow),
      render(redThenYellow, { trimStart: 1 }),
      render(redThenYellow, { trimStart: 0, trimEnd: 0.5 }),
    ]);
    await expectColours(whole, 0.5, INSIDE, RED);
    await expectColours(whole, 1.5, INSIDE, YELLOW);
    await expectColours(fromOneSecond, 0.5, INSIDE, YELLOW);
    await expectColours(firstHalfSecond, 1.5, INSIDE, RED);
  });

  it('refuses a trim that starts after the video ends, saying so', () => {
    const command = () =>
      compositionArgs({
        template,
        upload: redClip,
        placement: at({ trimStart: 3.5 }),
        outputPath: fixture.file('never.mp4'),
      });
    expect(command).toThrow(CompositionError);
    expect(command).toThrow(/trim starts after the end of your video \(3\.0 s long\)/);
    try {
      command();
    } catch (error) {
      expect(error).toMatchObject({ failure: 'bad-placement', transient: false });
    }
  });

  describe('audio', () => {
    it('has no audio stream when none is chosen', async () => {
      const output = await render(redClip, { audio: 'none' });
      expect((await probeMediaStreams(fixture.ffmpegPath, output)).hasAudio).toBe(false);
    });

    it("carries the template's sound", async () => {
      const output = await render(silentRedClip, { audio: 'template' });
      expect(await peakVolume(fixture, output)).toBeGreaterThan(-20);
    });

    it("carries the upload's sound instead of the template's", async () => {
      const [loud, quiet] = await Promise.all([
        render(redClip, { audio: 'upload' }, { template: silentTemplate }),
        render(silentRedClip, { audio: 'upload' }),
      ]);
      expect(await peakVolume(fixture, loud)).toBeGreaterThan(-20);
      // The toned template's sound is left out: the silent upload gives silence.
      expect(await peakVolume(fixture, quiet)).toBeLessThan(-80);
    });

    it('mixes both', async () => {
      const [both, uploadOnly] = await Promise.all([
        render(redClip, { audio: 'both' }, { template: silentTemplate }),
        render(silentRedClip, { audio: 'both' }),
      ]);
      expect(await peakVolume(fixture, both)).toBeGreaterThan(-30);
      expect(await peakVolume(fixture, uploadOnly)).toBeGreaterThan(-30);
    });

    it('gives silence, not an error, for the sound of a photo or of a template that has none', async () => {
      const [photo, template] = await Promise.all([
        render(redPhoto, { audio: 'upload' }),
        render(silentRedClip, { audio: 'template' }, { template: silentTemplate }),
      ]);
      for (const output of [photo, template]) {
        expect((await probeMediaStreams(fixture.ffmpegPath, output)).hasAudio).toBe(true);
        expect(await peakVolume(fixture, output)).toBeLessThan(-80);
      }
    });
  });

  describe('the free preview', () => {
    it('is 540 pixels high, the whole length, with the same placement', async () => {
      const output = await render(redPhoto, { fit: 'fit' }, { variant: 'preview' });
      const streams = await probeMediaStreams(fixture.ffmpegPath, output);
      expect(streams).toMatchObject({ width: 960, height: 540, fps: 25, hasAudio: true });
      expect(streams.durationSeconds).toBeGreaterThan(1.95);
      const frame = await frameAt(output, 1, { width: 960, height: 540 });
      // Three times the template's pixels: the window's corner and the template beside it.
      expect(sameColour(rgbAt(frame, 315, 125), RED)).toBe(true);
      expect(sameColour(rgbAt(frame, 285, 240), TEMPLATE_BLUE)).toBe(true);
      expect(sameColour(rgbAt(frame, 30, 30), TEMPLATE_BLUE)).toBe(true);
    });

    it('carries a visible watermark where the order would not', async () => {
      const [preview, order] = await Promise.all([
        render(redPhoto, {}, { variant: 'preview' }),
        render(redPhoto),
      ]);
      const size = { width: 960, height: 540 };
      const marked = await frameAt(preview, 1, size);
      const plain = await readPixels(fixture.ffmpegPath, order, 'rgba', undefined, {
        atSeconds: 1,
        scaleTo: size,
      });
      // The middle of the window, where the large mark is drawn.
      let differing = 0;
      let total = 0;
      for (let y = 240; y < 300; y++) {
        for (let x = 320; x < 640; x++) {
          total++;
          const a = rgbAt(marked, x, y);
          const b = rgbAt(plain, x, y);
          if (!sameColour(a, b, 60)) differing++;
        }
      }
      expect(differing / total).toBeGreaterThan(0.05);
    });

    it('plays its first second, picture and sound, from the first part written', async () => {
      const preview = await render(redPhoto, {}, { variant: 'preview' });
      const bytes = fs.readFileSync(preview);
      const boxes = topLevelBoxes(bytes);
      // An empty index first, then a fragment (`moof` + `mdat`) for each second.
      expect(boxes.map((box) => box.type).slice(0, 4)).toEqual(['ftyp', 'moov', 'moof', 'mdat']);
      expect(boxes.filter((box) => box.type === 'moof')).toHaveLength(2);
      const firstPart = fixture.file(`first-part-${rendered}.mp4`);
      fs.writeFileSync(firstPart, bytes.subarray(0, boxes[3]!.end));

      const { stderr } = await runFfmpeg(['-i', firstPart, '-map', '0:v:0', '-f', 'null', '-'], {
        ffmpegPath: fixture.ffmpegPath,
      });
      expect(Number(/frame=\s*(\d+)(?![\s\S]*frame=)/.exec(stderr)?.[1])).toBe(25);
      expect(await peakVolume(fixture, firstPart)).toBeGreaterThan(-30);
    });
  });
});

/** The top-level boxes of an MP4: their types and where each ends. */
function topLevelBoxes(bytes: Buffer): { type: string; end: number }[] {
  const boxes: { type: string; end: number }[] = [];
  for (let at = 0; at + 8 <= bytes.length;) {
    const size32 = bytes.readUInt32BE(at);
    const size = size32 === 1 ? Number(bytes.readBigUInt64BE(at + 8)) : size32;
    if (size < 8) break;
    boxes.push({ type: bytes.toString('latin1', at + 4, at + 8), end: at + size });
    at += size;
  }
  return boxes;
}
