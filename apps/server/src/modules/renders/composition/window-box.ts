import type { PlacementBox, PlacementSize } from '@frameshop/contract';
import { runFfmpeg } from '../../media';
import { CompositionError, CompositionMessage } from './composition-error';
import { rememberedPerFile } from './remembered-per-file';

/** A template's window as its mask draws it: the box around the white area, in mask pixels. */
export interface WindowMeasurement {
  mask: PlacementSize;
  box: PlacementBox;
}

/** Half way between black and white: the mask is keyed hard, so its edge pixels are one or other. */
const WHITE = 128;
/** Masks measured in this process; a template has one, read on every render. */
const measured = rememberedPerFile<WindowMeasurement>(
  500,
  (maskPath) => new CompositionError('bad-template', CompositionMessage.badTemplate, maskPath),
);

/** The window box of a template, measured from its mask once and remembered (`rememberedPerFile`). */
export function windowBoxOf(ffmpegPath: string, maskPath: string): Promise<WindowMeasurement> {
  return measured(maskPath, () => measureWindowBox(ffmpegPath, maskPath));
}

/** Decodes the mask to one grey-scale PAM image (its header says the size) and scans it. */
export async function measureWindowBox(
  ffmpegPath: string,
  maskPath: string,
): Promise<WindowMeasurement> {
  // prettier-ignore
  const args = [
    '-i', maskPath, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'pam', '-pix_fmt', 'gray', '-',
  ];
  const { stdout } = await runFfmpeg(args, { ffmpegPath, timeoutMs: 30_000 }).catch(
    (error: Error) => {
      throw new CompositionError('bad-template', CompositionMessage.badTemplate, error.message);
    },
  );
  const { mask, pixels } = parsePam(stdout);
  const box = whiteBoundingBox(pixels, mask);
  if (!box) throw new CompositionError('bad-template', CompositionMessage.noWindow, maskPath);
  return { mask, box };
}

function parsePam(data: Buffer): { mask: PlacementSize; pixels: Buffer } {
  const end = data.indexOf('ENDHDR\n');
  const header = data.subarray(0, Math.max(0, end)).toString('latin1');
  const field = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(header)?.[1]);
  const width = field('WIDTH');
  const height = field('HEIGHT');
  const pixels = data.subarray(end + 'ENDHDR\n'.length);
  if (end < 0 || field('DEPTH') !== 1 || !(width > 0 && height > 0)) {
    throw new CompositionError('bad-template', CompositionMessage.badTemplate, 'unreadable mask');
  }
  if (pixels.length < width * height) {
    throw new CompositionError('bad-template', CompositionMessage.badTemplate, 'short mask');
  }
  return { mask: { width, height }, pixels };
}

/** The smallest box holding every white pixel, or undefined when there is none. */
export function whiteBoundingBox(
  pixels: Uint8Array,
  size: PlacementSize,
): PlacementBox | undefined {
  let left = size.width;
  let right = -1;
  let top = size.height;
  let bottom = -1;
  for (let y = 0; y < size.height; y++) {
    const row = y * size.width;
    for (let x = 0; x < size.width; x++) {
      if ((pixels[row + x] as number) < WHITE) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      top = Math.min(top, y);
      bottom = y;
    }
  }
  if (right < 0) return undefined;
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}
