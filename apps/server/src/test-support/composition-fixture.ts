import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { greenScreenMaskArgs, GREEN_SCREEN_HEX, locateFfmpeg, runFfmpeg } from '../modules/media';
import type { Pixels } from './media-pixels';

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
