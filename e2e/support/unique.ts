import { randomBytes, randomInt } from 'node:crypto';

/** Unique per call, for emails, usernames and phone numbers of parallel journeys. */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/**
 * A US mobile number (+1 415 5…) no other journey uses: one the store's phone check takes (the US
 * plan does not tell mobiles from landlines, so any San Francisco number can be one).
 */
export function uniquePhone(): { local: string; normalised: string } {
  const digits = String(randomInt(1_000_000)).padStart(6, '0');
  return { local: `415 5${digits}`, normalised: `+14155${digits}` };
}
