import { SHARE_PICTURE_SIZE, type PlacementSize } from '@frameshop/contract';
import { previewSizeOf } from '../paid-media';
import { even } from './picture-size';
import { POSTER_QUALITY } from './preview-encoding';

/**
 * The share picture: what a shared link of a template's page shows (Open Graph, X's large card),
 * 1200×630 as those previews ask, cut from the same frame as the template's poster. The poster is a
 * small still for the catalogue's cards; a link preview blows a small picture up or shows it as a
 * thumbnail beside the text.
 */

const { width: WIDTH, height: HEIGHT } = SHARE_PICTURE_SIZE;

/**
 * Pictures this close to 1.91:1 fill the share picture, losing at most an eighth of their height
 * or width to the crop (16:9 loses 7%); any other shape, a portrait 9:16 or a square, is shown
 * whole on a blurred copy of itself, never stretched nor cut in half.
 */
const LEAST_KEPT_BY_A_CROP = 0.88;

type Placement = 'fill' | 'whole';

function placementOf(size: PlacementSize): Placement {
  const shape = size.width / size.height;
  const target = WIDTH / HEIGHT;
  return Math.min(shape, target) / Math.max(shape, target) >= LEAST_KEPT_BY_A_CROP
    ? 'fill'
    : 'whole';
}

/** The size a picture of `size` takes in the share picture: covering it, or within it. */
function placedSizeOf(size: PlacementSize, placement: Placement): PlacementSize {
  const cover = Math.max(WIDTH / size.width, HEIGHT / size.height);
  const within = Math.min(WIDTH / size.width, HEIGHT / size.height);
  const scale = placement === 'fill' ? cover : within;
  return {
    width: Math.max(placement === 'fill' ? WIDTH : 2, even(size.width * scale)),
    height: Math.max(placement === 'fill' ? HEIGHT : 2, even(size.height * scale)),
  };
}

/**
 * The size to make a template's picture at for its share picture: the size it takes there, but
 * never past the limit of public previews of paid files (ADR 13). A wide template's picture is then
 * enlarged by at most 1.25 (960 to 1200 px): the share picture shows no more of what a buyer pays
 * for than the hover preview does.
 */
export function shareSourceSizeOf(template: PlacementSize): PlacementSize {
  return previewSizeOf(placedSizeOf(template, placementOf(template)));
}

/**
 * A filtergraph fragment from `[input]`, a picture of `size`, to `[output]`, the share picture.
 * The blurred fill is made from a picture a twentieth of the size, blurred and scaled up: as soft
 * as a large blur, for almost nothing.
 */
export function sharePictureGraph(input: string, output: string, size: PlacementSize): string {
  const placement = placementOf(size);
  const placed = placedSizeOf(size, placement);
  const scale = `scale=${placed.width}:${placed.height}:flags=lanczos`;
  if (placement === 'fill') {
    return `[${input}]${scale},crop=${WIDTH}:${HEIGHT},setsar=1,format=yuv420p[${output}]`;
  }
  const fill = placedSizeOf(size, 'fill');
  const small = `${even(fill.width / 20)}:${even(fill.height / 20)}`;
  return (
    `[${input}]split=2[${output}_fill][${output}_picture];` +
    `[${output}_fill]scale=${small}:flags=area,boxblur=2,` +
    `scale=${fill.width}:${fill.height}:flags=bicubic,crop=${WIDTH}:${HEIGHT},` +
    // Darker than the picture, so the picture stands out from its own colours.
    `lutyuv=y=val*0.7,setsar=1[${output}_back];` +
    `[${output}_picture]${scale},setsar=1[${output}_front];` +
    `[${output}_back][${output}_front]overlay=(W-w)/2:(H-h)/2,format=yuv420p[${output}]`
  );
}

/** The output options that write `[label]` as the share picture at `file`. */
export function sharePictureOutput(label: string, file: string): string[] {
  // prettier-ignore
  return ['-map', `[${label}]`, '-frames:v', '1', ...POSTER_QUALITY, '-y', file];
}
