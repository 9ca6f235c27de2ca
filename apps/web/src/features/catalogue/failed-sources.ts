import { forgetWithPage } from '../../lib/page-lifetime-state';

/**
 * Preview sources that failed to play in this page session. Module-level on purpose: a card that
 * scrolls away and back, or the same template in another list, must not fetch a broken file again.
 */
const failed = new Set<string>();
forgetWithPage(() => failed.clear());

export const failedSources = {
  has: (src: string): boolean => failed.has(src),
  add: (src: string): void => {
    failed.add(src);
  },
  /** For tests: forget every failure. */
  clear: (): void => failed.clear(),
};
