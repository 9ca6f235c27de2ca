import { describe, expect, it } from 'vitest';
import { aboutWait } from '@frameshop/contract/wait-wording';

describe('aboutWait', () => {
  it.each([
    [0.2, 'about 1 second'],
    [42, 'about 42 seconds'],
    [59.5, 'about 1 minute'],
    [60, 'about 1 minute'],
    [61, 'about 2 minutes'],
    [608, 'about 11 minutes'],
    [1140, 'about 19 minutes'],
  ])('words %d seconds as %s', (seconds, words) => {
    expect(aboutWait(seconds)).toBe(words);
  });
});
