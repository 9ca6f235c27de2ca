/** Credit balances and their ledger; no endpoints (the balance is answered by the profile). */
export type { CreditReason } from './credits.schema';
export {
  applyCreditChange,
  ledgerBalance,
  type AppliedCreditChange,
  type CreditChange,
} from './credits.service';
