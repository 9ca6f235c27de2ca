import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeJpeg, withExifOrientation, type Rgb } from '../../test-support/jpeg-writer';
import { locateFfmpeg, runFfmpeg } from '../media';
import { decodeImage, UndecodableMediaError } from './decode-checks';

/**
 * Photos are judged by decoding them (issue 75): ffmpeg 5.1 says "EOI missing, emulating" of whole
 * JPEGs of one colour, which were refused as cut short. JPEGs of every common kind, from three
 * encoders (ffmpeg, @napi-rs/canvas's Skia and a small progressive/CMYK writer), tiny, made here.
 */
const ffmpegPath = locateFfmpeg().path;
const MAX_PIXELS = 40_000_000;
const WIDTH = 48;
const HEIGHT = 32;
let dir: string;

const gradient = (x: number, y: number): Rgb => [
  Math.round((x * 255) / (WIDTH - 1)),
  Math.round((y * 255) / (HEIGHT - 1)),
  90,
];
const solid = (): Rgb => [46, 139, 87];

async function ffmpegJpeg(source: string): Promise<Buffer> {
  const file = path.join(dir, `ffmpeg-${Math.random().toString(16).slice(2)}.jpg`);
  await runFfmpeg(
    ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', source, '-frames:v', '1', file],
    { ffmpegPath, timeoutMs: 30_000 },
  );
  return fs.readFile(file);
}

function canvasJpeg(paint: 'solid' | 'gradient'): Promise<Buffer> {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d');
  if (paint === 'solid') {
    context.fillStyle = '#2e8b57';
  } else {
    const fill = context.createLinearGradient(0, 0, WIDTH, HEIGHT);
    fill.addColorStop(0, '#ff0000');
    fill.addColorStop(1, '#0000ff');
    context.fillStyle = fill;
  }
  context.fillRect(0, 0, WIDTH, HEIGHT);
  return canvas.encode('jpeg', 90);
}

async function decode(name: string, bytes: Buffer) {
  const file = path.join(dir, name);
  await fs.writeFile(file, bytes);
  return decodeImage(ffmpegPath, file, MAX_PIXELS, 'image/jpeg');
}

/** The size's parts in the order the decoder reports them. */
const size = { width: WIDTH, height: HEIGHT };

describe('decoding a JPEG', () => {
  const whole = new Map<string, Buffer>();

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'frameshop-jpegs-'));
    const ffmpegSolid = await ffmpegJpeg(`color=c=seagreen:s=${WIDTH}x${HEIGHT}`);
    const canvasSolid = await canvasJpeg('solid');
    whole.set('ffmpeg, one colour', ffmpegSolid);
    whole.set('ffmpeg, a gradient', await ffmpegJpeg(`gradients=s=${WIDTH}x${HEIGHT}:seed=3`));
    whole.set('ffmpeg, turned by EXIF', withExifOrientation(ffmpegSolid, 6));
    whole.set('Skia, one colour', canvasSolid);
    whole.set('Skia, a gradient', await canvasJpeg('gradient'));
    whole.set('Skia, turned by EXIF', withExifOrientation(canvasSolid, 8));
    whole.set('progressive, one colour', encodeJpeg({ ...size, pixel: solid, progressive: true }));
    whole.set(
      'progressive, a gradient',
      encodeJpeg({ ...size, pixel: gradient, progressive: true }),
    );
    whole.set('CMYK, one colour', encodeJpeg({ ...size, pixel: solid, cmyk: true }));
    whole.set('CMYK, a gradient', encodeJpeg({ ...size, pixel: gradient, cmyk: true }));
    whole.set(
      'CMYK progressive, turned by EXIF',
      withExifOrientation(
        encodeJpeg({ ...size, pixel: gradient, cmyk: true, progressive: true }),
        6,
      ),
    );
  });

  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('takes whole JPEGs of one colour, gradients, progressive, CMYK and turned, from three encoders', async () => {
    for (const [kind, bytes] of whole) {
      await expect(decode('whole.jpg', bytes), kind).resolves.toEqual(size);
    }
  });

  it('refuses each of them cut short: before its end marker, in its last blocks, or in half', async () => {
    for (const [kind, bytes] of whole) {
      for (const [cut, length] of [
        ['without its end marker', bytes.length - 2],
        ['10 bytes short', bytes.length - 10],
        ['in half', Math.floor(bytes.length / 2)],
      ] as const) {
        await expect(
          decode('cut.jpg', bytes.subarray(0, length)),
          `${kind}, ${cut}`,
        ).rejects.toThrow(UndecodableMediaError);
      }
    }
  });

  it('refuses a progressive JPEG cut between two scans, which decodes without an error', async () => {
    const bytes = whole.get('progressive, a gradient')!;
    // The second scan's header (FF DA) after the first: everything before it is a whole scan.
    const first = bytes.indexOf(Buffer.from([0xff, 0xda]));
    const second = bytes.indexOf(Buffer.from([0xff, 0xda]), first + 2);
    expect(second).toBeGreaterThan(first);
    const cut = path.join(dir, 'between-scans.jpg');
    await fs.writeFile(cut, bytes.subarray(0, second));
    // ffmpeg alone draws it, strict as it is (the first scan's colours): only the missing end tells.
    await runFfmpeg(['-err_detect', 'explode', '-xerror', '-i', cut, '-f', 'null', '-'], {
      ffmpegPath,
      timeoutMs: 30_000,
    });
    await expect(decodeImage(ffmpegPath, cut, MAX_PIXELS, 'image/jpeg')).rejects.toThrow(
      'The JPEG ends before its end marker.',
    );
  });

  it('reads past what follows the end marker, as a phone appends its motion clip', async () => {
    const bytes = whole.get('Skia, a gradient')!;
    const withClip = Buffer.concat([bytes, Buffer.from('ftypmp42'), Buffer.alloc(200_000, 0xff)]);
    await expect(decode('motion-photo.jpg', withClip)).resolves.toEqual(size);
  });
});
