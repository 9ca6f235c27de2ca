import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A small clip made with ffmpeg for the journeys that upload one: solid red, so the live preview
 * and the render can be checked for red inside the template's window, with a tone, so the
 * editor offers its sound. Made once per worker and kept in a temp folder until the process ends.
 */
export interface TestClip {
  path: string;
  name: string;
  width: number;
  height: number;
  durationSeconds: number;
}

let made: TestClip | null = null;

export function redClip(): TestClip {
  if (made) return made;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-e2e-clip-'));
  const clip: TestClip = {
    path: path.join(dir, 'red-clip.mp4'),
    name: 'red-clip.mp4',
    width: 640,
    height: 360,
    durationSeconds: 3,
  };
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=red:size=${clip.width}x${clip.height}:rate=25:duration=${clip.durationSeconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=48000:duration=${clip.durationSeconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    clip.path,
  ]);
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  made = clip;
  return clip;
}

/** Width, height and duration of a video file, as ffprobe reads them. */
export function probeVideo(file: string): { width: number; height: number; duration: number } {
  const output = execFileSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=width,height:format=duration',
      '-of',
      'json',
      file,
    ],
    { encoding: 'utf8' },
  );
  const parsed = JSON.parse(output) as {
    streams: { width: number; height: number }[];
    format: { duration: string };
  };
  const stream = parsed.streams[0];
  if (!stream) throw new Error(`${file} has no video stream`);
  return { width: stream.width, height: stream.height, duration: Number(parsed.format.duration) };
}

/**
 * One frame of an ffmpeg lavfi source (`color=c=red:s=800x600`, `testsrc2=s=4000x4000`) written
 * to `file` as a photo; `outputArgs` such as `-q:v 3` go before the file name.
 */
export function stillPhoto(source: string, file: string, outputArgs: string[] = []): string {
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    source,
    '-frames:v',
    '1',
    ...outputArgs,
    file,
  ]);
  return file;
}
