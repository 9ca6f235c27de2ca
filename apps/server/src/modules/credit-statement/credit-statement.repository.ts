import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { CreditReason } from '../credits';

/** One ledger row with what it was for, as far as the store's other records tell. */
export interface StatementRow {
  id: number;
  delta: number;
  reason: CreditReason;
  balanceAfter: number;
  createdAt: Date;
  /** A bought pack's receipt. */
  receiptNumber: number | null;
  /** A render order's template and status: the one the hold was for, or the refund returned. */
  renderTemplate: string | null;
  renderStatus: string | null;
  /** Whether the render's hold was given back (it failed, or its template was owned by then). */
  renderRefunded: boolean;
  /** The templates a spend licensed: the first by name, and how many. */
  firstTemplate: string | null;
  templateCount: number;
  /** An admin adjustment's reason (goodwill, correction…), from its audit entry. */
  adjustmentReason: string | null;
}

type RawRow = {
  id: string;
  delta: number;
  reason: CreditReason;
  balance_after: number;
  created_at: Date | string;
  receipt_number: number | null;
  render_template: string | null;
  render_status: string | null;
  render_refunded: boolean | null;
  first_template: string | null;
  template_count: number;
  adjustment_reason: string | null;
};

// The references that name a render: `render-hold:{render id}` and `render-refund:{hold's ledger id}`.
// Each cast runs only for a reference of its form (CASE evaluates in order), never on another's.
const HOLD_PREFIX = 'render-hold:';
const REFUND_PREFIX = 'render-refund:';

/**
 * A page of a user's ledger, newest first, `limit` rows older than `before` (all the newest
 * without it). Each row is joined to what explains it: the pack's receipt, the render a hold or
 * refund was for, the licences a spend paid for, the audit entry of an admin's adjustment.
 */
export async function statementPage(
  db: Db,
  userId: string,
  before: number | undefined,
  limit: number,
): Promise<StatementRow[]> {
  const { rows } = await db.execute<RawRow>(sql`
    select l.id::text as id, l.delta, l.reason, l.balance_after, l.created_at,
      r.number as receipt_number,
      coalesce(held.template_name, returned.template_name) as render_template,
      coalesce(held.status, returned.status) as render_status,
      coalesce(held.refunded, returned.refunded) as render_refunded,
      bought.first_template, coalesce(bought.template_count, 0)::int as template_count,
      adjustment.details->>'reason' as adjustment_reason
    from credit_ledger l
    left join payment_orders po
      on l.reason = 'credit_purchase' and po.provider_order_id = l.reference
    left join receipts r on r.payment_order_id = po.id
    left join generated_videos held on held.id = case
      when l.reference like ${`${HOLD_PREFIX}%`}
      then substr(l.reference, ${HOLD_PREFIX.length + 1})::uuid end
    left join credit_ledger hold on hold.id = case
      when l.reference like ${`${REFUND_PREFIX}%`}
      then substr(l.reference, ${REFUND_PREFIX.length + 1})::bigint end
    left join generated_videos returned on returned.id = case
      when hold.reference like ${`${HOLD_PREFIX}%`}
      then substr(hold.reference, ${HOLD_PREFIX.length + 1})::uuid end
    left join lateral (
      select min(t.name) as first_template, count(*) as template_count
      from licences li join templates t on t.id = li.template_id
      where li.user_id = l.user_id and li.ledger_id = l.id
    ) bought on l.reason = 'template_purchase'
    left join admin_audit_log adjustment
      on l.reason = 'admin_adjustment' and adjustment.action = 'credits.adjust'
      and adjustment.details->>'ledgerId' = l.id::text
    where l.user_id = ${userId}::uuid
      ${before === undefined ? sql`` : sql`and l.id < ${before}`}
    order by l.id desc
    limit ${limit}`);
  return rows.map((row) => ({
    id: Number(row.id),
    delta: row.delta,
    reason: row.reason,
    balanceAfter: row.balance_after,
    createdAt: new Date(row.created_at),
    receiptNumber: row.receipt_number,
    renderTemplate: row.render_template,
    renderStatus: row.render_status,
    renderRefunded: row.render_refunded ?? false,
    firstTemplate: row.first_template,
    templateCount: row.template_count,
    adjustmentReason: row.adjustment_reason,
  }));
}
