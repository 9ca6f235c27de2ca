import type { UserRow } from '../users';

/** Whether a user owns a template (holds a licence of it): the commerce module answers. */
export type OwnsTemplate = (userId: string, templateId: number) => Promise<boolean>;

/**
 * Who may have the full, paid file of a ready-made template: its owners and admins. Every path that
 * hands out such a file asks here; visitors and everyone else get the public preview.
 */
export async function mayHaveFullVideo(
  viewer: UserRow | undefined,
  templateId: number,
  ownsTemplate: OwnsTemplate,
): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  return ownsTemplate(viewer.id, templateId);
}
