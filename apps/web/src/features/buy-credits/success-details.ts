/**
 * What the payment flow hands the success page in the router's location state (the spec's
 * "payment success details"). Location state survives a reload but can be anything, so the page
 * reads it through `successDetailsOf`.
 */
export interface PurchaseSuccessDetails {
  credits: number;
  /** Paise, as the server reported it. */
  amount: number;
  newBalance: number;
  transactionId: string;
  /** The order's receipt; absent while the server has not said (a page opened from old state). */
  receiptNumber?: number;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The details in a location's state, or null when it carries none (a bare visit). */
export function successDetailsOf(state: unknown): PurchaseSuccessDetails | null {
  if (typeof state !== 'object' || state === null) return null;
  const { credits, amount, newBalance, transactionId, receiptNumber } = state as Record<
    string,
    unknown
  >;
  if (!isCount(credits) || !isCount(amount) || !isCount(newBalance)) return null;
  if (typeof transactionId !== 'string' || transactionId === '') return null;
  const details = { credits, amount, newBalance, transactionId };
  return isCount(receiptNumber) && receiptNumber > 0 ? { ...details, receiptNumber } : details;
}
