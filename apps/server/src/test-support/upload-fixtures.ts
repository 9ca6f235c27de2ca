import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { locateFfmpeg, runFfmpeg } from '../modules/media';

/**
 * Small media files made with ffmpeg at test time: clips and photos of known size and length,
 * and broken copies of them (cut short, or not media at all), for the suites that take uploads.
 */
export interface UploadFixtures {
  dir: string;
  /** 2 s, 320x240, H.264 with AAC audio; the index at the end, as ffmpeg writes by default. */
  mp4: string;
  /** The same clip with its index first (`+faststart`), as web exports are. */
  faststartMp4: string;
  /** 2 s, 320x240, VP8 with Opus audio. */
  webm: string;
  /** 2 s, 320x240, H.264 in QuickTime, no audio. */
  mov: string;
  /** The MP4 marked to be shown turned a quarter (a phone held upright). */
  rotatedMp4: string;
  /** AAC audio alone in an MP4 container. */
  audioOnlyMp4: string;
  png: string;
  jpeg: string;
  webp: string;
  text: string;
  /** The first 60% of a file: what arrives when a copy or a transfer stops early. */
  truncated(file: string): Promise<string>;
  remove(): Promise<void>;
}

const CLIP = ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25'];
const TONE = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'];
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

export async function makeUploadFixtures(): Promise<UploadFixtures> {
  const ffmpegPath = locateFfmpeg().path;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'frameshop-upload-fixtures-'));
  const file = (name: string) => path.join(dir, name);
  const ffmpeg = (args: string[]) =>
    runFfmpeg(['-loglevel', 'error', '-y', ...args], { ffmpegPath, timeoutMs: 60_000 });
  const still = ['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=1', '-frames:v', '1'];

  const fixtures: UploadFixtures = {
    dir,
    mp4: file('clip.mp4'),
    faststartMp4: file('faststart.mp4'),
    webm: file('clip.webm'),
    mov: file('clip.mov'),
    rotatedMp4: file('upright.mp4'),
    audioOnlyMp4: file('tone.mp4'),
    png: file('photo.png'),
    jpeg: file('photo.jpg'),
    webp: file('photo.webp'),
    text: file('notes.jpg'),
    truncated: async (source) => {
      const bytes = await fs.readFile(source);
      const target = file(`truncated-${path.basename(source)}`);
      await fs.writeFile(target, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      return target;
    },
    remove: () => fs.rm(dir, { recursive: true, force: true }),
  };
  await Promise.all([
    ffmpeg([...CLIP, ...TONE, '-t', '2', ...H264, '-c:a', 'aac', fixtures.mp4]),
    ffmpeg([
      ...CLIP,
      ...TONE,
      '-t',
      '2',
      ...H264,
      '-c:a',
      'aac',
      '-movflags',
      '+faststart',
      fixtures.faststartMp4,
    ]),
    ffmpeg([
      ...CLIP,
      ...TONE,
      '-t',
      '2',
      '-c:v',
      'libvpx',
      '-deadline',
      'realtime',
      '-c:a',
      'libopus',
      fixtures.webm,
    ]),
    ffmpeg([...CLIP, '-t', '2', ...H264, fixtures.mov]),
    ffmpeg([...TONE, '-t', '2', '-c:a', 'aac', fixtures.audioOnlyMp4]),
    ffmpeg([...still, fixtures.png]),
    ffmpeg([...still, fixtures.jpeg]),
    ffmpeg([...still, '-c:v', 'libwebp', fixtures.webp]),
    fs.writeFile(fixtures.text, 'Not a photo at all, just some words.\n'.repeat(20)),
  ]);
  // The display matrix is written when the clip is copied, not encoded.
  await ffmpeg([
    '-i',
    fixtures.mp4,
    '-c',
    'copy',
    '-metadata:s:v:0',
    'rotate=90',
    fixtures.rotatedMp4,
  ]);
  return fixtures;
}

export interface MultipartFile {
  field?: string;
  fileName: string;
  contentType?: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser sends it: the files, then any text fields. */
export function multipartBody(
  files: MultipartFile[],
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----frameshop${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; ` +
          `filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every file under a folder, relative to it; an absent folder has none. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/** A fresh DATA_DIR for one suite's app, so its temp and media folders can be looked into. */
export function uploadDataDir(): {
  env: Record<string, string>;
  tempDir: string;
  mediaDir: string;
} {
  const dataDir = fsSync.mkdtempSync(path.join(os.tmpdir(), 'frameshop-uploads-'));
  return {
    env: { DATA_DIR: dataDir },
    tempDir: path.join(dataDir, 'tmp', 'uploads'),
    mediaDir: path.join(dataDir, 'media'),
  };
}

/** POSTs one file to /api/uploads as the holder of `token`. */
export async function postUpload(
  app: FastifyInstance,
  token: string,
  file: string | Buffer,
  fileName = typeof file === 'string' ? path.basename(file) : 'upload.bin',
  /** More request headers: `Frameshop-Team` uploads a team's photo. */
  more: Record<string, string> = {},
) {
  const content = typeof file === 'string' ? await fs.readFile(file) : file;
  const { payload, headers } = multipartBody([{ fileName, content }]);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { ...headers, ...more, authorization: `Bearer ${token}` },
  });
}
