import { CREDIT_BALANCE_MAX } from '@frameshop/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
// The balance is the credits module's one column on the account's row, moved in the same statement
// as its ledger row (ADR 28); nothing else of `users` is read or written here (ADR 39).
// eslint-disable-next-line import-x/no-restricted-paths -- the balance column, see above
import { users } from '../../db/schema';
import { preparedStatement, type StatementSending } from '../../db/prepared-statement';
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
  /** A team's change: the member who spent (counted in their month) or bought credits for it. */
  member?: SpendingMember;
}

/** The member a team's change is made by (ADR 59), and the month a spend counts in. */
export interface SpendingMember {
  userId: string;
  /**
   * The first day of the store's calendar month now, `YYYY-MM-01`; null for credits bought for the
   * team, which count in no member's month.
   */
  month: string | null;
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

/** The first `$n` of a grant's values: $1–$4 are the change's, $5 and $6 the API key that spent. */
export const GRANT_VALUES_FROM = 7;

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
export const changeBalanceSql = (
  grant?: Pick<CreditGrant, 'sql' | 'values'>,
  watch?: CreditWatch,
  member?: boolean,
) => {
  // A team's change names its member on the ledger row, and a spend adds to the member's month
  // (values after the grant's): the same statement, so a team's spend sends none more.
  const at = GRANT_VALUES_FROM + (grant?.values.length ?? 0);
  const memberColumn = member ? ', member_user_id' : '';
  const memberValue = member ? `, $${at}::uuid` : '';
  const memberMonth = member
    ? `, member_month as (
     insert into "team_member_months" as m (team_id, user_id, month, spent)
     select $1::uuid, $${at}::uuid, $${at + 1}::date, -$4::int from entry where $4::int < 0
     on conflict (team_id, user_id, month) do update set spent = m.spent + excluded.spent
   )`
    : '';
  return `with existing as (
     select id, balance_after from "credit_ledger"
     where user_id = $1::uuid and reason = $2::text and reference = $3::text
   ), changed as (
     update "users" set credits = credits + $4::int, updated_at = now()
     where id = $1::uuid and credits::bigint + $4::int between 0 and ${CREDIT_BALANCE_MAX}
       and closed_at is null and not exists (select 1 from existing)
     returning credits
   ), entry as (
     insert into "credit_ledger" (user_id, delta, reason, reference, balance_after, api_key_id, api_key_name${memberColumn})
     select $1::uuid, $4::int, $2::text, $3::text, credits, $5::uuid, $6::text${memberValue} from changed
     returning id, balance_after, delta
   )${memberMonth}${watch ? `, ${watch.sql}` : ''}${grant ? `, ${grant.sql}` : ''}
   select id::text, balance_after, true as applied,
     ${watch ? `exists (select 1 from ${watch.written})` : 'false'} as watched
   from entry
   union all
   select id::text, balance_after, false as applied, false as watched from existing`;
};

/**
 * Several spends of one team's members in one statement (ADR 66): the team's balance moved by their
 * sum, a ledger row for each in their order with the balance it left, each member's month added to,
 * and what they paid for written (the grant, whose CTEs join `entry` by its `reference`). All apply
 * or none: none when the sum would take the balance below 0 or past CREDIT_BALANCE_MAX, the team is
 * closed or gone, or one of the causes was applied before. Values: $1 the team, $2 the reason, $3
 * the causes, $4 the deltas (each below 0), $5 the members, $6 their month; the grant's from $7.
 * `entry` has the columns the single change's has, so the watch reads each row as it reads that one.
 */
export const changeBalancesSql = (
  grant: Pick<CreditGrant, 'sql'>,
  watch?: CreditWatch,
) => `with wanted as (
     select * from unnest($3::text[], $4::int[], $5::uuid[]) with ordinality as w(reference, delta, member, n)
   ), total as (
     select sum(delta)::bigint as delta from wanted
   ), changed as (
     update "users" set credits = credits + total.delta, updated_at = now()
     from total
     where id = $1::uuid and credits::bigint + total.delta between 0 and ${CREDIT_BALANCE_MAX}
       and closed_at is null and not exists (
         select 1 from "credit_ledger" l join wanted w on l.reference = w.reference
         where l.user_id = $1::uuid and l.reason = $2::text)
     returning credits - total.delta as before
   ), entry as (
     insert into "credit_ledger" (user_id, delta, reason, reference, balance_after, member_user_id)
     select $1::uuid, w.delta, $2::text, w.reference,
       changed.before + sum(w.delta) over (order by w.n), w.member
     from changed, wanted w order by w.n
     returning id, balance_after, delta, reference, member_user_id
   ), member_month as (
     insert into "team_member_months" as m (team_id, user_id, month, spent)
     select $1::uuid, entry.member_user_id, $6::date, -sum(entry.delta)::int from entry
     group by entry.member_user_id
     on conflict (team_id, user_id, month) do update set spent = m.spent + excluded.spent
   )${watch ? `, ${watch.sql}` : ''}, ${grant.sql}
   select id::text, balance_after, reference,
     ${watch ? `exists (select 1 from ${watch.written})` : 'false'} as watched
   from entry`;

/** One of several spends of a team's members charged together (`changeBalancesSql`). */
export interface MemberSpend {
  reference: string;
  delta: number;
  memberId: string;
}

/**
 * The spends charged together (`changeBalancesSql`): each one's ledger row and the balance it
 * left, in their order, and whether the watch wrote; undefined when none applied.
 */
export async function changeBalancesTogether(
  tx: Tx,
  change: { userId: string; reason: CreditReason; month: string; spends: readonly MemberSpend[] },
  grant: CreditGrant,
  watch?: CreditWatch,
  sending?: StatementSending,
): Promise<{ changed: ChangedBalance[]; watched: boolean } | undefined> {
  const name = ['change-balances', grant.name, watch?.name].filter(Boolean).join('-');
  let statement = togetherStatements.get(name);
  if (!statement) {
    statement = preparedStatement<TogetherRow>(name, changeBalancesSql(grant, watch));
    togetherStatements.set(name, statement);
  }
  const { userId, reason, month, spends } = change;
  const rows = await statement(
    tx,
    [
      userId,
      reason,
      spends.map((spend) => spend.reference),
      spends.map((spend) => spend.delta),
      spends.map((spend) => spend.memberId),
      month,
      ...grant.values,
    ],
    sending,
  );
  if (rows.length === 0) return undefined;
  const byReference = new Map(rows.map((row) => [row.reference, row]));
  return {
    changed: spends.map((spend) => {
      const row = byReference.get(spend.reference)!;
      return { ledgerId: Number(row.id), balanceAfter: row.balance_after, applied: true };
    }),
    watched: rows.some((row) => row.watched),
  };
}

type TogetherRow = { id: string; balance_after: number; reference: string; watched: boolean };
const togetherStatements = new Map<string, ReturnType<typeof preparedStatement<TogetherRow>>>();

/** The prepared statement's name: the grant's and the watch's each make a text of their own. */
export const changeBalanceName = (
  grant?: Pick<CreditGrant, 'name'>,
  watch?: CreditWatch,
  member?: boolean,
) => ['change-balance', grant?.name, watch?.name, member && 'member'].filter(Boolean).join('-');

type ChangeRow = { id: string; balance_after: number; applied: boolean; watched: boolean };
const statements = new Map<string, ReturnType<typeof preparedStatement<ChangeRow>>>();

/** The statement with this grant and watch, or without, prepared on first use. */
function changeBalanceStatement(
  grant: CreditGrant | undefined,
  watch: CreditWatch | undefined,
  member: boolean,
) {
  const name = changeBalanceName(grant, watch, member);
  let statement = statements.get(name);
  if (!statement) {
    statement = preparedStatement<ChangeRow>(name, changeBalanceSql(grant, watch, member));
    statements.set(name, statement);
  }
  return statement;
}

export async function changeBalanceOnce(
  tx: Tx,
  { userId, delta, reason, reference, apiKey, member }: BalanceChange,
  grant?: CreditGrant,
  watch?: CreditWatch,
  sending?: StatementSending,
): Promise<(ChangedBalance & { watched: boolean }) | undefined> {
  const statement = changeBalanceStatement(grant, watch, member !== undefined);
  const [row] = await statement(
    tx,
    [
      userId,
      reason,
      reference,
      delta,
      apiKey?.id ?? null,
      apiKey?.name ?? null,
      ...(grant?.values ?? []),
      ...(member ? [member.userId, member.month] : []),
    ],
    sending,
  );
  if (!row) return undefined;
  return {
    ledgerId: Number(row.id),
    balanceAfter: row.balance_after,
    applied: row.applied,
    watched: row.watched,
  };
}

const lockTeamSpenderStatement = preparedStatement<{
  credits: number;
  token_version: number;
  spent: number;
}>(
  'lock-team-spender',
  'select credits, token_version, spent from lock_team_spender($1::uuid, $2::uuid, $3::date)',
);

/**
 * Locks the member's row, then the team's (ADR 63: every spend of a member locks in this order,
 * a team's purchase by its charge), and reads the team's balance and session version (as a
 * person's spend reads its own) and what the member has spent
 * from it in `member.month`: under the member's lock, so spends of one member run one after
 * another and none passes their limit. One round trip (migration 0052). Undefined for a member no
 * longer in the team, or a team closed or gone.
 */
export async function lockTeamSpenderRows(tx: Tx, teamId: string, member: SpendingMember) {
  const [row] = await lockTeamSpenderStatement(tx, [teamId, member.userId, member.month]);
  return (
    row && { credits: row.credits, tokenVersion: row.token_version, spentThisMonth: row.spent }
  );
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
