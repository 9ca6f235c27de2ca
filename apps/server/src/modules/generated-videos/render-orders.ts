import { findRenderOutcome } from './generated-videos.repository';
import * as renderOrderQueries from './render-orders.repository';
import { renderCountsPerTemplate } from './render-figures.repository';

/**
 * The render orders' rows (a render or scene export each), as the renders module places, moves
 * and sweeps them inside its own transactions: the generated videos module owns the table and
 * every query of it (ADR 39), the renders module does the work.
 */
export const renderOrders = {
  ...renderOrderQueries,
  /** How an order ended, for the render counters. */
  findRenderOutcome,
  /** The orders counted per template, for the admin's render figures. */
  renderCountsPerTemplate,
};
