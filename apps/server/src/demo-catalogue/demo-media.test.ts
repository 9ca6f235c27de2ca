import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPixels, type Pixels } from '../test-support/media-pixels';
import {
  locateFfmpeg,
  probeMedia,
  runFfmpeg,
  LocalDiskStorage,
  MediaUrlSigner,
} from '../modules/media';
import type { TemplateMediaKeys } from '../modules/catalogue';
import { findSystemFont } from '../modules/media';
import { PAID_PREVIEW_MAX_SIDE, previewSizeOf } from '../modules/paid-media';
import { CANVAS, COMPILED, FPS, PREVIEW, windowPixels } from './demo-look';
import { demoMediaKeys, generateDemoMedia, type DemoMediaResult } from './demo-media-generator';
import {
  demoMediaRecipe,
  POSTER_FRAME,
  PREVIEW_SECONDS,
  videoTemplateSourceRecipe,
  windowOf,
} from './demo-media-recipes';
import {
  DEMO_TEMPLATES,
  type DemoDirectSellTemplate,
  type DemoImageTemplate,
  type DemoTemplate,
  type DemoVideoTemplate,
} from './demo-templates';

const ffmpegPath = locateFfmpeg().path;
const font = findSystemFont();

function first<K extends DemoTemplate['kind']>(kind: K, layout: DemoTemplate['layout']) {
  const found = DEMO_TEMPLATES.find((item) => item.kind === kind && item.layout === layout);
  if (!found) throw new Error(`no ${kind} template in ${layout}`);
  return found as Extract<DemoTemplate, { kind: K }>;
}

/** A centre point and points around a box, just outside it, that must not be window. */
function around(box: { x: number; y: number; width: number; height: number }) {
  const inside = [
    [box.x + box.width / 2, box.y + box.height / 2],
    [box.x + 4, box.y + 4],
    [box.x + box.width - 5, box.y + box.height - 5],
  ];
  const outside = [
    [box.x - 6, box.y + box.height / 2],
    [box.x + box.width + 5, box.y + box.height / 2],
    [box.x + box.width / 2, box.y - 6],
    [box.x + box.width / 2, box.y + box.height + 5],
    [3, 3],
  ];
  const round = (points: number[][]) => points.map(([x, y]) => [Math.round(x!), Math.round(y!)]);
  return { inside: round(inside), outside: round(outside) };
}

