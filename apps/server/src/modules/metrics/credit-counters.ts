import type { StoreMetrics } from '../../observability';
import type { ObservedCreditChange } from '../credits';

/**
 * A render order's hold and its refund are ledger rows whose reference names them (see the
 * renders module's `render-holds.ts`): the ledger has no reason of their own for them.
 */
const RENDER_HOLD = 'render-hold:';
const RENDER_REFUND = 'render-refund:';

/** Counts one committed credit change into the credit (and render refund) counters. */
export function countCreditChange(
  metrics: Pick<StoreMetrics, 'credits' | 'renders'>,
  change: ObservedCreditChange,
): void {
  const credits = Math.abs(change.delta);
  const reference = change.reference ?? '';
  if (change.delta < 0) {
    if (reference.startsWith(RENDER_HOLD)) metrics.credits.held.inc(credits);
    else metrics.credits.spent.inc({ reason: change.reason }, credits);
    return;
  }
  if (change.reason === 'credit_purchase') {
    metrics.credits.bought.inc(credits);
    return;
  }
  metrics.credits.granted.inc({ reason: change.reason }, credits);
  if (change.reason === 'refund' && reference.startsWith(RENDER_REFUND)) {
    metrics.renders.refunded.inc();
  }
}
