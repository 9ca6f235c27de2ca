import type { StoreMetrics } from '../../observability';
import type { ObservedCreditChange } from '../credits';

/**
 * A render order's hold and its refund are ledger rows whose reference names them (see the
 * renders module's `render-holds.ts`): the ledger has no reason of their own for them.
 */
const RENDER_HOLD = 'render-hold:';
const RENDER_REFUND = 'render-refund:';

type ReasonCounter = StoreMetrics['credits']['spent'];

/**
 * A counter's series by ledger reason, each made once: prom-client's `inc(labels, value)` hashes
 * the labels on every call, and a spend is counted on every purchase.
 */
function byReason(counter: ReasonCounter) {
  const series = new Map<string, ReturnType<ReasonCounter['labels']>>();
  return (reason: string) => {
    let one = series.get(reason);
    if (!one) series.set(reason, (one = counter.labels(reason)));
    return one;
  };
}

/**
 * Counts committed credit changes into the credit (and render refund) counters: answers the
 * function that counts one, from the change `applyCreditChange` applied.
 */
export function creditCounter(
  metrics: Pick<StoreMetrics, 'credits' | 'renders'>,
): (change: ObservedCreditChange) => void {
  const spent = byReason(metrics.credits.spent);
  const granted = byReason(metrics.credits.granted);
  return (change) => {
    const credits = Math.abs(change.delta);
    const reference = change.reference ?? '';
    if (change.delta < 0) {
      if (reference.startsWith(RENDER_HOLD)) metrics.credits.held.inc(credits);
      else spent(change.reason).inc(credits);
      return;
    }
    if (change.reason === 'credit_purchase') {
      metrics.credits.bought.inc(credits);
      return;
    }
    granted(change.reason).inc(credits);
    if (change.reason === 'refund' && reference.startsWith(RENDER_REFUND)) {
      metrics.renders.refunded.inc();
    }
  };
}
