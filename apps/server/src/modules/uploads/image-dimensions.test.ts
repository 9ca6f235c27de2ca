import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateFfmpeg, runFfmpeg } from '../media';
import { makeUploadFixtures, type UploadFixtures } from '../../test-support/upload-fixtures';
import { declaredImageSize, pngSize, webpSize } from './image-dimensions';
import { sniffMediaSignature } from './media-signature';

let fixtures: UploadFixtures;
beforeAll(async () => {
  fixtures = await makeUploadFixtures();
});
afterAll(async () => {
  await fixtures.remove();
});

async function sizeOf(file: string) {
  const bytes = await fs.readFile(file);
  const signature = sniffMediaSignature(bytes.subarray(0, 64));
  if (!signature) throw new Error(`${file} is not a photo`);
  const handle = await fs.open(file, 'r');
  try {
    return await declaredImageSize(handle, signature);
  } finally {
    await handle.close();
  }
}

describe('declaredImageSize', () => {
  it('reads the size of a PNG, a JPEG and a lossy WebP from their headers', async () => {
    for (const file of [fixtures.png, fixtures.jpeg, fixtures.webp]) {
      expect(await sizeOf(file), file).toEqual({ width: 640, height: 360 });
    }
  });

  it('reads lossless and extended WebP, and a JPEG whose frame header follows long metadata', async () => {
    const ffmpeg = (args: string[]) =>
      runFfmpeg(['-loglevel', 'error', '-y', ...args], {
        ffmpegPath: locateFfmpeg().path,
        timeoutMs: 30_000,
      });
    const still = ['-f', 'lavfi', '-i', 'testsrc=size=333x201:rate=1', '-frames:v', '1'];
    const lossless = path.join(fixtures.dir, 'lossless.webp');
    const withAlpha = path.join(fixtures.dir, 'alpha.webp');
    const commented = path.join(fixtures.dir, 'commented.jpg');
    await ffmpeg([...still, '-c:v', 'libwebp', '-lossless', '1', lossless]);
    await ffmpeg([...still, '-vf', 'format=yuva420p', '-c:v', 'libwebp', withAlpha]);
    await ffmpeg([...still, commented]);
    // A 60 KB comment segment (COM) before the frame header, as cameras' EXIF blocks are.
    const jpeg = await fs.readFile(commented);
    const comment = Buffer.alloc(60_000, 0x41);
    const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0xea, 0x62]), comment]);
    await fs.writeFile(commented, Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]));
    for (const file of [lossless, withAlpha, commented]) {
      expect(await sizeOf(file), file).toEqual({ width: 333, height: 201 });
    }
  });

  it('answers nothing for headers that are cut short, zero-sized or garbage', async () => {
    expect(pngSize(Buffer.alloc(10))).toBeUndefined();
    const png = await fs.readFile(fixtures.png);
    const zero = Buffer.from(png);
    zero.writeUInt32BE(0, 16);
    expect(pngSize(zero)).toBeUndefined();
    expect(
      webpSize(Buffer.from('RIFF\0\0\0\0WEBPVP8Z'.padEnd(30, '\0'), 'latin1')),
    ).toBeUndefined();
    const cut = path.join(fixtures.dir, 'cut.jpg');
    await fs.writeFile(cut, (await fs.readFile(fixtures.jpeg)).subarray(0, 40));
    expect(await sizeOf(cut)).toBeUndefined();
    const noise = path.join(fixtures.dir, 'noise.jpg');
    await fs.writeFile(
      noise,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 7)]),
    );
    expect(await sizeOf(noise)).toBeUndefined();
  });
});
