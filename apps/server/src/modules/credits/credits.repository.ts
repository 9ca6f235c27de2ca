import { CREDIT_BALANCE_MAX } from '@frameshop/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
// The balance is the credits module's one column on the account's row, moved in the same statement
// as its ledger row (ADR 28); nothing else of `users` is read or written here (ADR 39).
// eslint-disable-next-line import-x/no-restricted-paths -- the balance column, see above
import { users } from '../../db/schema';
import { preparedStatement } from '../../db/prepared-statement';
import type { CreditWatch } from './credit-watch';
import { creditLedger, type CreditReason } from './credits.schema';

/** The API key a spend was made with, as its ledger row names it. */
export interface SpendingApiKey {
  id: string;
  name: string;
}

export interface BalanceChange {
  userId: string;
  delta: number;
  reason: CreditReason;
  reference: string | null;
  /** The API key that spent; absent for a session's spend and every other change. */
  apiKey?: SpendingApiKey;
}

/**
 * What a charge pays for, and the rest of what its spend writes once paid, written by the charge's
 * own statement (no round trip of their own on any spend): `sql` is common table expressions
 * (`licence as (insert …)`, comma-separated) that write only when the new ledger row `entry` (its
 * `id` and `balance_after`) exists, so nothing when the charge does not apply. Their values are
 * `$7` on (`GRANT_VALUES_FROM`: $1–$4 are the change's, $5 and $6 the API key that spent). The spend gives the rows their ids, so nothing needs to come back. `name` names the
 * prepared statement, so each grant's SQL has its own.
 */
export interface CreditGrant {
  name: string;
  sql: string;
  values: unknown[];
}

export interface ChangedBalance {
  ledgerId: number;
  balanceAfter: number;
  applied: boolean;
}

/**
 * In one statement (one round trip, on the hot path of every spend): the ledger row of this cause
 * when it was applied before; otherwise the balance moved by `delta`, its ledger row written, and
 * what it paid for (the grant) written too, with what the process's watch writes (`CreditWatch`).
 * Answers nothing when the balance would go below 0 or past CREDIT_BALANCE_MAX (summed in bigint,
 * so no sum overflows the column first), or the user does not exist or is closed (ADR 31: a closed
 * account's balance stays 0, whatever asks). Two transactions applying one cause at once still
 * cannot both write it: the second waits for the user's row, then its ledger insert meets the
 * unique cause and fails. The bench's direct SQL sends this same text.
 */
export const changeBalanceSql = (grant?: Pick<CreditGrant, 'sql'>, watch?: CreditWatch) =>
  `with existing as (
     select id, balance_after from "credit_ledger"
     where user_id = $1::uuid and reason = $2::text and reference = $3::text
   ), changed as (
     update "users" set credits = credits + $4::int, updated_at = now()
     where id = $1::uuid and credits::bigint + $4::int between 0 and ${CREDIT_BALANCE_MAX}
       and closed_at is null and not exists (select 1 from existing)
     returning credits
   ), entry as (
     insert into "credit_ledger" (user_id, delta, reason, reference, balance_after, api_key_id, api_key_name)
     select $1::uuid, $4::int, $2::text, $3::text, credits, $5::uuid, $6::text from changed
     returning id, balance_after
   )${watch ? `, ${watch.sql}` : ''}${grant ? `, ${grant.sql}` : ''}
   select id::text, balance_after, true as applied,
     ${watch ? `exists (select 1 from ${watch.written})` : 'false'} as watched
   from entry
   union all
   select id::text, balance_after, false as applied, false as watched from existing`;

/** The prepared statement's name: the grant's and the watch's each make a text of their own. */
export const changeBalanceName = (grant?: Pick<CreditGrant, 'name'>, watch?: CreditWatch) =>
  ['change-balance', grant?.name, watch?.name].filter(Boolean).join('-');

type ChangeRow = { id: string; balance_after: number; applied: boolean; watched: boolean };
const statements = new Map<string, (tx: Tx, values: unknown[]) => Promise<ChangeRow[]>>();

/** The statement with this grant and watch, or without, prepared on first use. */
function changeBalanceStatement(grant: CreditGrant | undefined, watch: CreditWatch | undefined) {
  const name = changeBalanceName(grant, watch);
  let statement = statements.get(name);
  if (!statement) {
    statement = preparedStatement<ChangeRow>(name, changeBalanceSql(grant, watch));
    statements.set(name, statement);
  }
  return statement;
}

export async function changeBalanceOnce(
  tx: Tx,
  { userId, delta, reason, reference, apiKey }: BalanceChange,
  grant?: CreditGrant,
  watch?: CreditWatch,
): Promise<(ChangedBalance & { watched: boolean }) | undefined> {
  const statement = changeBalanceStatement(grant, watch);
  const [row] = await statement(tx, [
    userId,
    reason,
    reference,
    delta,
    apiKey?.id ?? null,
    apiKey?.name ?? null,
    ...(grant?.values ?? []),
  ]);
  if (!row) return undefined;
  return {
    ledgerId: Number(row.id),
    balanceAfter: row.balance_after,
    applied: row.applied,
    watched: row.watched,
  };
}

/** The balance of an open account; undefined for one that does not exist or is closed. */
export async function currentBalance(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ credits: users.credits })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.closedAt)));
  return row?.credits;
}

export async function ledgerSum(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return row?.total ?? 0;
}
