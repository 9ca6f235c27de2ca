import { describe, expect, it } from 'vitest';
import { etaText, queueText } from './render-progress';

describe('render progress wording', () => {
  it('counts the renders ahead in the queue', () => {
    expect(queueText(1)).toBe('Queued — next to start');
    expect(queueText(2)).toBe('Queued — 1 ahead of you');
    expect(queueText(5)).toBe('Queued — 4 ahead of you');
  });

  it('rounds the time left to whole minutes', () => {
    expect(etaText(0)).toBe('less than a minute left');
    expect(etaText(44)).toBe('less than a minute left');
    expect(etaText(50)).toBe('about 1 min left');
    expect(etaText(125)).toBe('about 2 min left');
    expect(etaText(3600)).toBe('about 1 h left');
    expect(etaText(3900)).toBe('about 1 h 5 min left');
  });
});
