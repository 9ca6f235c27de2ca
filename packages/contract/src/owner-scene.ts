import { z } from 'zod';
import { draftTemplateSchema } from './drafts';
import { sceneBoxSchema, sceneSchema } from './scene';
import { templateStatusSchema } from './template-status';

/**
 * The template's starting scene as the owner designs it in the canvas editor (template mode): what
 * a buyer's editor is given of the template (the draft answer's `template`), with what the owner
 * also sees, the scene every new buyer starts from, and the revision a save names.
 */
export const ownerSceneSchema = z.object({
  template: draftTemplateSchema.extend({
    status: templateStatusSchema,
    /** The comp size the scene must keep. */
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    posterUrl: z.string().nullable(),
    /** The public, watermarked preview (for a video template, also `previewVideoUrl`). */
    previewUrl: z.string().nullable(),
    /** The window's preview-size mask (white where the buyer's photo shows); null without one. */
    maskUrl: z.string().nullable(),
    /** Where the buyer's photo shows through the overlay, from the prepared media; null without one. */
    window: sceneBoxSchema.nullable(),
  }),
  scene: sceneSchema,
  /** The template's revision (shared with its fields): a save names it. */
  revision: z.number().int(),
});
export type OwnerScene = z.infer<typeof ownerSceneSchema>;

export const saveOwnerSceneRequestSchema = z
  .object({ scene: sceneSchema, revision: z.number().int().min(1) })
  .strict();
export type SaveOwnerSceneRequest = z.input<typeof saveOwnerSceneRequestSchema>;

export const TemplateSceneMessage = {
  /** A starting scene is every buyer's: no one buyer's photo can be in it. */
  photoInSlot: (layerId: string) =>
    `Photo slot "${layerId}" holds a photo. A starting scene's slots stay empty: each buyer fills them with their own photos.`,
  brandFontInScene: (layerId: string) =>
    `Text layer "${layerId}" uses a brand kit's font. A starting scene is every buyer's: choose one of the store's fonts for it.`,
  noScene: 'A direct-sell video is sold as it is: it has no starting scene to design.',
} as const;
