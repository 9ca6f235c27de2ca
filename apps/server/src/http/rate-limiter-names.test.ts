import { describe, expect, it } from 'vitest';
import { RateLimiterNames } from './rate-limiter-names';

describe('the names of the rate limiters', () => {
  it('keys each limiter by its limit, what it counts by, then the value counted', () => {
    const names = new RateLimiterNames();
    const key = names.keyOf('otpSend', 'phone', () => '+919876543210');
    expect(key({} as never)).toBe('otpSend:phone:+919876543210');
    expect(names.isNamed(key)).toBe(true);
    expect(names.isNamed((request: { ip: string }) => request.ip)).toBe(false);
  });

  it('refuses a second limiter under a name already taken', () => {
    const names = new RateLimiterNames();
    names.keyOf('otpSend', 'email', () => 'a@example.com');
    expect(() => names.keyOf('otpSend', 'email', () => 'b@example.com')).toThrow(
      'Two rate limiters are named otpSend:email',
    );
    // The same limit counted by something else is another limiter, with keys of its own.
    expect(names.keyOf('otpSend', 'phone', () => '+919876543210')({} as never)).toBe(
      'otpSend:phone:+919876543210',
    );
  });

  it('refuses a name that could run into another name', () => {
    const names = new RateLimiterNames();
    expect(() => names.take('otp:send', 'ip')).toThrow('one camelCase word');
    expect(() => names.take('', 'ip')).toThrow('one camelCase word');
  });
});
