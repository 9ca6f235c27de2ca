import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { PersonalDataStep } from '../../db/personal-data';
import { currentBalance } from './credits.repository';
import { creditLedger, teamMemberMonths } from './credits.schema';
import { applyCreditChange } from './credits.service';

/**
 * Every credit change, exported; the ledger is kept at closing (it is the store's books), and the
 * credits left are forfeited through it, after the render orders' holds came back.
 */
export const creditsPersonalData: PersonalDataStep = {
  module: 'credits',
  // A member's spends from a team are the team's books, kept; exported as the member's own.
  tables: ['credit_ledger', 'team_member_months'],
  async exportData(tx, userId) {
    const ledger = await tx
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(asc(creditLedger.id));
    return {
      creditLedger: ledger.map((row) => ({
        id: row.id,
        at: row.createdAt,
        change: row.delta,
        reason: row.reason,
        reference: row.reference,
        balanceAfter: row.balanceAfter,
        // The API key a spend was made with.
        apiKey: row.apiKeyId === null ? null : { id: row.apiKeyId, name: row.apiKeyName },
      })),
      teamSpends: await memberSpends(tx, userId),
      teamMonths: await tx
        .select({
          teamId: teamMemberMonths.teamId,
          month: teamMemberMonths.month,
          spent: teamMemberMonths.spent,
        })
        .from(teamMemberMonths)
        .where(eq(teamMemberMonths.userId, userId))
        .orderBy(asc(teamMemberMonths.month)),
    };
  },
  async erase(tx, owner) {
    // The caller holds the account's lock; this reads the balance the refunds before left.
    const balance = await currentBalance(tx, owner.id);
    if (balance !== undefined && balance > 0) {
      await applyCreditChange(tx, {
        userId: owner.id,
        delta: -balance,
        reason: 'account_closed',
        reference: 'account-closed',
      });
    }
  },
};

/** What a person moved in their teams' ledgers, as a member (ADR 59). */
async function memberSpends(
  tx: Parameters<NonNullable<PersonalDataStep['exportData']>>[0],
  userId: string,
) {
  const rows = await tx
    .select()
    .from(creditLedger)
    .where(and(isNotNull(creditLedger.memberUserId), eq(creditLedger.memberUserId, userId)))
    .orderBy(asc(creditLedger.id));
  return rows.map((row) => ({
    teamId: row.userId,
    at: row.createdAt,
    change: row.delta,
    reason: row.reason,
    reference: row.reference,
  }));
}
