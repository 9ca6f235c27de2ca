import { findRenderOutcome } from './generated-videos.repository';
import { renderCountsPerTemplate } from './render-figures.repository';
import {
  activeRenderIds,
  cancelWaitingBatchRenders,
  hasActiveBatchRenders,
  countBatchRenders,
  countBatchRowsInQueue,
  insertRenders,
  findRenderResults,
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
} from './render-orders.repository';

/**
 * The render orders' rows (a render or scene export each), as the renders module places, moves
 * and sweeps them inside its own transactions: the generated videos module owns the table and
 * every query of it (ADR 39), the renders module does the work. Each query another module may run
 * is named here (the repository's own doc comments say what each does); a query added to the
 * repository stays the module's own until it is.
 */
export const renderOrders = {
  // Placing an order (the renders service).
  insertRender,
  nextQueueRound,
  countActiveRenders,
  countPreviewsSince,
  // Reading orders: the events streams, the holds, the credit statement, the start-up clean-up
  // and the store move's check.
  findRender,
  findRenders,
  findOwnRender,
  findActiveOrder,
  findActiveRendersOf,
  activeRenderIds,
  // Moving an order: cancels, holds, the render job and the sweeper.
  moveRender,
  moveOwnRender,
  markProcessing,
  recordProgress,
  recordHeartbeat,
  requeueRender,
  findStalledRenders,
  // A batch's rows (the batches module): placed together, counted, their waiting ones cancelled.
  insertRenders,
  findRenderResults,
  countBatchRenders,
  hasActiveBatchRenders,
  cancelWaitingBatchRenders,
  countBatchRowsInQueue,
  // Figures: how an order ended (the render counters), and the orders per template (the admin's
  // render figures).
  findRenderOutcome,
  renderCountsPerTemplate,
};
