import { randomBytes, randomInt } from 'node:crypto';

/** Unique per call, for emails, usernames and phone numbers of parallel journeys. */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/** A US test number (+1 555 …) no other journey uses. */
export function uniquePhone(): { local: string; normalised: string } {
  const digits = String(randomInt(10_000_000)).padStart(7, '0');
  return { local: `555 ${digits}`, normalised: `+1555${digits}` };
}
