import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUploadFixtures, type UploadFixtures } from '../../test-support/upload-fixtures';
import { locateFfmpeg, locateFfprobe } from '../media';
import { parseFfmpegInfo, readStreamInfo } from './stream-info';

/** What the npm-shipped ffmpeg (4.x) prints for a clip marked to be turned: a `rotate` tag. */
const OLD_FFMPEG_OUTPUT = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'upright.mp4':
  Metadata:
    major_brand     : isom
  Duration: 00:01:02.50, start: 0.000000, bitrate: 127 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 1920x1080 [SAR 1:1 DAR 16:9], 45 kb/s, 25 fps, 25 tbr, 12800 tbn, 50 tbc (default)
    Metadata:
      rotate          : 90
      handler_name    : VideoHandler
    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, mono, fltp, 69 kb/s (default)
Output #0, null, to 'pipe:':
    Stream #0:0(und): Video: wrapped_avframe, yuv420p, 1080x1920, q=2-31, 200 kb/s
`;

describe('reading what a media file holds', () => {
  const ffmpeg = locateFfmpeg();
  const ffprobePath = locateFfprobe(ffmpeg);
  let fixtures: UploadFixtures;
  beforeAll(async () => {
    fixtures = await makeUploadFixtures();
  });
  afterAll(async () => {
    await fixtures.remove();
  });

  it('reads the old rotate tag, the duration and the audio from ffmpeg 4', () => {
    expect(parseFfmpegInfo(OLD_FFMPEG_OUTPUT)).toEqual({
      durationSeconds: 62.5,
      video: { codec: 'h264', width: 1920, height: 1080, rotation: 90 },
      hasAudio: true,
    });
  });

  it('reads a file without sound or duration', () => {
    const info = parseFfmpegInfo(
      "Input #0, matroska,webm, from 'live.webm':\n  Duration: N/A, start: 0.000000\n" +
        '  Stream #0:0: Video: vp8, yuv420p(tv, progressive), 640x480, SAR 1:1 DAR 4:3, 30 fps\n',
    );
    expect(info).toEqual({
      durationSeconds: null,
      video: { codec: 'vp8', width: 640, height: 480, rotation: 0 },
      hasAudio: false,
    });
  });

  // Without an ffprobe (the npm-shipped ffmpeg has none) there is nothing to compare with.
  it.runIf(ffprobePath)('agrees with ffprobe on every clip', async () => {
    for (const file of [
      fixtures.mp4,
      fixtures.webm,
      fixtures.mov,
      fixtures.rotatedMp4,
      fixtures.audioOnlyMp4,
    ]) {
      const withFfprobe = await readStreamInfo({ ffmpegPath: ffmpeg.path, ffprobePath }, file);
      const withFfmpeg = await readStreamInfo({ ffmpegPath: ffmpeg.path }, file);
      expect(withFfmpeg.video, file).toEqual(withFfprobe.video);
      expect(withFfmpeg.hasAudio, file).toBe(withFfprobe.hasAudio);
      expect(withFfmpeg.durationSeconds, file).toBeCloseTo(withFfprobe.durationSeconds ?? -1, 1);
    }
    const rotated = await readStreamInfo({ ffmpegPath: ffmpeg.path }, fixtures.rotatedMp4);
    expect([90, 270]).toContain(rotated.video?.rotation);
  });

  it('finds ffprobe beside ffmpeg, else on PATH, else none', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-ffprobe-'));
    try {
      const bin = path.join(dir, 'bin');
      const other = path.join(dir, 'other');
      fs.mkdirSync(bin);
      fs.mkdirSync(other);
      const executable = (file: string) => fs.writeFileSync(file, '#!/bin/sh\n', { mode: 0o755 });
      executable(path.join(bin, 'ffmpeg'));
      const ffmpegHere = { path: path.join(bin, 'ffmpeg'), source: 'FFMPEG_PATH' as const };
      expect(locateFfprobe(ffmpegHere, '')).toBeUndefined();
      executable(path.join(other, 'ffprobe'));
      expect(locateFfprobe(ffmpegHere, other)).toBe(path.join(other, 'ffprobe'));
      executable(path.join(bin, 'ffprobe'));
      expect(locateFfprobe(ffmpegHere, other)).toBe(path.join(bin, 'ffprobe'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
