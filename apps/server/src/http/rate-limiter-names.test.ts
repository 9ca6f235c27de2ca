import { describe, expect, it } from 'vitest';
import { countedValueHash } from './counted-value-hash';
import { RateLimiterNames } from './rate-limiter-names';

const hash = countedValueHash('a-secret-for-the-rate-limiter-names-test');

describe('the names of the rate limiters', () => {
  it('keys each limiter by its limit, what it counts by, then the value counted', () => {
    const names = new RateLimiterNames(hash);
    const key = names.keyOf('otpSend', 'user', () => '4821');
    expect(key({} as never)).toBe('otpSend:user:4821');
    expect(names.isNamed(key)).toBe(true);
    expect(names.isNamed((request: { ip: string }) => request.ip)).toBe(false);
  });

  it('refuses a second limiter under a name already taken', () => {
    const names = new RateLimiterNames(hash);
    names.keyOf('otpSend', 'email', () => 'a@example.com');
    expect(() => names.keyOf('otpSend', 'email', () => 'b@example.com')).toThrow(
      'Two rate limiters are named otpSend:email',
    );
    // The same limit counted by something else is another limiter, with keys of its own.
    expect(names.keyOf('otpSend', 'phone', () => '+919876543210')({} as never)).toBe(
      `otpSend:phone:${hash('+919876543210')}`,
    );
  });

  it('keeps an address, an email or a phone number in a key only as its keyed hash', () => {
    const names = new RateLimiterNames(hash);
    const values = { ip: '203.0.113.7', email: 'john@example.com', phone: '+919876543210' };
    for (const [countedBy, value] of Object.entries(values)) {
      const key = names.keyOf(
        'contact',
        countedBy as keyof typeof values,
        () => value,
      )({} as never);
      expect(key).toMatch(new RegExp(`^contact:${countedBy}:[\\w-]{43}$`));
      expect(key).not.toContain(value);
      expect(key).not.toContain('example');
    }
    // Keyed: another secret makes other keys, so a key cannot be matched by hashing candidates.
    expect(hash('john@example.com')).not.toBe(
      countedValueHash('another secret')('john@example.com'),
    );
    // The same value, the same key: counting is unchanged.
    expect(hash('john@example.com')).toBe(hash('john@example.com'));
  });

  it('refuses a name that could run into another name', () => {
    const names = new RateLimiterNames(hash);
    expect(() => names.take('otp:send', 'ip')).toThrow('one camelCase word');
    expect(() => names.take('', 'ip')).toThrow('one camelCase word');
  });
});
