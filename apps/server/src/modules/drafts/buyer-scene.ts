import { compSizeOf, templateScene, type Scene } from '@frameshop/contract';
import type { Tx } from '../../db/database';
import type { TemplateRow } from '../catalogue';
import { findDraft } from './drafts.repository';

/**
 * The buyer's design of a template as their editors open it (`GET /api/drafts/{id}`): their saved
 * draft, or the template's starting scene when they have none. A draft made for another size of
 * the template (its media prepared again since) gives way to the starting scene, which always
 * fits: a render must not fail for a draft the buyer is not looking at.
 */
export async function buyerScene(
  tx: Tx,
  userId: string,
  template: Pick<TemplateRow, 'id' | 'templateJson'>,
): Promise<Scene> {
  const draft = await findDraft(tx, userId, template.id);
  const comp = compSizeOf(template.templateJson);
  const fits = draft && draft.scene.width === comp.width && draft.scene.height === comp.height;
  return fits ? draft.scene : templateScene(template.templateJson);
}