describe('demo media', () => {
  const video: DemoVideoTemplate = first('video', '9:16');
  const image: DemoImageTemplate = first('image', '16:9');
  const directSell: DemoDirectSellTemplate = first('direct-sell', '1:1');
  let root: string;
  let storage: LocalDiskStorage;
  let result: DemoMediaResult;
  let videoMedia: TemplateMediaKeys;
  let imageMedia: TemplateMediaKeys;
  let directSellMedia: TemplateMediaKeys;
  const progress: string[] = [];
  const file = (key: string | undefined) => storage.absolutePath(key as string);

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-demo-subset-'));
    storage = new LocalDiskStorage(root, new MediaUrlSigner('a-url-signing-secret-long-enough!!'));
    result = await generateDemoMedia([video, image, directSell], {
      storage,
      ffmpegPath,
      font,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    [videoMedia, imageMedia, directSellMedia] = result.media as [
      TemplateMediaKeys,
      TemplateMediaKeys,
      TemplateMediaKeys,
    ];
  }, 120_000);
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('makes every file under recipe-hashed keys and reports progress', async () => {
    expect(result.made).toBe(3);
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
    expect(Object.keys(videoMedia).sort()).toEqual([
      'maskPreview',
      'poster',
      'preview',
      'sharePicture',
    ]);
    expect(Object.keys(imageMedia).sort()).toEqual([
      'overlay',
      'overlayPreview',
      'poster',
      'sharePicture',
    ]);
    expect(Object.keys(directSellMedia).sort()).toEqual([
      'compiled',
      'poster',
      'preview',
      'sharePicture',
    ]);
    for (const media of result.media) {
      for (const key of Object.values(media)) {
        expect(key).toMatch(
          /^(public\/demo|private\/demo|private\/compiled)\/[a-z0-9/-]+-[0-9a-f]{12}\.(mp4|jpg|png)$/,
        );
        expect(await storage.exists(key), key).toBe(true);
      }
    }
    expect(directSellMedia.compiled).toMatch(/^private\/compiled\//);
    expect(directSellMedia.preview).toMatch(/^public\//);
    // What a buyer pays for is private; what everyone sees is public (ADR 13).
    expect(imageMedia.overlay).toMatch(/^private\//);
    expect(imageMedia.overlayPreview).toMatch(/^public\//);
    expect(videoMedia.maskPreview).toMatch(/^public\//);
  });

  it("shows a video template as a mock-up: sample footage in its window, the template's own pixels around it", async () => {
    const size = PREVIEW[video.layout];
    const preview = await probeMedia(ffmpegPath, file(videoMedia.preview));
    expect(preview).toMatchObject({ codec: 'h264', pixelFormat: 'yuv420p', ...size });
    expect(preview.durationSeconds).toBeCloseTo(PREVIEW_SECONDS, 1);
    expect(Math.max(size.width, size.height)).toBe(480);

    // The template's own picture: its green preview, which seeding keeps only as scratch.
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-demo-green-'));
    const green = path.join(scratch, 'green.nut');
    await runFfmpeg(
      demoMediaRecipe(video, font).args({
        preview: green,
        maskPreview: path.join(scratch, 'mask.png'),
      }),
      { ffmpegPath },
    );
    const template = await readPixels(ffmpegPath, green, 'rgba', size, { atSeconds: 2 });
    fs.rmSync(scratch, { recursive: true, force: true });
    const poster = await readPixels(ffmpegPath, file(videoMedia.poster), 'rgba');
    expect([poster.width, poster.height]).toEqual([size.width, size.height]);

    const window = windowPixels(windowOf(video), size);
    const isGreen = (pixels: Pixels, x: number, y: number) =>
      pixels.at(x, y, 1) > 180 && pixels.at(x, y, 0) < 80 && pixels.at(x, y, 2) < 80;
    let inside = 0;
    let greenInside = 0;
    let outside = 0;
    let difference = 0;
    for (let y = 0; y < size.height; y += 2) {
      for (let x = 0; x < size.width; x += 2) {
        const margin = 4;
        const inWindow =
          x >= window.x + margin &&
          x < window.x + window.width - margin &&
          y >= window.y + margin &&
          y < window.y + window.height - margin;
        const farOut =
          x < window.x - margin ||
          x >= window.x + window.width + margin ||
          y < window.y - margin ||
          y >= window.y + window.height + margin;
        if (inWindow) {
          inside += 1;
          expect(isGreen(template, x, y)).toBe(true);
          if (isGreen(poster, x, y)) greenInside += 1;
        } else if (farOut) {
          outside += 1;
          for (const channel of [0, 1, 2]) {
            difference += Math.abs(poster.at(x, y, channel) - template.at(x, y, channel)) / 3;
          }
        }
      }
    }
    // No green left in the window, and the design around it as the template draws it (give or
    // take the encoders' rounding).
    expect(greenInside / inside).toBeLessThan(0.01);
    expect(difference / outside).toBeLessThan(6);

    // Footage, not a still: the window changes as the preview plays.
    const early = await readPixels(ffmpegPath, file(videoMedia.preview), 'rgba', size, {
      atSeconds: 0.5,
    });
    const late = await readPixels(ffmpegPath, file(videoMedia.preview), 'rgba', size, {
      atSeconds: 1.5,
    });
    let changed = 0;
    for (let y = window.y + 4; y < window.y + window.height - 4; y += 4) {
      for (let x = window.x + 4; x < window.x + window.width - 4; x += 4) {
        if (Math.abs(early.at(x, y, 0) - late.at(x, y, 0)) > 12) changed += 1;
      }
    }
    expect(changed).toBeGreaterThan(20);
  });

  it('keys the window once into a grey-scale mask: white window, black elsewhere', async () => {
    const size = PREVIEW[video.layout];
    expect((await probeMedia(ffmpegPath, file(videoMedia.maskPreview))).pixelFormat).toBe('gray');
    const mask = await readPixels(ffmpegPath, file(videoMedia.maskPreview), 'gray');
    expect([mask.width, mask.height]).toEqual([size.width, size.height]);
    const { inside, outside } = around(windowPixels(windowOf(video), size));
    for (const [x, y] of inside) expect(mask.at(x!, y!), `inside ${x},${y}`).toBe(255);
    for (const [x, y] of outside) expect(mask.at(x!, y!), `outside ${x},${y}`).toBe(0);
    const white = mask.data.filter((value) => value > 127).length;
    const window = windowPixels(windowOf(video), size);
    expect(white / (window.width * window.height)).toBeCloseTo(1, 1);
  });

  it('makes an image template: a full-size PNG frame with a transparent window, and a poster', async () => {
    const canvas = CANVAS[image.layout];
    const overlay = await readPixels(ffmpegPath, file(imageMedia.overlay), 'rgba');
    expect([overlay.width, overlay.height]).toEqual([canvas.width, canvas.height]);
    const { inside, outside } = around(windowPixels(windowOf(image), canvas));
    for (const [x, y] of inside) expect(overlay.at(x!, y!, 3), `inside ${x},${y}`).toBe(0);
    for (const [x, y] of outside) expect(overlay.at(x!, y!, 3), `outside ${x},${y}`).toBe(255);
    const poster = await probeMedia(ffmpegPath, file(imageMedia.poster));
    expect(poster).toMatchObject({ codec: 'mjpeg', ...PREVIEW[image.layout] });
  });

  it('shows an image template publicly only reduced to 960 px and watermarked', async () => {
    const reduced = previewSizeOf(CANVAS[image.layout]);
    expect(Math.max(reduced.width, reduced.height)).toBe(PAID_PREVIEW_MAX_SIDE);
    const preview = await readPixels(ffmpegPath, file(imageMedia.overlayPreview), 'rgba');
    expect([preview.width, preview.height]).toEqual([reduced.width, reduced.height]);
    const plain = await readPixels(ffmpegPath, file(imageMedia.overlay), 'rgba', undefined, {
      scaleTo: reduced,
    });
    expect(markedShare(preview, plain)).toBeGreaterThan(0.02);
  });

  it('watermarks the hover previews of a mock-up and a ready-made video, not their posters', async () => {
    for (const [media, layout] of [
      [videoMedia, video.layout],
      [directSellMedia, directSell.layout],
    ] as const) {
      const size = PREVIEW[layout];
      const poster = await readPixels(ffmpegPath, file(media.poster), 'rgba', size);
      const frame = await readPixels(ffmpegPath, file(media.preview), 'rgba', size, {
        atSeconds: POSTER_FRAME / FPS,
      });
      expect(markedShare(frame, poster), media.preview).toBeGreaterThan(0.02);
    }
  });

  it('makes a ready-made video: the full 720p-class film, its teaser and poster', async () => {
    const film = await probeMedia(ffmpegPath, file(directSellMedia.compiled));
    expect(film).toMatchObject({
      codec: 'h264',
      pixelFormat: 'yuv420p',
      ...COMPILED[directSell.layout],
    });
    expect(film.durationSeconds).toBeCloseTo(directSell.durationSeconds, 1);
    const teaser = await probeMedia(ffmpegPath, file(directSellMedia.preview));
    expect(teaser).toMatchObject({ codec: 'h264', ...PREVIEW[directSell.layout] });
    expect(teaser.durationSeconds).toBeCloseTo(PREVIEW_SECONDS, 1);
    expect(await probeMedia(ffmpegPath, file(directSellMedia.poster))).toMatchObject({
      codec: 'mjpeg',
      ...PREVIEW[directSell.layout],
    });
  });

  it('puts moov before mdat, so a preview starts playing before it has fully loaded', () => {
    for (const key of [videoMedia.preview, directSellMedia.preview, directSellMedia.compiled]) {
      const head = fs
        .readFileSync(file(key))
        .subarray(0, 64 * 1024)
        .toString('latin1');
      const moov = head.indexOf('moov');
      expect(moov, key).toBeGreaterThan(0);
      const mdat = head.indexOf('mdat');
      expect(mdat === -1 || moov < mdat, key).toBe(true);
    }
  });

  it('reuses what exists instead of running ffmpeg again', async () => {
    const again = await generateDemoMedia([video, image, directSell], {
      storage,
      ffmpegPath: path.join(root, 'no-ffmpeg-needed'),
      font,
    });
    expect(again).toEqual({ media: result.media, made: 0, reused: 3 });
  });

  it('gives a changed recipe new keys, so public media stay immutable', () => {
    const { keys } = demoMediaKeys(video, font);
    expect(keys).toEqual(videoMedia);
    expect(demoMediaKeys({ ...video, palette: 'ocean' }, font).keys.preview).not.toBe(keys.preview);
    expect(demoMediaKeys({ ...video, window: video.window + 1 }, font).keys.maskPreview).not.toBe(
      keys.maskPreview,
    );
    // The hover preview's watermark is drawn only when a font is found, and that changes it.
    if (font) expect(demoMediaKeys(video, undefined).keys.preview).not.toBe(keys.preview);
  });

  it("draws no words into a video template's pictures: its band's title is a text layer", () => {
    const placeholders = { preview: '<preview>', maskPreview: '<mask>', source: '<source>' };
    for (const template of DEMO_TEMPLATES.filter((item) => item.kind === 'video')) {
      for (const args of [
        demoMediaRecipe(template, font).args(placeholders),
        videoTemplateSourceRecipe(template).args({ source: '<source>', mask: '<mask>' }),
      ]) {
        expect(args.join(' '), template.name).not.toContain('drawtext');
      }
    }
  });

  it('works with the ffmpeg shipped in @ffmpeg-installer/ffmpeg too', async () => {
    const bundled = locateFfmpeg({ searchPath: '' });
    expect(bundled.source).toBe('bundled');
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-demo-bundled-'));
    try {
      const otherStorage = new LocalDiskStorage(other, new MediaUrlSigner('x'.repeat(40)));
      const made = await generateDemoMedia([video], {
        storage: otherStorage,
        ffmpegPath: bundled.path,
        font,
      });
      const mask = await readPixels(
        ffmpegPath,
        otherStorage.absolutePath(made.media[0]!.maskPreview!),
        'gray',
      );
      const { inside, outside } = around(windowPixels(windowOf(video), PREVIEW[video.layout]));
      for (const [x, y] of inside) expect(mask.at(x!, y!)).toBe(255);
      for (const [x, y] of outside) expect(mask.at(x!, y!)).toBe(0);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  }, 60_000);
});

/**
 * The share of pixels in the middle third of two same-size pictures that differ clearly: where the
 * watermark's large line is drawn, and nothing else differs but the encoders' rounding.
 */
function markedShare(marked: Pixels, clean: Pixels): number {
  let differing = 0;
  let counted = 0;
  const top = Math.floor(marked.height / 3);
  for (let y = top; y < 2 * top; y += 1) {
    for (let x = 0; x < marked.width; x += 1) {
      counted += 1;
      const delta = [0, 1, 2].reduce(
        (sum, channel) => sum + Math.abs(marked.at(x, y, channel) - clean.at(x, y, channel)),
        0,
      );
      if (delta > 60) differing += 1;
    }
  }
  return differing / counted;
}
