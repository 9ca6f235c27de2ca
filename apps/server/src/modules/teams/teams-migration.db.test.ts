import fs from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, licences, users } from '../../db/schema';
import { insertSaleTemplates } from '../../test-support/commerce-fixture';
import { migrationsBefore } from '../../test-support/migrations-before';
import {
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from '../../test-support/test-database';
import { applyCreditChange } from '../credits';

/** The migration that brings teams (ADR 59). */
const TEAMS = '0046_teams';
const ASHA = '00000000-0000-4000-8000-000000000001';

/**
 * A store from before teams: each account becomes a person's, its balance, ledger and licences
 * exactly where they were, and spends after the migration still add up.
 */
describe(`accounts from before teams (${TEAMS}) on ${testEngine}`, () => {
  let database: TestDatabase;
  let folder: string;
  const snapshot = async () => ({
    ledger: await database.db
      .select({
        id: creditLedger.id,
        userId: creditLedger.userId,
        delta: creditLedger.delta,
        balanceAfter: creditLedger.balanceAfter,
      })
      .from(creditLedger)
      .orderBy(asc(creditLedger.id)),
    licences: await database.db
      .select({ id: licences.id, userId: licences.userId, templateId: licences.templateId })
      .from(licences)
      .orderBy(asc(licences.id)),
    balances: await database.db
      .select({ id: users.id, credits: users.credits })
      .from(users)
      .orderBy(asc(users.id)),
  });
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    folder = migrationsBefore(TEAMS);
    database = await createTestDatabase({ migrationsFolder: folder });
    await database.db.execute(sql`
      insert into users (id, username, email, credits) values (${ASHA}, 'asha', 'asha@example.com', 160)`);
    await database.db.execute(sql`
      insert into credit_ledger (user_id, delta, reason, reference, balance_after)
        values (${ASHA}, 200, 'credit_purchase', 'order-1', 200),
               (${ASHA}, -40, 'template_purchase', 'template:1', 160)`);
    // The templates table is as it was before teams: written as the catalogue writes it.
    const [frame] = await insertSaleTemplates(database.db, [
      { name: 'Old Frame', kind: 'image', price: 40 },
    ]);
    await database.db.execute(sql`
      insert into licences (id, user_id, template_id, credits_paid, source)
        values ('00000000-0000-4000-8000-0000000000c1', ${ASHA}, ${frame!.id}, 40, 'purchase')`);
    before = await snapshot();
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("keeps every balance, ledger row and licence, each account a person's", async () => {
    expect(await snapshot()).toEqual(before);
    const { rows } = await database.db.execute<{ kind: string }>(sql`select kind from users`);
    expect(rows).toEqual([{ kind: 'person' }]);
    const spent = await database.db.transaction((tx) =>
      applyCreditChange(tx, {
        userId: ASHA,
        delta: -60,
        reason: 'template_purchase',
        reference: 'template:2',
      }),
    );
    expect(spent.balanceAfter).toBe(100);
  });
});
