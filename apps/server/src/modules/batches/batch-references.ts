import type { ExportKind } from '@frameshop/contract';
import type { Tx } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { findBatchesOf } from './batches.repository';

/**
 * The ledger references of a batch's credits (ADR 45), written here and read back here: each
 * names the batch, and a row's the row (from 0) and its attempt, so that no cause applies twice
 * and the credit statement can say what each was for.
 */
export const batchReference = {
  /** The whole total, held at confirm. */
  hold: (batchId: string) => `batch-hold:${batchId}`,
  /** A failed row's share, held again to retry it. */
  rehold: (batchId: string, row: number, attempt: number) =>
    `batch-rehold:${batchId}:${row}:${attempt}`,
  /** The licence, held again by a retry after it was returned. */
  licenceHold: (batchId: string, retries: number) => `batch-licence-hold:${batchId}:${retries}`,
  /** A failed or cancelled row's share, returned. */
  refund: (batchId: string, row: number, attempt: number) =>
    `batch-refund:${batchId}:${row}:${attempt}`,
  /** The licence, returned when the batch ended with nothing made. */
  licenceRefund: (batchId: string, retries: number) => `batch-licence-refund:${batchId}:${retries}`,
};

export type BatchReferenceKind = keyof typeof batchReference;

/** The hold a row's attempt was paid from: the first attempt's by the batch's, a retry's by its own. */
export const rowAttemptHold = (batchId: string, row: number, attempt: number) =>
  attempt === 1 ? batchReference.hold(batchId) : batchReference.rehold(batchId, row, attempt);

export interface ParsedBatchReference {
  /** What the credits did: held, held again, returned… */
  what: BatchReferenceKind;
  batchId: string;
  /** The row, from 0, for a row's share. */
  row: number | null;
}

const PREFIXES: [string, BatchReferenceKind][] = [
  ['batch-hold:', 'hold'],
  ['batch-rehold:', 'rehold'],
  ['batch-licence-hold:', 'licenceHold'],
  ['batch-refund:', 'refund'],
  ['batch-licence-refund:', 'licenceRefund'],
];

/** What a ledger reference says of a batch; undefined for one no batch wrote. */
export function parseBatchReference(reference: string | null): ParsedBatchReference | undefined {
  if (!reference) return undefined;
  const found = PREFIXES.find(([prefix]) => reference.startsWith(prefix));
  if (!found) return undefined;
  const [prefix, what] = found;
  const [batchId = '', row] = reference.slice(prefix.length).split(':');
  if (!isUuid(batchId)) return undefined;
  const perRow = what === 'rehold' || what === 'refund';
  return { what, batchId, row: perRow && row !== undefined ? Number(row) : null };
}

/** A batch as the credit statement names it. */
export interface BatchForStatement {
  templateName: string;
  kind: ExportKind;
  results: number;
  /** Still making rows: what it holds is not charged yet. */
  open: boolean;
}

/** The user's batches that these references name, by id (one query for any number). */
export async function batchesForStatement(
  tx: Tx,
  userId: string,
  references: readonly ParsedBatchReference[],
): Promise<Map<string, BatchForStatement>> {
  const ids = [...new Set(references.map((reference) => reference.batchId))];
  const found = await findBatchesOf(tx, userId, ids);
  return new Map(
    found.map((batch) => [
      batch.id,
      {
        templateName: batch.templateName,
        kind: batch.kind,
        results: batch.rowCount,
        open: batch.finishedAt === null && batch.cancelledAt === null,
      },
    ]),
  );
}
