import { ErrorCode } from '@frameshop/contract';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { useIdempotencyKey } from './use-idempotency-key';

describe('useIdempotencyKey', () => {
  it('keeps the key for a retry after an unknown outcome, and starts a new one after an answer', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.take();

    result.current.settle(new ApiError(0, ErrorCode.Network, 'offline'));
    expect(result.current.take()).toBe(first);

    result.current.settle(new ApiError(402, ErrorCode.InsufficientCredits, 'Not enough credits'));
    const second = result.current.take();
    expect(second).not.toBe(first);

    result.current.settle();
    expect(result.current.take()).not.toBe(second);
  });
});
