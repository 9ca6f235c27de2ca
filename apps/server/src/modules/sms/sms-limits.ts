import type { CallerLog } from '../../observability';

/**
 * The counts the limits keep: windows of the store's one set of failure counts (auth's
 * `createFailureCounts`, shared by the app), which count in Redis when it is set and in the
 * process while it is away. Named by shape here, as the auth module reaches the codes through this
 * one.
 */
export interface WindowCounts {
  read(keys: string[]): Promise<{ count: number; ttlMs: number }[]>;
  add(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
}

/** Where the limits take their windows from: the shared failure counts, kept apart per kind. */
export interface WindowCountsSource {
  apart(): WindowCounts;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export type SmsLimitReason = 'address_limit' | 'daily_limit';

export interface SmsLimitRefusal {
  reason: SmsLimitReason;
  retryAfterSeconds: number;
}

export interface SmsLimitSettings {
  perAddressPerHour: number;
  dailyLimit: number;
}

/**
 * What stands between a fraudster and the store's text bill (SMS pumping, ADR 34): at most so many
 * texts per client address an hour, and so many for the whole store per day (UTC). Counted where
 * the sign-in failures are, so through Redis when it is set, and in each process while it is away.
 * A text is counted when it is asked of the provider, whatever the provider answers: a timed-out
 * request may still have been delivered and billed.
 */
export class SmsLimits {
  constructor(
    /** The addresses' windows and the days' windows apart, so a flood of addresses never evicts a day. */
    private readonly counts: { addresses: WindowCounts; days: WindowCounts },
    private readonly settings: SmsLimitSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Takes one text from the address's hour and the store's day; a refusal takes nothing. `log` is
   * the asking request's.
   */
  async reserve(
    clientAddress: string,
    log: Pick<CallerLog, 'warn'>,
  ): Promise<SmsLimitRefusal | null> {
    const { perAddressPerHour, dailyLimit } = this.settings;
    const now = this.now();
    const address = `sms-address:${clientAddress}`;
    const dayStart = now - (now % DAY_MS);
    const day = `sms-day:${new Date(dayStart).toISOString().slice(0, 10)}`;
    const dayLeftMs = dayStart + DAY_MS - now;

    const [[today], [fromAddress]] = await Promise.all([
      this.counts.days.read([day]),
      this.counts.addresses.read([address]),
    ]);
    if (today && today.count >= dailyLimit) return refusal('daily_limit', today.ttlMs);
    if (fromAddress && fromAddress.count >= perAddressPerHour) {
      return refusal('address_limit', fromAddress.ttlMs);
    }
    // Counted again after reading: of requests racing past the read, the ones over are refused.
    const addressAfter = await this.counts.addresses.add(address, HOUR_MS);
    if (addressAfter.count > perAddressPerHour) return refusal('address_limit', addressAfter.ttlMs);
    const dayAfter = await this.counts.days.add(day, dayLeftMs);
    if (dayAfter.count === dailyLimit) {
      // Said once, as the last text of the day is taken: every code after it is refused.
      log.warn(
        { dailyLimit },
        `the daily text limit is reached (SMS_DAILY_LIMIT=${dailyLimit}): phone codes are ` +
          'refused until midnight UTC',
      );
    }
    if (dayAfter.count > dailyLimit) return refusal('daily_limit', dayAfter.ttlMs);
    return null;
  }
}

function refusal(reason: SmsLimitReason, ttlMs: number): SmsLimitRefusal {
  return { reason, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
}
