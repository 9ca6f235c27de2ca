import { describe, expect, it } from 'vitest';
import { EXPIRY_ROUNDING_SECONDS, MediaUrlSigner } from './media-url-signer';

const signer = new MediaUrlSigner('a-url-signing-secret-that-is-long-enough');
const key = 'private/compiled/sunrise.mp4';
const at = (isoTime: string) => Date.parse(isoTime);

describe('signed media links', () => {
  it('rounds the expiry up to the next hour after the ttl', () => {
    expect(signer.expiryFor(600, at('2026-03-01T10:05:00Z'))).toBe(
      at('2026-03-01T11:00:00Z') / 1000,
    );
    expect(signer.expiryFor(3600, at('2026-03-01T10:05:00Z'))).toBe(
      at('2026-03-01T12:00:00Z') / 1000,
    );
    expect(signer.expiryFor(3600, at('2026-03-01T10:00:00Z'))).toBe(
      at('2026-03-01T11:00:00Z') / 1000,
    );
  });

  it('gives every request within the hour the same expiry, hence the same URL', () => {
    const early = signer.expiryFor(7200, at('2026-03-01T10:00:01Z'));
    const late = signer.expiryFor(7200, at('2026-03-01T10:59:59Z'));
    expect(early).toBe(late);
    expect(early % EXPIRY_ROUNDING_SECONDS).toBe(0);
  });

  it('never expires sooner than the ttl asks', () => {
    for (let second = 0; second < 7200; second += 97) {
      const now = at('2026-03-01T10:00:00Z') + second * 1000;
      expect(signer.expiryFor(1800, now) * 1000).toBeGreaterThanOrEqual(now + 1800 * 1000);
    }
  });

  it('accepts its own signature until the expiry', () => {
    const expiry = at('2026-03-01T11:00:00Z') / 1000;
    const signature = signer.sign(key, expiry);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer.verify(key, String(expiry), signature, at('2026-03-01T10:59:59Z'))).toBe('valid');
    expect(signer.verify(key, String(expiry), signature, at('2026-03-01T11:00:00Z'))).toBe(
      'expired',
    );
  });

  it('refuses an altered key, expiry or signature as invalid', () => {
    const expiry = at('2026-03-01T11:00:00Z') / 1000;
    const signature = signer.sign(key, expiry);
    const now = at('2026-03-01T10:00:00Z');
    expect(signer.verify('private/compiled/other.mp4', String(expiry), signature, now)).toBe(
      'invalid',
    );
    expect(signer.verify(key, String(expiry + 3600), signature, now)).toBe('invalid');
    expect(signer.verify(key, `0${expiry}`, signature, now)).toBe('invalid');
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(signer.verify(key, String(expiry), flipped, now)).toBe('invalid');
    expect(signer.verify(key, String(expiry), `${signature}A`, now)).toBe('invalid');
    expect(signer.verify(key, String(expiry), undefined, now)).toBe('invalid');
    expect(signer.verify(key, undefined, signature, now)).toBe('invalid');
    expect(signer.verify(key, 'soon', signature, now)).toBe('invalid');
  });

  it('reports an altered expiry as invalid even when the altered one has passed', () => {
    const expiry = at('2026-03-01T11:00:00Z') / 1000;
    const signature = signer.sign(key, expiry);
    expect(signer.verify(key, String(expiry - 7200), signature, at('2026-03-01T10:00:00Z'))).toBe(
      'invalid',
    );
  });

  it('accepts only the canonical spelling of a signature, not one with other spare bits', () => {
    const expiry = signer.expiryFor(3600, at('2026-03-01T10:00:00Z'));
    const now = at('2026-03-01T10:00:00Z');
    const signature = signer.sign(key, expiry);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.at(-1) as string);
    // The last character's low two bits are padding: these decode to the very same bytes.
    const sameBytes = [0, 1, 2, 3]
      .map((spare) => alphabet[(last & ~3) | spare] as string)
      .filter((char) => char !== signature.at(-1))
      .map((char) => signature.slice(0, -1) + char);
    expect(sameBytes).toHaveLength(3);
    for (const variant of sameBytes) {
      expect(Buffer.from(variant, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
      expect(signer.verify(key, String(expiry), variant, now)).toBe('invalid');
    }
    expect(signer.verify(key, String(expiry), signature, now)).toBe('valid');
  });

  it('depends on the secret', () => {
    const other = new MediaUrlSigner('another-url-signing-secret-long-enough!!');
    expect(other.sign(key, 1_800_000_000)).not.toBe(signer.sign(key, 1_800_000_000));
  });
});
