import { describe, expect, it } from 'vitest';
import { downloadFileName, etaText, queueText } from './render-progress';

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

  it('names a download after its template and job, safely', () => {
    expect(downloadFileName('Birthday Bash', '5b0c3e2a-8f1d-4c6b')).toBe(
      'birthday-bash-5b0c3e2a.mp4',
    );
    expect(downloadFileName('Café / Promo: 2026!', 'job-1')).toBe('cafe-promo-2026-job1.mp4');
    expect(downloadFileName('***', '')).toBe('video.mp4');
  });
});
