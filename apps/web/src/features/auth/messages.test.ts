import { describe, expect, it } from 'vitest';
import { waitWording } from './messages';

describe('waitWording', () => {
  it('ticks in seconds through the usual minute of a resend wait', () => {
    expect(waitWording(42)).toBe('42s');
    expect(waitWording(60)).toBe('60s');
  });

  it('words a rate limit’s long wait in minutes, never as a raw count of seconds', () => {
    expect(waitWording(1140)).toBe('about 19 minutes');
    expect(waitWording(608)).toBe('about 11 minutes');
  });
});
