import { ErrorCode } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { newIdempotencyKey, outcomeUnknown } from './idempotency-key';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('gives a different UUID v4 each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(uuid);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('builds a UUID v4 itself where randomUUID is missing', () => {
    // randomUUID lives on Crypto's prototype: an own property hides it, deleting it restores it.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(uuid);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('outcomeUnknown', () => {
  it('is true when no answer came or the server failed, false for a refusal it worded', () => {
    expect(outcomeUnknown(new ApiError(0, ErrorCode.Network, 'offline'))).toBe(true);
    expect(outcomeUnknown(new ApiError(503, ErrorCode.ServiceUnavailable, 'restarting'))).toBe(
      true,
    );
    expect(outcomeUnknown(new Error('boom'))).toBe(true);
    expect(outcomeUnknown(new ApiError(402, ErrorCode.InsufficientCredits, 'Not enough'))).toBe(
      false,
    );
    expect(outcomeUnknown(new ApiError(409, ErrorCode.PriceChanged, 'changed'))).toBe(false);
  });
});
