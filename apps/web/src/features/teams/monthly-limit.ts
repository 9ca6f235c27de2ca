import { TEAM_MONTHLY_LIMIT_MAX } from '@frameshop/contract';
import { formatCredits } from '../../lib/format';

/** What a limit box holds: empty for no limit, else whole credits. */
export type ParsedLimit = { ok: true; limit: number | null } | { ok: false; problem: string };

export function parseMonthlyLimit(typed: string): ParsedLimit {
  const text = typed.trim().replaceAll(',', '');
  if (text === '') return { ok: true, limit: null };
  if (!/^\d+$/.test(text))
    return {
      ok: false,
      problem: 'Write the limit in whole credits, or leave it empty for no limit.',
    };
  const limit = Number(text);
  if (limit > TEAM_MONTHLY_LIMIT_MAX)
    return {
      ok: false,
      problem: `A monthly limit is at most ${formatCredits(TEAM_MONTHLY_LIMIT_MAX)}.`,
    };
  return { ok: true, limit };
}

/** "No limit" or "2,000 credits". */
export function limitText(limit: number | null): string {
  return limit === null ? 'No limit' : formatCredits(limit);
}
