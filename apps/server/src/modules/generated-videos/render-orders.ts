import type { Tx } from '../../db/database';
import { findRenderOutcome } from './generated-videos.repository';
import type { GeneratedVideoRow, NewGeneratedVideoRow } from './generated-videos.schema';
import {
  renderCountsPerTemplate,
  type PlacedWithin,
  type TemplateRenderCounts,
} from './render-figures.repository';
import {
  activeRenderIds,
  countActiveRenders,
  countPreviewsSince,
  findActiveOrder,
  findActiveRendersOf,
  findOwnRender,
  findRender,
  findRenders,
  findStalledRenders,
  insertRender,
  markProcessing,
  moveOwnRender,
  moveRender,
  nextQueueRound,
  recordHeartbeat,
  recordProgress,
  requeueRender,
  type RenderAttempt,
  type StalledRender,
} from './render-orders.repository';

type Status = GeneratedVideoRow['status'];
type Changes = Partial<NewGeneratedVideoRow>;

/**
 * The render orders' rows (a render or scene export each), as the renders module places, moves
 * and sweeps them inside its own transactions: the generated videos module owns the table and
 * every query of it (ADR 39), the renders module does the work. Each query another module may run
 * is named here (the repository's own doc comments say what each does); a query added to the
 * repository stays the module's own until it is.
 */
class RenderOrders {
  // ── Placing an order (the renders service) ─────────────────────────────────────────────────────

  insertRender(tx: Tx, row: NewGeneratedVideoRow): Promise<GeneratedVideoRow> {
    return insertRender(tx, row);
  }

  nextQueueRound(tx: Tx, userId: string, preview: boolean): Promise<number> {
    return nextQueueRound(tx, userId, preview);
  }

  countActiveRenders(tx: Tx, userId: string): Promise<number> {
    return countActiveRenders(tx, userId);
  }

  countPreviewsSince(tx: Tx, userId: string, since: Date): Promise<number> {
    return countPreviewsSince(tx, userId, since);
  }

  // ── Reading orders ────────────────────────────────────────────────────────────────────────────

  findRender(tx: Tx, id: string): Promise<GeneratedVideoRow | undefined> {
    return findRender(tx, id);
  }

  /** These renders, whoever owns them (the events streams and the credit statement). */
  findRenders(tx: Tx, ids: string[]): Promise<GeneratedVideoRow[]> {
    return findRenders(tx, ids);
  }

  findOwnRender(tx: Tx, userId: string, id: string): Promise<GeneratedVideoRow | undefined> {
    return findOwnRender(tx, userId, id);
  }

  /** The user's other waiting or running paid order of the template (the holds). */
  findActiveOrder(
    tx: Tx,
    order: { userId: string; templateId: string; exceptId?: string; holding: boolean },
  ): Promise<GeneratedVideoRow | undefined> {
    return findActiveOrder(tx, order);
  }

  findActiveRendersOf(tx: Tx, userId: string): Promise<{ id: string }[]> {
    return findActiveRendersOf(tx, userId);
  }

  /** The renders still waiting or running: the start-up clean-up, and the store move's check. */
  activeRenderIds(tx: Tx): Promise<Set<string>> {
    return activeRenderIds(tx);
  }

  // ── Moving an order (cancels, holds, the render job and the sweeper) ─────────────────────────────

  moveRender(
    tx: Tx,
    id: string,
    from: readonly Status[],
    changes: Changes,
  ): Promise<GeneratedVideoRow | undefined> {
    return moveRender(tx, id, from, changes);
  }

  moveOwnRender(
    tx: Tx,
    attempt: RenderAttempt,
    from: readonly Status[],
    changes: Changes,
  ): Promise<GeneratedVideoRow | undefined> {
    return moveOwnRender(tx, attempt, from, changes);
  }

  markProcessing(tx: Tx, id: string, workerId: string | null) {
    return markProcessing(tx, id, workerId);
  }

  recordProgress(tx: Tx, attempt: RenderAttempt, progress: number): Promise<boolean> {
    return recordProgress(tx, attempt, progress);
  }

  recordHeartbeat(tx: Tx, attempt: RenderAttempt): Promise<boolean> {
    return recordHeartbeat(tx, attempt);
  }

  requeueRender(tx: Tx, attempt: RenderAttempt) {
    return requeueRender(tx, attempt);
  }

  findStalledRenders(tx: Tx, seconds: number): Promise<StalledRender[]> {
    return findStalledRenders(tx, seconds);
  }

  // ── Figures ───────────────────────────────────────────────────────────────────────────────────

  /** How an order ended, for the render counters. */
  findRenderOutcome(tx: Tx, id: string) {
    return findRenderOutcome(tx, id);
  }

  /** The orders counted per template, for the admin's render figures. */
  renderCountsPerTemplate(tx: Tx, placed: PlacedWithin | null): Promise<TemplateRenderCounts[]> {
    return renderCountsPerTemplate(tx, placed);
  }
}

export const renderOrders = new RenderOrders();
