/**
 * Tokens whose signature has been checked, with their claims, until they expire. A session sends
 * its one token with every request, and checking an HS256 signature through Web Crypto costs a
 * trip to its thread pool each time (a sixth of a purchase's CPU). Only the exact token string is
 * remembered, so a changed byte is checked afresh, and the expiry is checked again on every use.
 * Revocation does not depend on this: the token version is compared with the user's row each time.
 */
export class VerifiedTokens<Claims> {
  private readonly entries = new Map<string, { claims: Claims; expiresAtMs: number }>();

  /** At most `capacity` tokens; when full the memory starts over (a miss only costs a check). */
  constructor(private readonly capacity = 10_000) {}

  get(token: string, nowMs = Date.now()): Claims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= nowMs) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.claims;
  }

  remember(token: string, claims: Claims, expiresAtMs: number): void {
    if (this.entries.size >= this.capacity) this.entries.clear();
    this.entries.set(token, { claims, expiresAtMs });
  }
}
