import { z } from 'zod';
import { templateIdSchema } from './catalogue';
import { creditAmountSchema } from './commerce';
import { defineEndpoints, postEndpoint } from './endpoint';
import { apiErrorSchema } from './error-body';
import { exportKindSchema, outputFormatSchema } from './generated-videos';
import { createRenderResponseSchema } from './renders';
import { sceneSchema, type ImageSlotLayer, type Scene } from './scene';

/**
 * Scene exports (ADR 16): a buyer's scene of a template drawn at full size on the server, as
 * an order on the same terms as a render (ADR 12): an owned template exports free; the first order
 * of a template not owned holds its price, the licence comes with the finished file, and a failure
 * or a cancel returns the hold. An image template exports a PNG or JPEG; a video template burns the
 * buyer's layers into its video (MP4). The order is a render: it is followed, cancelled and listed
 * on Generated Videos as one.
 */

/** The longest side of a free preview picture: no larger than the overlay's preview (ADR 13). */
export const SCENE_PREVIEW_MAX_SIDE = 960;
/** Free preview pictures a user may draw per hour. */
export const SCENE_PREVIEWS_PER_HOUR = 60;
/** The words across a free preview picture. */
export const SCENE_PREVIEW_WATERMARK = 'Frameshop preview';

export const SceneExportMessage = {
  formatForImage: 'An image template exports as a PNG or a JPEG picture.',
  formatForVideo: 'A video template exports as an MP4 video.',
  notExportable: 'Only image and video templates can be exported from the editor.',
  templateNotReady:
    'This template is still being prepared for exporting. Please try again in a minute.',
  previewLimit: `You can make ${SCENE_PREVIEWS_PER_HOUR} free previews an hour. Please try again later.`,
  exported: 'Your export is queued.',
  emptySlot: 'Add a photo to the photo slot first: the video shows it in its window.',
} as const;

/**
 * The photo slot of a video template's scene that is empty or hidden. The video's window shows
 * the slot, so without a photo it would show the raw green screen: such a scene is not exported
 * (and nothing is charged) until the slot has a photo.
 */
export function unfilledVideoSlot(scene: Scene): ImageSlotLayer | undefined {
  return scene.layers.find(
    (layer): layer is ImageSlotLayer =>
      layer.type === 'image' && (layer.uploadId === null || layer.hidden),
  );
}

/**
 * The scene travels as JSON and is checked on the server against `sceneSchema` and the template
 * (its comp size, the buyer's own photos), with messages that name the layer at fault.
 */
const sceneBodySchema = z
  .record(z.string(), z.unknown())
  .describe('A scene document (see `Scene`), made for this template in an editor');

export const createSceneExportRequestSchema = z.object({
  templateId: templateIdSchema,
  scene: sceneBodySchema,
  /** PNG (the default) or JPEG for an image template; MP4 (the default) for a video template. */
  format: outputFormatSchema.optional(),
  /** The price the buyer was shown; a different server price answers 409 and holds nothing. */
  expectedPrice: creditAmountSchema.optional(),
});
export type CreateSceneExportRequest = z.input<typeof createSceneExportRequestSchema>;

export const sceneExportPreviewRequestSchema = z.object({
  templateId: templateIdSchema,
  scene: sceneBodySchema,
});
export type SceneExportPreviewRequest = z.input<typeof sceneExportPreviewRequestSchema>;

/** What an editor opens a template with. */
export const templateEditorSetupSchema = z.object({
  templateId: z.string(),
  kind: exportKindSchema,
  /** The scene the buyer starts from (`templateScene`). */
  scene: sceneSchema,
  /**
   * The overlay to draw the live preview with: the reduced, watermarked preview until the caller
   * owns the template, then a signed, expiring link to the full-size original. Null for a
   * template without one (a video template: its video is the backdrop).
   */
  overlayUrl: z.string().nullable(),
  /** Whether the caller owns the template: exports are free and the preview has no watermark. */
  owned: z.boolean(),
  /** The caller's regional price in credits; what the first export holds unless owned. */
  price: z.number().int().nonnegative(),
});
export type TemplateEditorSetup = z.infer<typeof templateEditorSetupSchema>;

const templateParams = z.object({ templateId: templateIdSchema });

export const sceneExportEndpoints = defineEndpoints({
  createSceneExport: postEndpoint('/api/scene-exports', createSceneExportRequestSchema, {
    201: createRenderResponseSchema,
    400: apiErrorSchema,
    402: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    422: apiErrorSchema,
    429: apiErrorSchema,
  }),
  /** image/jpeg: the scene at most `SCENE_PREVIEW_MAX_SIDE` long, watermarked. */
  previewSceneExport: {
    ...postEndpoint('/api/scene-exports/preview', sceneExportPreviewRequestSchema, {
      400: apiErrorSchema,
      404: apiErrorSchema,
      422: apiErrorSchema,
      429: apiErrorSchema,
    }),
    byteAnswers: {
      200: { contentType: 'image/jpeg', description: 'The watermarked preview picture' },
    },
  },
  templateEditorSetup: {
    method: 'GET',
    path: '/api/scene-exports/templates/:templateId',
    params: templateParams,
    response: { 200: templateEditorSetupSchema, 404: apiErrorSchema, 422: apiErrorSchema },
  },
});
