import { draftEndpoints, draftSchema, type Draft, type Scene } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** Saved as this revision, or not saved because another tab or device saved this one first. */
export type SaveOutcome = { saved: Draft } | { conflict: Draft };

/**
 * Saves the scene as the revision after `baseRevision`. A 409 is an answer, not a failure: it
 * carries the newer draft, which the editor offers beside the buyer's own.
 */
export async function saveDraft(
  templateId: string,
  baseRevision: number,
  scene: Scene,
): Promise<SaveOutcome> {
  try {
    const saved = await callEndpoint(draftEndpoints.saveDraft, {
      params: { templateId },
      body: { baseRevision, scene },
    });
    return { saved };
  } catch (error) {
    if (isApiError(error) && error.status === 409) {
      const newer = draftSchema.safeParse(error.details.draft);
      if (newer.success) return { conflict: newer.data };
    }
    throw error;
  }
}
