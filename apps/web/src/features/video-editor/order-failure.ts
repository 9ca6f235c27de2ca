import { CommerceMessage, ErrorCode, RenderMessage } from '@frameshop/contract';
import { isApiError, serverMessageOr } from '../../lib/api-error';
import { shortageMessage } from '../../lib/spend-refusal';

/** How a refused order or preview is answered in the editor. */
export type OrderFailure =
  | {
      kind: 'insufficient-credits';
      creditsRequired: number;
      userCredits: number;
      message: string | null;
    }
  | { kind: 'price-changed'; currentPrice: number | null }
  | { kind: 'message'; message: string };

const numberOr = <T>(value: unknown, fallback: T): number | T =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** A refusal in the server's words (a 429 says how long to wait); a made-up one in ours. */
export function orderFailure(error: unknown, shownPrice: number): OrderFailure {
  if (isApiError(error) && error.code === ErrorCode.InsufficientCredits) {
    return {
      kind: 'insufficient-credits',
      creditsRequired: numberOr(error.details.creditsRequired, shownPrice),
      userCredits: numberOr(error.details.userCredits, 0),
      message: shortageMessage(error),
    };
  }
  if (isApiError(error) && error.code === ErrorCode.PriceChanged) {
    return { kind: 'price-changed', currentPrice: numberOr(error.details.currentPrice, null) };
  }
  if (isApiError(error) && error.status === 429 && !error.fromServer) {
    return { kind: 'message', message: RenderMessage.previewLimit };
  }
  if (isApiError(error) && error.status === 0) {
    return { kind: 'message', message: CommerceMessage.paymentNetworkError };
  }
  return {
    kind: 'message',
    message: serverMessageOr(error, 'The render could not be ordered. Please try again.'),
  };
}
