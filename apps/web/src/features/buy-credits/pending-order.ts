/**
 * The order whose payment may be under way, kept for this tab: if the page is closed or reloaded
 * before the server confirmed the payment, opening it again asks the server how the order ended
 * instead of forgetting a payment that may have gone through.
 */
const STORAGE_KEY = 'frameshop.pendingCreditOrder';

/** Past the server's reconciliation window (3 days) an order has settled one way or the other. */
const PENDING_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

interface PendingOrder {
  orderId: string;
  /** Another account signing in on this tab must not see this user's order. */
  userId: string;
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: the page still works, it only forgets.
    return null;
  }
}

export function rememberPendingOrder(orderId: string, userId: string): void {
  const record: PendingOrder = { orderId, userId, savedAt: Date.now() };
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(record));
  } catch {
    // A full or blocked storage only loses the reminder.
  }
}

export function forgetPendingOrder(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The order this user left pending in this tab, if any and not too old. */
export function pendingOrderOf(userId: string): string | null {
  let record: Partial<PendingOrder>;
  try {
    record = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as Partial<PendingOrder>;
  } catch {
    return null;
  }
  if (!record || typeof record.orderId !== 'string' || record.userId !== userId) return null;
  if (typeof record.savedAt !== 'number' || Date.now() - record.savedAt > PENDING_LIFETIME_MS) {
    forgetPendingOrder();
    return null;
  }
  return record.orderId;
}
