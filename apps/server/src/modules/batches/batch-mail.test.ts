import { describe, expect, it } from 'vitest';
import { batchFinishedMail } from './batch-mail';

const batch = {
  batchId: '6f1c1d2e-0000-4000-8000-000000000001',
  templateName: 'Badge',
  total: 4,
  kind: 'image' as const,
};

describe("a batch's mail", () => {
  it('says how many were made and that the failed can be retried', () => {
    const mail = batchFinishedMail(
      { ...batch, status: 'finished', made: 2, failed: 2 },
      'https://x',
    );
    expect(mail.subject).toBe('Your batch from Badge is finished: 2 of 4 made');
    expect(mail.text).toContain('2 could not be made; their credits were returned');
    expect(mail.text).toContain('https://x/batches/6f1c1d2e-0000-4000-8000-000000000001');
  });

  it('tells a cancelled batch apart: what was made, what was not and came back', () => {
    const mail = batchFinishedMail(
      { ...batch, status: 'cancelled', made: 1, failed: 0 },
      'https://x',
    );
    expect(mail.subject).toBe('Your batch from Badge is cancelled: 1 of 4 made');
    expect(mail.text).toContain(
      'You cancelled your batch of 4 pictures from "Badge": 1 made, 3 not made, and their credits were returned.',
    );
    expect(mail.text).toContain('as a ZIP on the batch page');
    const none = batchFinishedMail(
      { ...batch, status: 'cancelled', made: 0, failed: 0 },
      'https://x',
    );
    expect(none.text).not.toContain('ZIP');
  });
});
