import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SignedUrlOptions } from './storage';

/** Where the media route is mounted; the links below must agree with it. */
export const MEDIA_URL_PREFIX = '/media/';

/**
 * Expiries are rounded up to this boundary, so every link to one file made within the same hour is
 * the same URL: the browser's cache keeps a video it has already loaded instead of fetching it anew.
 */
export const EXPIRY_ROUNDING_SECONDS = 3600;

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

const EXPIRY_PATTERN = /^[1-9]\d{0,11}$/;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** HMAC-SHA256 over a media key and its expiry, in unix seconds. */
export class MediaUrlSigner {
  constructor(private readonly secret: string) {}

  /** The expiry for a link that must stay valid at least `ttlSeconds` from now. */
  expiryFor(ttlSeconds: number, nowMs = Date.now()): number {
    const earliest = Math.floor(nowMs / 1000) + ttlSeconds;
    return Math.ceil(earliest / EXPIRY_ROUNDING_SECONDS) * EXPIRY_ROUNDING_SECONDS;
  }

  sign(key: string, expiry: number): string {
    return this.mac(key, expiry).toString('base64url');
  }

  /**
   * The media route's link to a private key, `/media/<key>?exp=…&sig=…`, valid at least
   * `ttlSeconds`. A file name rides along (`name`), and the route answers it as the download's
   * name: a link opened anywhere but through the web app's `download` attribute (a new tab,
   * pasted elsewhere) keeps it too. Only the key and expiry are signed: who holds the link may
   * call the file what they like, nothing more.
   */
  link(
    key: string,
    ttlSeconds: number,
    options: SignedUrlOptions = {},
    nowMs = Date.now(),
  ): string {
    const expiry = this.expiryFor(ttlSeconds, nowMs);
    const link = `${MEDIA_URL_PREFIX}${key}?exp=${expiry}&sig=${this.sign(key, expiry)}`;
    return options.fileName ? `${link}&name=${encodeURIComponent(options.fileName)}` : link;
  }

  /**
   * Checks the signature before the expiry, so an altered expiry reads as an invalid link rather
   * than as one that merely ran out. The comparison takes the same time whatever the bytes.
   */
  verify(
    key: string,
    expiry: string | undefined,
    signature: string | undefined,
    nowMs = Date.now(),
  ): SignatureCheck {
    if (
      !expiry ||
      !signature ||
      !EXPIRY_PATTERN.test(expiry) ||
      !SIGNATURE_PATTERN.test(signature)
    ) {
      return 'invalid';
    }
    // Compared as text, not as decoded bytes: the last of 43 base64url characters carries two
    // spare bits that decoding ignores, so four spellings would decode to the same MAC.
    const expected = Buffer.from(this.sign(key, Number(expiry)), 'latin1');
    const given = Buffer.from(signature, 'latin1');
    if (!timingSafeEqual(given, expected)) return 'invalid';
    return Number(expiry) * 1000 <= nowMs ? 'expired' : 'valid';
  }

  private mac(key: string, expiry: number): Buffer {
    // A newline cannot occur in a key, so no two (key, expiry) pairs share a message.
    return createHmac('sha256', this.secret).update(`${key}\n${expiry}`).digest();
  }
}
