import { describe, expect, it } from 'vitest';
import { shortestRetrySpanSeconds } from './job-queue';

describe('retry schedules', () => {
  it('tries a receipt’s mail for over an hour, as a mail server may be down that long', () => {
    expect(shortestRetrySpanSeconds('mail-receipt')).toBeGreaterThanOrEqual(60 * 60);
  });

  it('gives up on other jobs within a minute of their first failure', () => {
    expect(shortestRetrySpanSeconds('export-account')).toBe(35);
    expect(shortestRetrySpanSeconds('import-manifest')).toBe(0);
  });
});
