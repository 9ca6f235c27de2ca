import { z } from 'zod';
import { templateIdParamsSchema, templateNotFoundSchema } from './catalogue';
import { defineEndpoints } from './endpoint';
import { sceneFontSchema } from './scene/scene-schema';
import { uploadMimeTypeSchema } from './uploads';

/**
 * What a program may fill in a template (issue 66): the text layers and photo slots of its
 * starting scene, with their boxes and limits, so a request can name them (a batch row's `texts`
 * and `photos`, a scene export's layers) without reading the scene document first.
 */

/** The kinds of upload a photo slot takes: pictures only, whatever the uploads module also takes. */
export const PHOTO_SLOT_MIME_TYPES = uploadMimeTypeSchema.options.filter((type) =>
  type.startsWith('image/'),
);

/** Where a layer sits, in the template's own pixels (the scene's width and height). */
const fieldBoxSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});

export const fillableFieldSchema = z.object({
  /** The layer's id in the scene: the key of a batch row's `texts` or `photos`. */
  layerId: z.string(),
  kind: z.enum(['text', 'photo']),
  /** A text layer's box as designed (turned by its rotation about its centre when drawn). */
  box: fieldBoxSchema,
  text: z
    .object({
      /** The words the design shows until they are replaced. */
      text: z.string(),
      font: sceneFontSchema,
      /** The designed size in the template's pixels. */
      size: z.number(),
      /** The most characters a text may have (`SCENE_TEXT_MAX_LENGTH`). */
      maxLength: z.number().int().positive(),
      /**
       * The smallest size a longer text is shrunk to, to fit the box (a batch's rows); a text that
       * does not fit at this size is refused.
       */
      minSize: z.number(),
    })
    .optional(),
  photo: z.object({ accepts: z.array(uploadMimeTypeSchema) }).optional(),
});
export type FillableField = z.infer<typeof fillableFieldSchema>;

export const templateFieldsResponseSchema = z.object({
  templateId: z.string(),
  kind: z.enum(['image', 'video']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** In the scene's order, bottom first. Empty for a template with nothing to fill. */
  fields: z.array(fillableFieldSchema),
});
export type TemplateFieldsResponse = z.infer<typeof templateFieldsResponseSchema>;

export const fillableFieldsEndpoints = defineEndpoints({
  templateFields: {
    method: 'GET',
    path: '/api/templates/:templateId/fields',
    params: templateIdParamsSchema,
    response: { 200: templateFieldsResponseSchema, 404: templateNotFoundSchema },
  },
});
