import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/env';
import { LocalDiskStorage, locateFfmpeg, MediaUrlSigner, runFfmpeg } from '../modules/media';
import type { MediaLimits } from '../modules/uploads';
import type { Pixels } from './media-pixels';
import { NEUTRAL_SAMPLE } from '../modules/template-media/sample-footage';
import {
  sampleFootageKey,
  sampleFootagePath,
} from '../modules/template-media/sample-footage-store';
import type { WindowBox } from '../modules/template-media';

/**
 * Tiny owner files for the tests, drawn by ffmpeg: 320×180 clips of two seconds whose colour
 * changes at one second, so a decoded poster tells which time it was cut at, with a pure green
 * window; mask clips; PNG overlays with a transparent window. Windows sit on even pixels, as 4:2:0
 * chroma keeps their edges sharp there.
 */

export type Rgb = readonly [number, number, number];
/** The clips' colour before one second, and after. */
export const FIRST: Rgb = [192, 64, 64];
export const SECOND: Rgb = [64, 64, 192];
export const SIZE = { width: 320, height: 180 };
/** Above the middle third, where the watermark's large line is drawn. */
export const WINDOW: WindowBox = { x: 20, y: 10, width: 100, height: 48 };

const hex = ([r, g, b]: Rgb) =>
  `0x${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
// prettier-ignore
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '12', '-pix_fmt', 'yuv420p', '-g', '10'];
const box = (window: WindowBox) =>
  `x=${window.x}:y=${window.y}:w=${window.width}:h=${window.height}`;

/** The store's upload limits as it starts with none set, which the owner's files are held to. */
export const MEDIA_LIMITS: MediaLimits = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: path.join(os.tmpdir(), 'frameshop-test-unused'),
}).uploads;

const SIGNER = new MediaUrlSigner('a-url-signing-secret-long-enough!!');

/**
 * Where test runs keep the sample footage between runs, as a store keeps it: its key carries the
 * hash of its arguments, so a kept file is what today's sample is.
 */
const SAMPLE_CACHE_DIR = path.join(os.tmpdir(), 'frameshop-template-media-cache');
let sampleFile: Promise<string> | undefined;

function cachedSample(ffmpegPath: string): Promise<string> {
  sampleFile ??= (async () => {
    await fs.mkdir(SAMPLE_CACHE_DIR, { recursive: true });
    const cache = new LocalDiskStorage(SAMPLE_CACHE_DIR, SIGNER);
    return sampleFootagePath(NEUTRAL_SAMPLE, cache, SAMPLE_CACHE_DIR, {
      ffmpegPath,
      timeoutMs: 60_000,
    });
  })();
  return sampleFile;
}

export interface TestInputs {
  ffmpegPath: string;
  dir: string;
  file(name: string): string;
  /**
   * Storage in a folder of its own, empty but for the sample footage, which every store draws
   * once (a second or two of `geq`); `{ sample: false }` leaves that to the code under test.
   */
  storage(options?: { sample?: boolean }): Promise<LocalDiskStorage>;
  /**
   * A clip that turns from FIRST to SECOND at 1 s, with a green window unless `window` is null,
   * and boxes of other colours over it (`boxes`).
   */
  clip(
    name: string,
    options?: {
      window?: WindowBox | null;
      size?: typeof SIZE;
      seconds?: number;
      boxes?: { box: WindowBox; colour: Rgb }[];
    },
  ): Promise<string>;
  /** A mask clip: white in `window`, black elsewhere (everywhere with null). */
  maskClip(
    name: string,
    window: WindowBox | null,
    options?: { size?: typeof SIZE; seconds?: number },
  ): Promise<string>;
  /** A FIRST-coloured PNG with `window` cut out (alpha 0), or fully opaque with null. */
  overlay(name: string, window: WindowBox | null): Promise<string>;
  /** A still picture in ffmpeg's format for the name's extension. */
  still(name: string): Promise<string>;
  remove(): Promise<void>;
}

export async function makeTestInputs(): Promise<TestInputs> {
  const ffmpegPath = locateFfmpeg().path;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'frameshop-template-media-'));
  const file = (name: string) => path.join(dir, name);
  const ffmpeg = async (name: string, args: string[]) => {
    await runFfmpeg(['-loglevel', 'error', ...args, '-y', file(name)], {
      ffmpegPath,
      timeoutMs: 60_000,
    });
    return file(name);
  };
  const source = (colour: Rgb, size = SIZE, seconds = 2) =>
    `color=c=${hex(colour)}:s=${size.width}x${size.height}:r=25:d=${seconds}`;
  let stores = 0;
  return {
    ffmpegPath,
    dir,
    file,
    async storage(options = {}) {
      const root = file(`storage-${(stores += 1)}`);
      await fs.mkdir(root);
      const storage = new LocalDiskStorage(root, SIGNER);
      if (options.sample !== false) {
        await storage.put(sampleFootageKey(NEUTRAL_SAMPLE), await cachedSample(ffmpegPath));
      }
      return storage;
    },
    clip: (name, options = {}) => {
      const window = options.window === undefined ? WINDOW : options.window;
      const green = window ? `,drawbox=${box(window)}:color=0x00FF00:t=fill` : '';
      const others = (options.boxes ?? [])
        .map((other) => `,drawbox=${box(other.box)}:color=${hex(other.colour)}:t=fill`)
        .join('');
      const graph =
        `${source(FIRST, options.size, options.seconds)},` +
        `drawbox=x=0:y=0:w=iw:h=ih:color=${hex(SECOND)}:t=fill:enable='gte(t,1)'${green}${others}`;
      return ffmpeg(name, ['-f', 'lavfi', '-i', graph, ...H264]);
    },
    maskClip: (name, window, options = {}) =>
      ffmpeg(name, [
        '-f',
        'lavfi',
        '-i',
        source([0, 0, 0], options.size, options.seconds) +
          (window ? `,drawbox=${box(window)}:color=white:t=fill` : ''),
        ...H264,
      ]),
    overlay: (name, window) => {
      const [r, g, b] = FIRST;
      const alpha = window
        ? `if(between(X,${window.x},${window.x + window.width - 1})*` +
          `between(Y,${window.y},${window.y + window.height - 1}),0,255)`
        : '255';
      return ffmpeg(name, [
        '-f',
        'lavfi',
        '-i',
        `${source(FIRST, SIZE, 1)},format=rgba,geq=r=${r}:g=${g}:b=${b}:a='${alpha}'`,
        '-frames:v',
        '1',
        ...(window ? [] : ['-pix_fmt', 'rgb24']),
      ]);
    },
    still: (name) => ffmpeg(name, ['-f', 'lavfi', '-i', source(FIRST, SIZE, 1), '-frames:v', '1']),
    remove: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

/** The colour at (x, y) is `colour`, give or take the encoders' rounding. */
export function isColour(
  pixels: Pixels,
  x: number,
  y: number,
  colour: Rgb,
  tolerance = 30,
): boolean {
  return colour.every((value, channel) => Math.abs(pixels.at(x, y, channel) - value) <= tolerance);
}

export function isGreen(pixels: Pixels, x: number, y: number): boolean {
  return pixels.at(x, y, 1) > 180 && pixels.at(x, y, 0) < 90 && pixels.at(x, y, 2) < 90;
}

/**
 * The share of pixels in the middle third of two same-size pictures that differ clearly, outside
 * `skip`: where the watermark's large line is drawn and nothing else differs but the encoders'
 * rounding. (The same measure as the demo media's tests.)
 */
export function markedShare(marked: Pixels, clean: Pixels, skip?: WindowBox): number {
  let differing = 0;
  let counted = 0;
  const top = Math.floor(marked.height / 3);
  for (let y = top; y < 2 * top; y += 1) {
    for (let x = 0; x < marked.width; x += 1) {
      if (
        skip &&
        x >= skip.x - 2 &&
        x < skip.x + skip.width + 2 &&
        y >= skip.y - 2 &&
        y < skip.y + skip.height + 2
      ) {
        continue;
      }
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
