import { describe, expect, it } from 'vitest';
import { formatDuration, formatSeconds } from './format-duration';

describe('durations', () => {
  it.each([
    [0, '0:00'],
    [6, '0:06'],
    [12.4, '0:12'],
    [75, '1:15'],
    [3700, '1:01:40'],
  ])('shows %s seconds on a card as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('speaks in seconds on the detail panels', () => {
    expect(formatSeconds(12)).toBe('12 seconds');
    expect(formatSeconds(1)).toBe('1 second');
    expect(formatSeconds(12.46)).toBe('12.5 seconds');
  });
});
