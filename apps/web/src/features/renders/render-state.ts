import { ACTIVE_RENDER_STATUSES } from '@frameshop/contract';
import type { GeneratedVideoStatus } from '@frameshop/contract';

/** Whether a render has reached a status it never leaves (completed, failed or cancelled). */
export function isFinalRenderStatus(status: GeneratedVideoStatus): boolean {
  return !(ACTIVE_RENDER_STATUSES as readonly string[]).includes(status);
}
