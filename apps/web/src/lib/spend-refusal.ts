import { ErrorCode } from '@frameshop/contract';
import { isApiError } from './api-error';
import type { ApiError } from './api-error';
import { payerStore } from './payer-store';

/**
 * A team member's spend refused for passing their monthly limit: its message names the limit,
 * what is spent and what is left this month, and is shown as it is.
 */
export function isOverMonthlyLimit(error: unknown): boolean {
  return isApiError(error) && error.code === ErrorCode.MonthlyLimitReached;
}

/**
 * The server's words for a balance too low, when they say more than the store's own line: while a
 * team pays they name the team whose balance is short. Null otherwise.
 */
export function shortageMessage(error: ApiError): string | null {
  return payerStore.teamId() !== null && error.fromServer && error.message ? error.message : null;
}
