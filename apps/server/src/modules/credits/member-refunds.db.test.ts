import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, teamMemberMonths, teamMembers, teams, users } from '../../db/schema';
import {
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from '../../test-support/test-database';
import { applyCreditChange, ledgerBalance } from './credits.service';

const ZONE = 'Asia/Kolkata';

/** A refund of a team member's spend goes back into the month that spend counted in (ADR 59). */
describe(`refunds of a member's spend on ${testEngine}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  const db = () => database.db;

  async function newAccount(name: string, kind: 'person' | 'team' = 'person') {
    const [row] = await db()
      .insert(users)
      .values({ username: name, email: `${name}@example.com`, kind })
      .returning({ id: users.id });
    return row!.id;
  }

  /** A team with 500 credits and one member (its owner), who spends `credits` in `month`. */
  async function teamWithSpend(name: string, credits: number, month: string) {
    const teamId = await newAccount(`${name}-team`, 'team');
    const memberId = await newAccount(`${name}-member`);
    await db().insert(teams).values({ accountId: teamId, name });
    await db().insert(teamMembers).values({ teamId, userId: memberId, role: 'owner' });
    await applyCreditChange(db(), {
      userId: teamId,
      delta: 500,
      reason: 'signup_bonus',
      reference: 'seed',
    });
    const member = { userId: memberId, month, teamName: name, monthlyLimit: null };
    const spend = await db().transaction((tx) =>
      applyCreditChange(tx, {
        userId: teamId,
        delta: -credits,
        reason: 'template_purchase',
        reference: `hold-${name}`,
        member,
      }),
    );
    return { teamId, memberId, spend };
  }

  const spentIn = async (teamId: string, memberId: string, month: string) => {
    const [row] = await db()
      .select({ spent: teamMemberMonths.spent })
      .from(teamMemberMonths)
      .where(
        and(
          eq(teamMemberMonths.teamId, teamId),
          eq(teamMemberMonths.userId, memberId),
          eq(teamMemberMonths.month, month),
        ),
      );
    return row?.spent;
  };

  const refund = (teamId: string, credits: number, spend: object, reference = 'refund-1') =>
    db().transaction((tx) =>
      applyCreditChange(tx, {
        userId: teamId,
        delta: credits,
        reason: 'refund',
        reference,
        refunds: { ...(spend as { ledgerId: number }), timeZone: ZONE },
      }),
    );

  it("lowers the member's month by the credits given back, once, and names them on the refund", async () => {
    const month = await db().execute<{ month: string }>(
      sql`select to_char(date_trunc('month', now() at time zone ${ZONE}), 'YYYY-MM-DD') as month`,
    );
    const thisMonth = month.rows[0]!.month;
    const { teamId, memberId, spend } = await teamWithSpend('refund-once', 30, thisMonth);
    expect(await spentIn(teamId, memberId, thisMonth)).toBe(30);

    await refund(teamId, 20, { ledgerId: spend.ledgerId });
    await refund(teamId, 20, { ledgerId: spend.ledgerId });
    expect(await spentIn(teamId, memberId, thisMonth)).toBe(10);
    const [row] = await db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, teamId), eq(creditLedger.reason, 'refund')));
    expect(row).toMatchObject({ delta: 20, memberUserId: memberId });
    expect(await ledgerBalance(db(), teamId)).toBe(490);
  });

  it('finds the spend by its reference too, and never takes the month below 0', async () => {
    const { teamId, memberId } = await teamWithSpend('refund-floor', 30, '2026-01-01');
    await db()
      .update(creditLedger)
      .set({ createdAt: new Date('2026-01-15T12:00:00Z') })
      .where(eq(creditLedger.reference, 'hold-refund-floor'));
    // The month was reset by hand meanwhile: the refund takes it to 0, not below.
    await db()
      .update(teamMemberMonths)
      .set({ spent: 5 })
      .where(eq(teamMemberMonths.teamId, teamId));
    await refund(teamId, 30, { reference: 'hold-refund-floor' });
    expect(await spentIn(teamId, memberId, '2026-01-01')).toBe(0);
  });

  it("gives back to the store's month of the spend, not the month of the refund nor UTC's", async () => {
    // 20:00 UTC on 31 October is 01:30 on 1 November in Kolkata: the spend counted in November.
    const { teamId, memberId, spend } = await teamWithSpend('refund-zone', 40, '2025-11-01');
    await db()
      .update(creditLedger)
      .set({ createdAt: new Date('2025-10-31T20:00:00Z') })
      .where(eq(creditLedger.id, spend.ledgerId));
    await db()
      .insert(teamMemberMonths)
      .values({ teamId, userId: memberId, month: '2025-10-01', spent: 40 });
    await refund(teamId, 40, { ledgerId: spend.ledgerId });
    expect(await spentIn(teamId, memberId, '2025-11-01')).toBe(0);
    expect(await spentIn(teamId, memberId, '2025-10-01')).toBe(40);
  });

  it('changes no month for a refund of a spend no member made, and names no one', async () => {
    const personId = await newAccount('refund-person');
    await applyCreditChange(db(), {
      userId: personId,
      delta: 50,
      reason: 'signup_bonus',
      reference: 'seed',
    });
    const spend = await applyCreditChange(db(), {
      userId: personId,
      delta: -30,
      reason: 'template_purchase',
      reference: 'hold-person',
    });
    await refund(personId, 30, { ledgerId: spend.ledgerId });
    const rows = await db().select().from(creditLedger).where(eq(creditLedger.userId, personId));
    expect(rows.map((row) => row.memberUserId)).toEqual([null, null, null]);
    expect(await ledgerBalance(db(), personId)).toBe(50);
  });
});
