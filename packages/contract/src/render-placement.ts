import { z } from 'zod';

/**
 * How a user's photo or video sits in a video template's window, and which audio the finished video
 * carries. The browser editors send it with an order, and their live canvas preview draws with the
 * same geometry (`placeUpload`) as the server's render, so what is seen is what is rendered.
 */

export const RENDER_ZOOM_MIN = 1;
export const RENDER_ZOOM_MAX = 4;
/** Uploads are at most 10 minutes long; a trim point beyond that cannot be meant. */
const TRIM_MAX_SECONDS = 600;

/** `fit`: the whole upload shows, bars where its shape differs. `fill`: it covers the window. */
export const renderFitSchema = z.enum(['fit', 'fill']);
export type RenderFit = z.infer<typeof renderFitSchema>;

/** The template's own soundtrack, the upload's, both mixed, or a silent video. */
export const renderAudioSchema = z.enum(['template', 'upload', 'both', 'none']);
export type RenderAudio = z.infer<typeof renderAudioSchema>;

const panSchema = z.number().min(-1).max(1);
const trimPointSchema = z.number().min(0).max(TRIM_MAX_SECONDS).nullable();

export const renderPlacementSchema = z
  .object({
    fit: renderFitSchema.default('fill'),
    /** Scales the upload beyond fit or fill; 1 is the fitted or filled size. */
    zoom: z.number().min(RENDER_ZOOM_MIN).max(RENDER_ZOOM_MAX).default(1),
    /**
     * Pan: moves the upload's centre by this fraction of the window's width (positive: right) or
     * height (positive: down). 0, 0 is centred.
     */
    offsetX: panSchema.default(0),
    offsetY: panSchema.default(0),
    /** Where a video upload starts and ends, in seconds of the upload; null is its start or end. */
    trimStart: trimPointSchema.default(null),
    trimEnd: trimPointSchema.default(null),
    audio: renderAudioSchema.default('template'),
  })
  .refine(
    ({ trimStart, trimEnd }) => trimStart === null || trimEnd === null || trimEnd > trimStart,
    { message: 'The trim must end after it starts', path: ['trimEnd'] },
  );
export type RenderPlacement = z.infer<typeof renderPlacementSchema>;

/** Fill the window, centred, at the fitted size, with the template's audio. */
export const DEFAULT_RENDER_PLACEMENT: RenderPlacement = renderPlacementSchema.parse({});

/** A rectangle in pixels of the template's frame (or of any picture drawn at another scale). */
export interface PlacementBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacementSize {
  width: number;
  height: number;
}

/**
 * Where the whole upload lies, in the coordinates of `window`: fitted inside it (`fit`) or covering
 * it (`fill`), scaled by `zoom` about its centre, then moved by the pan. The result may reach past
 * the window; only what lies inside the window is seen. Unrounded: the canvas draws at fractions of
 * a pixel, and the server rounds to whole pixels itself.
 */
export function placeUpload(
  window: PlacementBox,
  upload: PlacementSize,
  placement: Pick<RenderPlacement, 'fit' | 'zoom' | 'offsetX' | 'offsetY'>,
): PlacementBox {
  const ratioX = window.width / upload.width;
  const ratioY = window.height / upload.height;
  const fitted = placement.fit === 'fit' ? Math.min(ratioX, ratioY) : Math.max(ratioX, ratioY);
  const scale = fitted * placement.zoom;
  const width = upload.width * scale;
  const height = upload.height * scale;
  const centreX = window.x + window.width / 2 + placement.offsetX * window.width;
  const centreY = window.y + window.height / 2 + placement.offsetY * window.height;
  return { x: centreX - width / 2, y: centreY - height / 2, width, height };
}
