import type { CallerLog } from '../../observability';
import type { MobileNumber } from './mobile-number';

/**
 * The counts the limits keep: windows of the store's one set of failure counts (auth's
 * `createFailureCounts`, shared by the app), which count in Redis when it is set and in the
 * process while it is away. Named by shape here, as the auth module reaches the codes through this
 * one.
 */
export interface WindowCounts {
  read(keys: string[]): Promise<{ count: number; ttlMs: number }[]>;
  add(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  giveBack(key: string): Promise<void>;
}

/** Where the limits take their windows from: the shared failure counts, kept apart per kind. */
export interface WindowCountsSource {
  apart(): WindowCounts;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export type SmsLimitReason = 'address_limit' | 'range_limit' | 'daily_limit';

export interface SmsLimitRefusal {
  reason: SmsLimitReason;
  retryAfterSeconds: number;
}

export interface SmsLimitSettings {
  perAddressPerHour: number;
  perNumberRangePerHour: number;
  dailyLimit: number;
}

/**
 * A text the limits let through, counted ahead of the provider's answer, and what to give back
 * once it is known: a refused text cost nothing and takes nothing; an unanswered one may have
 * been sent and billed, so it stays on the store's day, but the asker's allowances (the address,
 * the number range) count only texts known to be sent, and get it back.
 */
export interface SmsTextCounted {
  providerRefused(): Promise<void>;
  providerUnanswered(): Promise<void>;
}

/** The digits a number range shares: all but the last three (a thousand numbers). */
const numberRange = (number: MobileNumber) => number.e164.slice(0, -3);

/** One limit's window for one text. */
interface Window {
  counts: WindowCounts;
  key: string;
  windowMs: number;
  limit: number;
  reason: SmsLimitReason;
}

/**
 * What stands between a fraudster and the store's text bill (SMS pumping, ADR 34): at most so many
 * texts per client address an hour, per range of a thousand numbers an hour, and for the whole
 * store per day (UTC). Counted where the sign-in failures are, so through Redis when it is set,
 * and in each process while it is away. A text is counted before it is asked of the provider, so
 * that requests racing each other cannot all pass, and what the provider's answer shows was not
 * spent is given back.
 */
export class SmsLimits {
  constructor(
    /** Each kind's windows apart, so a flood of addresses or ranges never evicts a day. */
    private readonly counts: { addresses: WindowCounts; ranges: WindowCounts; days: WindowCounts },
    private readonly settings: SmsLimitSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Takes one text from the store's day, the number range's hour and the address's hour, or
   * refuses it, taking nothing. `log` is the asking request's.
   */
  async reserve(
    clientAddress: string,
    to: MobileNumber,
    log: Pick<CallerLog, 'warn'>,
  ): Promise<{ refusal: SmsLimitRefusal } | { counted: SmsTextCounted }> {
    const { dailyLimit } = this.settings;
    const [day, ...allowances] = this.windows(clientAddress, to);
    const windows = [day, ...allowances];

    const before = await Promise.all(windows.map(({ counts, key }) => counts.read([key])));
    for (const [index, window] of windows.entries()) {
      const count = before[index]?.[0];
      if (count && count.count >= window.limit) return { refusal: refusal(window, count.ttlMs) };
    }
    // Counted again after reading: of requests racing past the read, the ones over are refused,
    // giving back what they took.
    const after = await Promise.all(
      windows.map(({ counts, key, windowMs }) => counts.add(key, windowMs)),
    );
    const giveBack = (taken: Window[]) =>
      Promise.all(taken.map(({ counts, key }) => counts.giveBack(key))).then(() => undefined);
    for (const [index, window] of windows.entries()) {
      const count = after[index];
      if (count && count.count > window.limit) {
        await giveBack(windows);
        return { refusal: refusal(window, count.ttlMs) };
      }
    }
    if (after[0]?.count === dailyLimit) {
      // Said once, as the last text of the day is taken: every code after it is refused.
      log.warn(
        { dailyLimit },
        `the daily text limit is reached (SMS_DAILY_LIMIT=${dailyLimit}): phone codes are ` +
          'refused until midnight UTC',
      );
    }
    return {
      counted: {
        providerRefused: () => giveBack(windows),
        providerUnanswered: () => giveBack(allowances),
      },
    };
  }

  /** The store's day first, then the asker's allowances: the number range's and the address's. */
  private windows(clientAddress: string, to: MobileNumber): [Window, ...Window[]] {
    const { perAddressPerHour, perNumberRangePerHour, dailyLimit } = this.settings;
    const now = this.now();
    const dayStart = now - (now % DAY_MS);
    return [
      {
        counts: this.counts.days,
        key: `sms-day:${new Date(dayStart).toISOString().slice(0, 10)}`,
        windowMs: dayStart + DAY_MS - now,
        limit: dailyLimit,
        reason: 'daily_limit',
      },
      {
        counts: this.counts.ranges,
        key: `sms-range:${numberRange(to)}`,
        windowMs: HOUR_MS,
        limit: perNumberRangePerHour,
        reason: 'range_limit',
      },
      {
        counts: this.counts.addresses,
        key: `sms-address:${clientAddress}`,
        windowMs: HOUR_MS,
        limit: perAddressPerHour,
        reason: 'address_limit',
      },
    ];
  }
}

function refusal({ reason }: Window, ttlMs: number): SmsLimitRefusal {
  return { reason, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
}
