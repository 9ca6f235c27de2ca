import { describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../../test-support/test-database';
import { wakeDeliveriesAfterCommit, wakeDeliveriesWith } from './webhook-events';

describe(`waking webhook deliveries on ${testEngine}`, () => {
  it('wakes every waker of the database after a commit, until it is taken off', async () => {
    const database = await createTestDatabase();
    try {
      const woken = { closed: 0, open: 0 };
      const takeOff = wakeDeliveriesWith(database.db, () => (woken.closed += 1));
      wakeDeliveriesWith(database.db, () => (woken.open += 1));
      const commitAnEvent = () =>
        database.db.transaction(async (tx) => {
          await tx.execute('select 1');
          wakeDeliveriesAfterCommit(tx);
        });
      await commitAnEvent();
      // As the webhooks module does when its app closes: the app is no longer held or woken.
      takeOff();
      await commitAnEvent();
      expect(woken).toEqual({ closed: 1, open: 2 });
    } finally {
      await database.close();
    }
  });
});
