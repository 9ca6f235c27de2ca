import { CommerceMessage, ErrorCode, paymentFailedText } from '@frameshop/contract';
import { isApiError } from '../../lib/api-error';
import { formatCredits } from '../../lib/format';
import { isOverMonthlyLimit, shortageMessage } from '../../lib/spend-refusal';

/** How a refused purchase or download is answered on screen. */
export type Failure =
  | { kind: 'sign-in' }
  | {
      kind: 'insufficient-credits';
      creditsRequired: number;
      userCredits: number;
      message: string | null;
    }
  | { kind: 'price-changed'; message: string }
  | { kind: 'message'; message: string };

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The parts every action answers alike: sign in, too few credits, a new price, no such template. */
function commonFailure(error: unknown, shownPrice: number): Failure | null {
  if (!isApiError(error)) return null;
  if (error.status === 401) return { kind: 'sign-in' };
  if (isOverMonthlyLimit(error)) return { kind: 'message', message: error.message };
  if (error.code === ErrorCode.InsufficientCredits) {
    return {
      kind: 'insufficient-credits',
      creditsRequired: numberOr(error.details.creditsRequired, shownPrice),
      userCredits: numberOr(error.details.userCredits, 0),
      message: shortageMessage(error),
    };
  }
  if (error.code === ErrorCode.PriceChanged) {
    const current = error.details.currentPrice;
    return {
      kind: 'price-changed',
      message:
        typeof current === 'number'
          ? `${CommerceMessage.priceChanged} It now costs ${formatCredits(current)}.`
          : CommerceMessage.priceChanged,
    };
  }
  if (error.code === ErrorCode.NotFound) {
    return { kind: 'message', message: CommerceMessage.templateNotFound };
  }
  return null;
}

/** A purchase refused: the spec's 'Failed to purchase template' for anything not named above. */
export function purchaseFailure(error: unknown, shownPrice: number): Failure {
  return (
    commonFailure(error, shownPrice) ?? {
      kind: 'message',
      message:
        isApiError(error) && error.status === 0
          ? CommerceMessage.paymentNetworkError
          : CommerceMessage.failedToPurchase,
    }
  );
}

/**
 * A download refused: no answer gives the network message, a server error in its own words
 * 'Failed to process payment: {error}', anything else 'Failed to process payment for download'.
 */
export function downloadFailure(error: unknown, shownPrice: number): Failure {
  const common = commonFailure(error, shownPrice);
  if (common) return common;
  if (isApiError(error) && error.status === 0) {
    return { kind: 'message', message: CommerceMessage.paymentNetworkError };
  }
  if (isApiError(error) && error.fromServer && error.message) {
    return { kind: 'message', message: paymentFailedText(error.message) };
  }
  return { kind: 'message', message: CommerceMessage.failedToProcessDownload };
}
