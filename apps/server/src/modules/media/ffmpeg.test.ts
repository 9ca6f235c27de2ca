import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPixels } from '../../test-support/media-pixels';
import { FfmpegNotFoundError, locateFfmpeg, runFfmpeg } from './ffmpeg';
import { parseProbe, probeMedia } from './ffmpeg-probe';
import { greenScreenMaskArgs } from './green-screen';

describe('finding ffmpeg', () => {
  let dir: string;
  let fakeBin: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-ffmpeg-'));
    fakeBin = path.join(dir, 'bin');
    fs.mkdirSync(fakeBin);
    fs.writeFileSync(path.join(fakeBin, 'ffmpeg'), '#!/bin/sh\necho fake\n', { mode: 0o755 });
    fs.writeFileSync(path.join(fakeBin, 'ffmpeg-6'), '#!/bin/sh\necho fake\n', { mode: 0o755 });
    fs.mkdirSync(path.join(dir, 'not-executable'));
    fs.writeFileSync(path.join(dir, 'not-executable', 'ffmpeg'), 'not a program', { mode: 0o644 });
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prefers FFMPEG_PATH', () => {
    const configured = path.join(fakeBin, 'ffmpeg-6');
    expect(locateFfmpeg({ configuredPath: configured, searchPath: '/usr/bin' })).toEqual({
      path: configured,
      source: 'FFMPEG_PATH',
    });
  });

  it('looks a bare FFMPEG_PATH name up on PATH', () => {
    expect(locateFfmpeg({ configuredPath: 'ffmpeg-6', searchPath: fakeBin })).toEqual({
      path: path.join(fakeBin, 'ffmpeg-6'),
      source: 'FFMPEG_PATH',
    });
  });

  it('stops with a message naming FFMPEG_PATH when it points nowhere', () => {
    expect(() => locateFfmpeg({ configuredPath: path.join(dir, 'missing') })).toThrow(
      FfmpegNotFoundError,
    );
    expect(() => locateFfmpeg({ configuredPath: path.join(dir, 'missing') })).toThrow(
      /FFMPEG_PATH is .*missing, which is not an executable file/,
    );
  });

  it('uses the ffmpeg on PATH, skipping files that are not executable', () => {
    const searchPath = [path.join(dir, 'not-executable'), fakeBin].join(path.delimiter);
    expect(locateFfmpeg({ searchPath })).toEqual({
      path: path.join(fakeBin, 'ffmpeg'),
      source: 'system',
    });
  });

  it('falls back to the binary shipped by @ffmpeg-installer/ffmpeg', async () => {
    const found = locateFfmpeg({ searchPath: path.join(dir, 'not-executable') });
    expect(found.source).toBe('bundled');
    expect(found.path).toMatch(/@ffmpeg-installer/);
    const { stdout } = await runFfmpeg(['-version'], { ffmpegPath: found.path });
    expect(stdout.toString()).toMatch(/^ffmpeg version/);
  });

  it('says how to get ffmpeg when there is none at all', () => {
    expect(() => locateFfmpeg({ searchPath: '', bundledPath: () => undefined })).toThrow(
      /ffmpeg was not found: install it .* set FFMPEG_PATH/,
    );
  });

  it('finds a working ffmpeg on this machine', async () => {
    const { stdout } = await runFfmpeg(['-version'], { ffmpegPath: locateFfmpeg().path });
    expect(stdout.toString()).toMatch(/^ffmpeg version/);
  });
});

describe('running ffmpeg', () => {
  const ffmpegPath = locateFfmpeg().path;

  /** Encodes ffmpeg's lavfi test source `source` to an H.264 clip at `out`. */
  const encodeTestClip = (source: string, out: string) =>
    runFfmpeg(['-f', 'lavfi', '-i', source, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', out], {
      ffmpegPath,
    });
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-ffmpeg-run-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('returns what ffmpeg wrote to stdout', async () => {
    const { stdout } = await runFfmpeg(
      [
        '-f',
        'lavfi',
        '-i',
        'color=c=white:s=4x2',
        '-frames:v',
        '1',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'gray',
        '-',
      ],
      { ffmpegPath },
    );
    expect([...stdout]).toEqual([255, 255, 255, 255, 255, 255, 255, 255]);
  });

  it('rejects with the end of stderr when ffmpeg fails', async () => {
    await expect(
      runFfmpeg(['-f', 'lavfi', '-i', 'nosuchsource=s=4x4', '-f', 'null', '-'], { ffmpegPath }),
    ).rejects.toThrow(/ffmpeg exited with code \d+: [\s\S]*nosuchsource/);
  });

  it('kills a run that outlives its time-out', async () => {
    const started = Date.now();
    await expect(
      runFfmpeg(['-re', '-f', 'lavfi', '-i', 'nullsrc=s=16x16', '-f', 'null', '-'], {
        ffmpegPath,
        timeoutMs: 400,
      }),
    ).rejects.toThrow(/did not finish within 400 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('rejects when the binary cannot be started', async () => {
    await expect(runFfmpeg(['-version'], { ffmpegPath: path.join(dir, 'nope') })).rejects.toThrow(
      /could not be started/,
    );
  });

  it('probes a clip for its codec, size and duration', async () => {
    const clip = path.join(dir, 'clip.mp4');
    await encodeTestClip('testsrc2=s=160x90:r=25:d=2', clip);
    expect(await probeMedia(ffmpegPath, clip)).toEqual({
      durationSeconds: 2,
      codec: 'h264',
      pixelFormat: 'yuv420p',
      width: 160,
      height: 90,
    });
  });

  it('reads a still image as having no duration', () => {
    expect(
      parseProbe('Input #0, png_pipe\n  Stream #0:0: Video: png, gray(pc), 480x270 [SAR 1:1]'),
    ).toEqual({
      durationSeconds: null,
      codec: 'png',
      pixelFormat: 'gray',
      width: 480,
      height: 270,
    });
  });

  it('keys a green-screen window into a grey-scale mask, white where the window is', async () => {
    const clip = path.join(dir, 'green.mp4');
    const mask = path.join(dir, 'mask.png');
    await encodeTestClip(
      'color=c=0x3060c0:s=320x180:r=25:d=1,drawbox=x=100:y=40:w=120:h=80:color=0x00FF00:t=fill',
      clip,
    );
    await runFfmpeg(greenScreenMaskArgs(clip, mask), { ffmpegPath });
    expect((await probeMedia(ffmpegPath, mask)).pixelFormat).toBe('gray');
    const pixels = await readPixels(ffmpegPath, mask, 'gray');
    expect([pixels.width, pixels.height]).toEqual([320, 180]);
    expect(pixels.at(160, 80)).toBe(255);
    expect(pixels.at(104, 44)).toBe(255);
    for (const [x, y] of [
      [10, 10],
      [95, 80],
      [225, 80],
      [160, 35],
      [160, 125],
      [310, 170],
    ]) {
      expect(pixels.at(x as number, y as number), `${x},${y}`).toBe(0);
    }
  });
});
