import {
  insertRender,
  findRender,
  findRenders,
  findOwnRender,
  findActiveOrder,
  findActiveRendersOf,
  countActiveRenders,
  nextQueueRound,
  countPreviewsSince,
  moveRender,
  moveOwnRender,
  markProcessing,
  recordProgress,
  recordHeartbeat,
  requeueRender,
  findStalledRenders,
  activeRenderIds,
} from './render-orders.repository';
import { findRenderOutcome } from './generated-videos.repository';

/**
 * The render orders' rows (a render or scene export each), as the renders module places, moves
 * and sweeps them inside its own transactions: the generated videos module owns the table and
 * every query of it (ADR 39), the renders module does the work.
 */
export const renderOrders = {
  insertRender,
  findRender,
  findRenders,
  findOwnRender,
  findActiveOrder,
  findActiveRendersOf,
  countActiveRenders,
  nextQueueRound,
  countPreviewsSince,
  moveRender,
  moveOwnRender,
  markProcessing,
  recordProgress,
  recordHeartbeat,
  requeueRender,
  findStalledRenders,
  activeRenderIds,
  /** How an order ended, for the render counters. */
  findRenderOutcome,
};
