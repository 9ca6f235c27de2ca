import fs from 'node:fs/promises';
import fsSync from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/database';
import { catalogueTemplates } from '../modules/catalogue';
import {
  greenScreenMaskArgs,
  GREEN_SCREEN_HEX,
  locateFfmpeg,
  runFfmpeg,
  type MediaStorage,
} from '../modules/media';
import type { caller } from './commerce-fixture';
import type { Pixels } from './media-pixels';
import { postUpload } from './upload-fixtures';

/**
 * Small generated media for the composition suites: a green-screen template with its mask keyed as
 * at ingest, and solid-colour photos and clips to put into it, so a decoded frame tells at once
 * whose pixels it shows.
 */

export type Rgb = readonly [number, number, number];
export const TEMPLATE_BLUE: Rgb = [32, 48, 192];
export const RED: Rgb = [255, 0, 0];
export const YELLOW: Rgb = [255, 255, 0];
export const BLACK: Rgb = [0, 0, 0];

const hex = ([r, g, b]: Rgb) =>
  `0x${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '10', '-pix_fmt', 'yuv420p'];
const tone = (frequency: number, seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=${frequency}:sample_rate=48000:duration=${seconds}`,
];

export interface CompositionFixture {
  ffmpegPath: string;
  dir: string;
  file(name: string): string;
  ffmpeg(args: string[]): Promise<unknown>;
  remove(): Promise<void>;
}

export async function makeCompositionFixture(): Promise<CompositionFixture> {
  const ffmpegPath = locateFfmpeg().path;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'frameshop-composition-'));
  return {
    ffmpegPath,
    dir,
    file: (name) => path.join(dir, name),
    ffmpeg: (args) =>
      runFfmpeg(['-loglevel', 'error', '-y', ...args], { ffmpegPath, timeoutMs: 60_000 }),
    remove: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

export interface TemplateClipOptions {
  width: number;
  height: number;
  seconds: number;
  window: { x: number; y: number; width: number; height: number };
  /** A 440 Hz tone as the template's soundtrack. */
  withTone?: boolean;
}

/** A blue template with a pure green window, at 25 fps, and the mask keyed from it. */
export async function makeTemplateClip(
  fixture: CompositionFixture,
  name: string,
  options: TemplateClipOptions,
): Promise<{ sourcePath: string; maskPath: string }> {
  const sourcePath = fixture.file(`${name}.mp4`);
  const maskPath = fixture.file(`${name}-mask.png`);
  const { width, height, seconds, window } = options;
  await fixture.ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `color=c=${hex(TEMPLATE_BLUE)}:s=${width}x${height}:r=25:d=${seconds},` +
      `drawbox=x=${window.x}:y=${window.y}:w=${window.width}:h=${window.height}:` +
      `color=${GREEN_SCREEN_HEX}:t=fill`,
    ...(options.withTone ? [...tone(440, seconds), '-c:a', 'aac'] : []),
    ...H264,
    sourcePath,
  ]);
  await fixture.ffmpeg(greenScreenMaskArgs(sourcePath, maskPath));
  return { sourcePath, maskPath };
}

/**
 * A video template for sale at `price` credits, for suites that render through a server: its clip
 * and mask made as above and stored privately under `private/<name>/`, its row inserted. Answers
 * the template's id.
 */
export async function insertClipTemplate(
  fixture: CompositionFixture,
  to: { db: Db; storage: Pick<MediaStorage, 'put'> },
  name: string,
  options: TemplateClipOptions & { price: number },
): Promise<string> {
  const clip = await makeTemplateClip(fixture, name, options);
  const media = {
    poster: `public/${name}/poster.jpg`,
    source: `private/${name}/clip.mp4`,
    mask: `private/${name}/mask.png`,
  };
  await to.storage.put(media.source, clip.sourcePath);
  await to.storage.put(media.mask, clip.maskPath);
  const [row] = await catalogueTemplates.insertTemplates(to.db, [
    {
      kind: 'video',
      name,
      price: options.price,
      priceInd: null,
      width: options.width,
      height: options.height,
      durationSeconds: options.seconds,
      media,
    },
  ]);
  return String(row!.id);
}

/**
 * A paid render of a small red photo into `templateId`, uploaded and ordered through `app` by
 * `buyer` at `price`; answers the render's id.
 */
