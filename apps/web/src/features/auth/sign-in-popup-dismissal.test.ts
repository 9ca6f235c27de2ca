import { describe, expect, it } from 'vitest';
import {
  isDismissalActive,
  readDismissedAt,
  rememberDismissal,
  SIGN_IN_POPUP_DISMISSED_KEY,
} from './sign-in-popup-dismissal';

const DAY = 86_400_000;

describe('sign-in popup dismissal', () => {
  it('keeps the popup away for a full day after dismissal', () => {
    const now = 1_700_000_000_000;
    expect(isDismissalActive(null, now)).toBe(false);
    expect(isDismissalActive(now, now + DAY - 1)).toBe(true);
    expect(isDismissalActive(now, now + DAY)).toBe(false);
  });

  it('stores the time in localStorage and reads it back; junk counts as none', () => {
    localStorage.clear();
    expect(readDismissedAt()).toBeNull();
    rememberDismissal(12345);
    expect(localStorage.getItem(SIGN_IN_POPUP_DISMISSED_KEY)).toBe('12345');
    expect(readDismissedAt()).toBe(12345);
    localStorage.setItem(SIGN_IN_POPUP_DISMISSED_KEY, 'soon');
    expect(readDismissedAt()).toBeNull();
    localStorage.clear();
  });
});
