/**
 * Credit balances and their ledger. No endpoints, so no plugin (the profile answers the balance):
 * other modules change a balance inside their own transaction with `applyCreditChange`.
 */
export type { CreditGrant, SpendingApiKey, SpendingMember } from './credits.repository';
export type { MemberCharge, TeamSpender } from './credits.service';
export { withinMonthlyLimit } from './credits.service';
export { refundedSpend } from './member-refunds';
export type { CreditReason } from './credits.schema';
export { observeCreditChanges, type ObservedCreditChange } from './credit-observers';
export {
  applyCreditChange,
  applyCreditChanges,
  GRANT_VALUES_FROM,
  ledgerBalance,
  lockTeamSpender,
  UnappliedLastChange,
} from './credits.service';
export { creditLedgerReads, type LedgerEntry } from './credit-ledger-reads';
export { creditsPersonalData } from './credits-personal-data';
export { watchCreditChanges, type CreditWatch } from './credit-watch';
