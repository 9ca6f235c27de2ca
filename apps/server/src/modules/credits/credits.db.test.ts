import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from '../../test-support/test-database';
import { users } from '../../db/schema';
import { applyCreditChange, ledgerBalance } from './credits.service';

describe(`credit ledger on ${testEngine}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  async function newUser(name: string): Promise<string> {
    const [row] = await database.db
      .insert(users)
      .values({ username: name, email: `${name}@example.com` })
      .returning({ id: users.id });
    return row!.id;
  }

  it('records each change with the balance after it, and the ledger sums to the balance', async () => {
    const userId = await newUser('ledger-basic');
    await database.db.transaction((tx) =>
      applyCreditChange(tx, { userId, delta: 500, reason: 'signup_bonus', reference: 'signup' }),
    );
    const spent = await database.db.transaction((tx) =>
      applyCreditChange(tx, { userId, delta: -120, reason: 'template_purchase', reference: 't-1' }),
    );
    expect(spent).toMatchObject({ balanceAfter: 380, applied: true });
    expect(await ledgerBalance(database.db, userId)).toBe(380);
  });

  it('changes no balance of a closed account, either way', async () => {
    const userId = await newUser('ledger-closed');
    await applyCreditChange(database.db, {
      userId,
      delta: 50,
      reason: 'signup_bonus',
      reference: 'signup',
    });
    await database.db.execute(sql`update users set closed_at = now() where id = ${userId}::uuid`);
    for (const change of [
      { delta: -20, reason: 'template_purchase', reference: 'closed-spend' },
      { delta: 500, reason: 'credit_purchase', reference: 'order_closed' },
    ] as const) {
      await expect(
        database.db.transaction((tx) => applyCreditChange(tx, { userId, ...change })),
      ).rejects.toMatchObject({ statusCode: 404 });
    }
    expect(await ledgerBalance(database.db, userId)).toBe(50);
  });

  it('applies the same cause only once', async () => {
    const userId = await newUser('ledger-once');
    const change = {
      userId,
      delta: 500,
      reason: 'profile_completion' as const,
      reference: 'profile',
    };
    const first = await database.db.transaction((tx) => applyCreditChange(tx, change));
    const again = await database.db.transaction((tx) => applyCreditChange(tx, change));
    expect(again).toEqual({ ...first, applied: false });
    expect(await ledgerBalance(database.db, userId)).toBe(500);
  });

  it('refuses to overspend, saying what was needed and what is there', async () => {
    const userId = await newUser('ledger-short');
    await applyCreditChange(database.db, {
      userId,
      delta: 50,
      reason: 'signup_bonus',
      reference: 'signup',
    });
    await expect(
      database.db.transaction((tx) =>
        applyCreditChange(tx, {
          userId,
          delta: -80,
          reason: 'template_purchase',
          reference: 't-2',
        }),
      ),
    ).rejects.toMatchObject({
      statusCode: 402,
      message: 'Not enough credits',
      details: { creditsRequired: 80, userCredits: 50 },
    });
    expect(await ledgerBalance(database.db, userId)).toBe(50);
  });

  it('rolls the balance back with the rest of a failed transaction', async () => {
    const userId = await newUser('ledger-rollback');
    await applyCreditChange(database.db, {
      userId,
      delta: 100,
      reason: 'signup_bonus',
      reference: 'signup',
    });
    await expect(
      database.db.transaction(async (tx) => {
        await applyCreditChange(tx, {
          userId,
          delta: -60,
          reason: 'template_purchase',
          reference: 't-3',
        });
        throw new Error('the purchase could not be recorded');
      }),
    ).rejects.toThrow('the purchase could not be recorded');
    const [row] = await database.db
      .execute<{ credits: number }>(sql`select credits from users where id = ${userId}`)
      .then((result) => result.rows);
    expect(row?.credits).toBe(100);
    expect(await ledgerBalance(database.db, userId)).toBe(100);
  });

  it('never overspends under many concurrent spends', async () => {
    const userId = await newUser('ledger-race');
    await applyCreditChange(database.db, {
      userId,
      delta: 500,
      reason: 'signup_bonus',
      reference: 'signup',
    });
    const attempts = Array.from({ length: 40 }, (_, i) =>
      database.db.transaction((tx) =>
        applyCreditChange(tx, {
          userId,
          delta: -30,
          reason: 'template_purchase',
          reference: `race-${i}`,
        }),
      ),
    );
    const results = await Promise.allSettled(attempts);
    const succeeded = results.filter((result) => result.status === 'fulfilled').length;
    expect(succeeded).toBe(16); // 16 × 30 = 480 ≤ 500 < 17 × 30
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ statusCode: 402 });
    }
    const [row] = (
      await database.db.execute<{ credits: number }>(
        sql`select credits from users where id = ${userId}`,
      )
    ).rows;
    expect(row?.credits).toBe(20);
    expect(await ledgerBalance(database.db, userId)).toBe(20);
  });
});
