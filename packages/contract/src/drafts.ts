import { z } from 'zod';
import { apiErrorSchema } from './error-body';
import { templateIdParamsSchema, templateKindSchema } from './catalogue';
import { defineEndpoints } from './endpoint';
import { sceneSchema } from './scene';

/**
 * A buyer's draft of a template: the scene document they are editing, kept on the server so it
 * survives a reload, a lost connection and a change of device. Each save makes a new `revision`;
 * a save names the revision it was made from, so one made from an older revision (another tab,
 * another device) is answered with the newer draft instead of overwriting it.
 */

/** The first revision a saved draft has; 0 is the template's own scene, never saved. */
export const FIRST_DRAFT_REVISION = 1;
/** Revisions are counted in a 32-bit column; no save can be based on a larger one. */
export const DRAFT_REVISION_MAX = 2_147_483_647;

export const DraftMessage = {
  newerVersion:
    'This design was saved from another tab or device in the meantime. Choose which version to keep.',
  futureRevision:
    'This save is based on a version of the design that was never saved. Reload the editor to continue.',
  foreignUpload: (layerId: string) =>
    `The photo in layer "${layerId}" is not among your uploads. Choose one of your own photos.`,
  videoInSlot: (layerId: string) =>
    `Layer "${layerId}" holds a video; a photo slot takes photos. Choose a photo for it.`,
  wrongSize: (width: number, height: number) =>
    `This design is not ${width}×${height}, the template's size. Reload the editor to start from the template.`,
} as const;

/** What the editor needs of the template beside the scene: enough to draw and name it. */
export const draftTemplateSchema = z.object({
  templateId: z.string(),
  kind: templateKindSchema,
  templateName: z.string(),
  /** The reduced, watermarked overlay (ADR 13): the editor draws with it until a download. */
  overlayUrl: z.string().nullable(),
  /**
   * A video template's public preview (watermarked, its window filled as the catalogue shows it):
   * the editor plays it behind the buyer's layers, as the export lays them over the video. Null
   * for image templates.
   */
  previewVideoUrl: z.string().nullable(),
});
export type DraftTemplate = z.infer<typeof draftTemplateSchema>;

export const draftSchema = z.object({
  template: draftTemplateSchema,
  /** 0 while nothing is saved: `scene` is then the template's starting scene. */
  revision: z.number().int().nonnegative(),
  scene: sceneSchema,
  /** When this revision was saved; null for the template's starting scene. */
  savedAt: z.iso.datetime().nullable(),
});
export type Draft = z.infer<typeof draftSchema>;

export const saveDraftRequestSchema = z.object({
  /** The revision this scene was edited from: 0 for the template's starting scene. */
  baseRevision: z
    .number()
    .int()
    .nonnegative()
    .max(DRAFT_REVISION_MAX, { error: DraftMessage.futureRevision }),
  scene: sceneSchema,
});

/** A save from an older revision: nothing was written, and here is what is saved. */
export const draftConflictSchema = apiErrorSchema.extend({ draft: draftSchema });

export const draftEndpoints = defineEndpoints({
  getDraft: {
    method: 'GET',
    path: '/api/drafts/:templateId',
    params: templateIdParamsSchema,
    response: { 200: draftSchema },
  },
  saveDraft: {
    method: 'PUT',
    path: '/api/drafts/:templateId',
    params: templateIdParamsSchema,
    body: saveDraftRequestSchema,
    response: { 200: draftSchema, 409: draftConflictSchema },
  },
});
