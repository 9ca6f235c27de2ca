import { batchRowProblemSchema, ErrorCode, type BatchRowProblem } from '@frameshop/contract';
import { z } from 'zod';
import { isApiError, serverMessageOr } from '../../lib/api-error';
import { isOverMonthlyLimit, shortageMessage } from '../../lib/spend-refusal';

/** How a refused batch is answered on the page. */
export type BatchOrderFailure =
  | {
      kind: 'insufficient-credits';
      creditsRequired: number;
      userCredits: number;
      message: string | null;
    }
  /** 409: prices changed since the check; the new total (when the server said it) to confirm. */
  | { kind: 'total-changed'; message: string; total: number | null }
  /** 400: rows the server refused, each named at its field. */
  | { kind: 'rows'; message: string; rows: BatchRowProblem[] }
  | { kind: 'message'; message: string };

const numberOr = <T>(value: unknown, fallback: T): number | T =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

const rowProblems = z.array(batchRowProblemSchema);

/** The server's refusal of `POST /api/batches`, read into what the page does about it. */
export function batchOrderFailure(
  error: unknown,
  shown: { total: number; balance: number },
): BatchOrderFailure {
  // Over a member's monthly limit: the server's words name the limit and what is left.
  if (isApiError(error) && isOverMonthlyLimit(error)) {
    return { kind: 'message', message: error.message };
  }
  if (isApiError(error) && (error.status === 402 || error.code === ErrorCode.InsufficientCredits)) {
    return {
      kind: 'insufficient-credits',
      creditsRequired: numberOr(error.details.creditsRequired, shown.total),
      userCredits: numberOr(error.details.userCredits, shown.balance),
      message: shortageMessage(error),
    };
  }
  if (isApiError(error) && error.status === 409) {
    const total = numberOr(error.details.total, numberOr(error.details.currentTotal, null));
    return { kind: 'total-changed', message: error.message, total };
  }
  const rows = isApiError(error) ? rowProblems.safeParse(error.details.rows) : null;
  if (rows?.success && rows.data.length > 0) {
    return { kind: 'rows', message: error instanceof Error ? error.message : '', rows: rows.data };
  }
  return {
    kind: 'message',
    message: serverMessageOr(error, 'The batch could not be confirmed. Please try again.'),
  };
}