export async function orderRedPhotoRender(
  fixture: CompositionFixture,
  app: FastifyInstance,
  buyer: { token: string; call: ReturnType<typeof caller> },
  { templateId, price }: { templateId: string; price: number },
): Promise<string> {
  const photo = await makeStillUpload(fixture, 'red.png', { color: RED, width: 64, height: 64 });
  const upload = await postUpload(app, buyer.token, photo);
  expect(upload.statusCode, upload.body).toBe(201);
  const ordered = await buyer.call('POST', '/api/renders', {
    templateId,
    uploadId: upload.json().uploadId,
    placement: {},
    expectedPrice: price,
  });
  expect(ordered.statusCode, ordered.body).toBe(201);
  return ordered.json().render.jobId as string;
}

/** A photo of one colour. */
export async function makeStillUpload(
  fixture: CompositionFixture,
  name: string,
  options: { color: Rgb; width: number; height: number },
): Promise<string> {
  const file = fixture.file(name);
  await fixture.ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `color=c=${hex(options.color)}:s=${options.width}x${options.height}`,
    '-frames:v',
    '1',
    file,
  ]);
  return file;
}

export interface ClipUploadOptions {
  color: Rgb;
  width: number;
  height: number;
  seconds: number;
  /** The colour the whole picture turns from 1 s on. */
  colorFromOneSecond?: Rgb;
  /** An 880 Hz tone as the clip's sound. */
  withTone?: boolean;
}

/** An MP4 clip of one colour (or two, changing at 1 s), at 30 fps unlike the template. */
export async function makeClipUpload(
  fixture: CompositionFixture,
  name: string,
  options: ClipUploadOptions,
): Promise<string> {
  const file = fixture.file(name);
  const change = options.colorFromOneSecond
    ? `,drawbox=x=0:y=0:w=iw:h=ih:color=${hex(options.colorFromOneSecond)}:t=fill:enable='gte(t,1)'`
    : '';
  await fixture.ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `color=c=${hex(options.color)}:s=${options.width}x${options.height}:r=30:d=${options.seconds}${change}`,
    ...(options.withTone ? [...tone(880, options.seconds), '-c:a', 'aac'] : []),
    ...H264,
    file,
  ]);
  return file;
}

/** The red, green and blue of a pixel. */
export function rgbAt(pixels: Pixels, x: number, y: number): Rgb {
  return [pixels.at(x, y, 0), pixels.at(x, y, 1), pixels.at(x, y, 2)];
}

/** Whether two colours match within what H.264 and 4:2:0 chroma shift. */
export function sameColour(actual: Rgb, expected: Rgb, tolerance = 40): boolean {
  return actual.every((channel, index) => Math.abs(channel - expected[index]!) <= tolerance);
}

/** The loudest sample of a file's audio in dBFS (about -91 for digital silence). */
export async function peakVolume(fixture: CompositionFixture, file: string): Promise<number> {
  const { stderr } = await runFfmpeg(
    ['-i', file, '-af', 'volumedetect', '-vn', '-f', 'null', '-'],
    { ffmpegPath: fixture.ffmpegPath },
  );
  const peak = /max_volume: (-?[\d.]+|-inf) dB/.exec(stderr)?.[1];
  if (peak === undefined) throw new Error(`No audio measured in ${file}`);
  return peak === '-inf' ? -Infinity : Number(peak);
}

/**
 * The environment for a server or worker whose renders run at the speed of playback (see
 * realtime-ffmpeg.sh): a small clip of a few seconds is then still rendering when a test stops
 * its process, without the CPU a long, large clip would take. `playbackSpeed(false)` lets renders
 * started after it run at full speed (once the test has stopped the process it meant to), and
 * `playbackSpeed(true)` slows the next ones again.
 */
export function realtimeRenderEnv(fixture: CompositionFixture) {
  const marker = fixture.file('renders-at-playback-speed');
  const playbackSpeed = (on: boolean) => {
    if (on) fsSync.writeFileSync(marker, '');
    else fsSync.rmSync(marker, { force: true });
  };
  playbackSpeed(true);
  return {
    env: {
      FFMPEG_PATH: path.join(import.meta.dirname, 'realtime-ffmpeg.sh'),
      REAL_FFMPEG: fixture.ffmpegPath,
      PLAYBACK_SPEED_WHILE: marker,
    },
    playbackSpeed,
  };
}
