import { CommerceMessage, ErrorCode, paymentFailedText } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { downloadFailure, purchaseFailure } from './failure';

const fromServer = (status: number, code: string, message: string, details = {}) =>
  new ApiError(status, code, message, details, { fromServer: true });
const network = new ApiError(0, ErrorCode.Network, 'offline');

describe('purchase and download failures', () => {
  it('open Insufficient Credits with the server numbers, the shown price when it gives none', () => {
    const error = fromServer(402, ErrorCode.InsufficientCredits, 'Not enough credits', {
      creditsRequired: 120,
      userCredits: 30,
    });
    expect(downloadFailure(error, 99)).toEqual({
      kind: 'insufficient-credits',
      creditsRequired: 120,
      userCredits: 30,
      // Paying as oneself, the store's own line says it.
      message: null,
    });
    expect(purchaseFailure(fromServer(402, ErrorCode.InsufficientCredits, 'x'), 99)).toEqual({
      kind: 'insufficient-credits',
      creditsRequired: 99,
      userCredits: 0,
      message: null,
    });
  });

  it('tell the new price when it changed, and ask a signed-out user to sign in', () => {
    const changed = fromServer(409, ErrorCode.PriceChanged, 'x', { currentPrice: 59 });
    expect(purchaseFailure(changed, 49)).toEqual({
      kind: 'price-changed',
      message: `${CommerceMessage.priceChanged} It now costs 59 credits.`,
    });
    expect(downloadFailure(fromServer(401, ErrorCode.Unauthorized, 'x'), 49)).toEqual({
      kind: 'sign-in',
    });
  });

  it('word a purchase failure as the spec does', () => {
    expect(purchaseFailure(fromServer(404, ErrorCode.NotFound, 'x'), 1)).toEqual({
      kind: 'message',
      message: CommerceMessage.templateNotFound,
    });
    expect(purchaseFailure(network, 1)).toEqual({
      kind: 'message',
      message: CommerceMessage.paymentNetworkError,
    });
    expect(purchaseFailure(fromServer(500, ErrorCode.Internal, 'Boom'), 1)).toEqual({
      kind: 'message',
      message: CommerceMessage.failedToPurchase,
    });
  });

  it('word a download failure as the spec does', () => {
    expect(downloadFailure(network, 1)).toEqual({
      kind: 'message',
      message: CommerceMessage.paymentNetworkError,
    });
    expect(downloadFailure(fromServer(503, ErrorCode.ServiceUnavailable, 'Try later'), 1)).toEqual({
      kind: 'message',
      message: paymentFailedText('Try later'),
    });
    expect(downloadFailure(new ApiError(502, ErrorCode.Internal, 'proxy page'), 1)).toEqual({
      kind: 'message',
      message: CommerceMessage.failedToProcessDownload,
    });
  });
});
