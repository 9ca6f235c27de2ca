import type { Db } from '../../db/database';
import { catalogueTemplates } from '../catalogue';
import { commerceRecords } from '../commerce';
import { creditLedgerReads, type CreditReason, type LedgerEntry } from '../credits';
import { auditLog } from '../admin';
import {
  batchesForStatement,
  parseBatchReference,
  type BatchForStatement,
  type ParsedBatchReference,
} from '../batches';
import { renderOrders } from '../generated-videos';
import type { ReceiptsService } from '../receipts';
import { isUuid } from '../../db/is-uuid';

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
  /** A batch's hold or return (Make many): which, and of which batch. */
  batch: (ParsedBatchReference & BatchForStatement) | null;
  /** The name of the API key a spend was made with, as it was then. */
  apiKeyName: string | null;
  /** A team's row: the member who spent, or bought the pack (ADR 59). */
  memberUserId: string | null;
}

/** What explains the rows besides the ledger: each module answers for its own records (ADR 39). */
export interface StatementSources {
  db: Db;
  receipts: Pick<ReceiptsService, 'numbersOfProviderOrders'>;
}

// The references that name a render: `render-hold:{render id}` and `render-refund:{hold's ledger id}`.
const HOLD_PREFIX = 'render-hold:';
const REFUND_PREFIX = 'render-refund:';

const after = (prefix: string, reference: string | null) =>
  reference?.startsWith(prefix) ? reference.slice(prefix.length) : undefined;
/** The distinct ids `idOf` finds in the entries. */
const ids = <T>(entries: LedgerEntry[], idOf: (entry: LedgerEntry) => T | undefined): T[] => [
  ...new Set(entries.map(idOf).filter((id): id is T => id !== undefined)),
];
const ofReason = (entries: LedgerEntry[], reason: CreditReason) =>
  entries.filter((entry) => entry.reason === reason);

/**
 * A page of a user's ledger, newest first, `limit` rows older than `before` (all the newest
 * without it), each row joined to what explains it: the pack's receipt, the render a hold or
 * refund was for, the licences a spend paid for, the audit entry of an admin's adjustment. The
 * page is read first, then each module is asked about the rows it explains, side by side.
 */
export async function statementRows(
  { db, receipts }: StatementSources,
  userId: string,
  before: number | undefined,
  limit: number,
): Promise<StatementRow[]> {
  const entries = await creditLedgerReads.page(db, userId, before, limit);
  const holdIds = ids(entries, (entry) => {
    const id = Number(after(REFUND_PREFIX, entry.reference));
    return Number.isSafeInteger(id) ? id : undefined;
  });
  const holdReferences = await creditLedgerReads.referencesOf(db, userId, holdIds);
  // A hold names its render; a refund names its hold, whose reference names the render.
  const renderIdOf = (entry: LedgerEntry) => {
    const refunded = after(REFUND_PREFIX, entry.reference);
    const holdReference =
      refunded === undefined ? entry.reference : (holdReferences.get(Number(refunded)) ?? null);
    const id = after(HOLD_PREFIX, holdReference);
    return id !== undefined && isUuid(id) ? id : undefined;
  };
  const purchases = ofReason(entries, 'template_purchase').map((entry) => entry.id);
  const batchReferences = new Map(
    entries.flatMap((entry) => {
      const parsed = parseBatchReference(entry.reference);
      return parsed ? [[entry.id, parsed] as const] : [];
    }),
  );
  const [renders, receiptNumbers, licensed, adjustments, batches] = await Promise.all([
    renderOrders.findRenders(db, ids(entries, renderIdOf)),
    receipts.numbersOfProviderOrders(
      userId,
      ids(ofReason(entries, 'credit_purchase'), (entry) => entry.reference ?? undefined),
    ),
    commerceRecords.templatesLicensedBy(db, userId, purchases),
    auditLog.adjustmentReasons(
      db,
      ofReason(entries, 'admin_adjustment').map((entry) => entry.id),
    ),
    batchesForStatement(db, userId, [...batchReferences.values()]),
  ]);
  const templates = await catalogueTemplates.findTemplatesByIds(db, [
    ...new Set([...licensed.values()].flat()),
  ]);
  const nameOf = new Map(templates.map((template) => [template.id, template.name]));
  const renderOf = new Map(renders.map((render) => [render.id, render]));

  return entries.map((entry) => {
    const render = renderOf.get(renderIdOf(entry) ?? '');
    const batchReference = batchReferences.get(entry.id);
    const batch = batchReference && batches.get(batchReference.batchId);
    const names =
      entry.reason === 'template_purchase'
        ? (licensed.get(entry.id) ?? []).flatMap((id) => nameOf.get(id) ?? [])
        : [];
    return {
      id: entry.id,
      delta: entry.delta,
      reason: entry.reason,
      balanceAfter: entry.balanceAfter,
      createdAt: entry.createdAt,
      receiptNumber:
        entry.reason === 'credit_purchase'
          ? (receiptNumbers.get(entry.reference ?? '') ?? null)
          : null,
      renderTemplate: render?.templateName ?? null,
      renderStatus: render?.status ?? null,
      renderRefunded: render?.refunded ?? false,
      // The first by name, as the statement has always named it.
      firstTemplate: names.length === 0 ? null : names.reduce((a, b) => (b < a ? b : a)),
      templateCount: names.length,
      adjustmentReason:
        entry.reason === 'admin_adjustment' ? (adjustments.get(entry.id) ?? null) : null,
      batch: batchReference && batch ? { ...batchReference, ...batch } : null,
      apiKeyName: entry.apiKeyName,
      memberUserId: entry.memberUserId,
    };
  });
}
