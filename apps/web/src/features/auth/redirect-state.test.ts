import { describe, expect, it } from 'vitest';
import { redirectTargetFrom } from './redirect-state';

describe('redirectTargetFrom', () => {
  it('returns the path the protected route remembered', () => {
    expect(redirectTargetFrom({ from: '/Cart?coupon=x' })).toBe('/Cart?coupon=x');
  });

  it.each([
    ['no state', null],
    ['a state without from', { other: 1 }],
    ['a non-string from', { from: 42 }],
    ['an absolute URL', { from: 'https://evil.example/' }],
    ['a protocol-relative URL', { from: '//evil.example/' }],
  ])('ignores %s', (_label, state) => {
    expect(redirectTargetFrom(state)).toBeNull();
  });
});
