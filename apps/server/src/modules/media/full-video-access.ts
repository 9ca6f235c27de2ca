import type { UserRow } from '../users';

/**
 * Whether a user owns a template, i.e. has paid for it. Owning comes with a purchase and the store
 * records none yet, so nobody owns anything; the purchases module answers here once it exists.
 */
export function ownsTemplate(_userId: string, _templateId: number): Promise<boolean> {
  return Promise.resolve(false);
}

/**
 * Who may have the full, paid file of a ready-made template: its owners and admins. Every path that
 * hands out such a file asks here; visitors and everyone else get the public preview.
 */
export async function mayHaveFullVideo(
  viewer: UserRow | undefined,
  templateId: number,
): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  return ownsTemplate(viewer.id, templateId);
}
