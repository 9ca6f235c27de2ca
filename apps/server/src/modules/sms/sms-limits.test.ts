import { describe, expect, it } from 'vitest';
import { MemoryFailureCounts } from '../auth';
import { parseMobileNumber, type MobileNumber } from './mobile-number';
import { SmsLimits, type SmsLimitSettings, type SmsTextCounted } from './sms-limits';

const HOUR = 3_600_000;
/** 2030-05-01 22:00 UTC: two hours before the day turns. */
const START = Date.UTC(2030, 4, 1, 22);

const mobile = (typed: string): MobileNumber => {
  const number = parseMobileNumber(typed);
  if (!number) throw new Error(`${typed} is not a mobile number`);
  return number;
};

/** A number of its own range for each call: only the address and the day are at stake. */
let ranges = 0;
const anotherRange = () => mobile(`+1 415 55${String((ranges += 1)).padStart(2, '0')} 000`);

const roomy: SmsLimitSettings = {
  perAddressPerHour: 100,
  perNumberRangePerHour: 100,
  dailyLimit: 100,
};

function limits(settings: Partial<SmsLimitSettings>) {
  let now = START;
  const clock = () => now;
  const warnings: string[] = [];
  const log = {
    warn: (_context: unknown, message?: string) => {
      warnings.push(message ?? '');
    },
  };
  const guard = new SmsLimits(
    {
      addresses: new MemoryFailureCounts(clock),
      ranges: new MemoryFailureCounts(clock),
      days: new MemoryFailureCounts(clock),
    },
    { ...roomy, ...settings },
    clock,
  );
  let counted: SmsTextCounted | undefined;
  return {
    /** The refusal, or null when the text was counted. */
    reserve: async (address: string, to: MobileNumber = anotherRange()) => {
      const reserved = await guard.reserve(address, to, log);
      if ('refusal' in reserved) return reserved.refusal;
      counted = reserved.counted;
      return null;
    },
    /** What the last text counted gives back once the provider has answered. */
    lastCounted: () => {
      if (!counted) throw new Error('no text was counted');
      return counted;
    },
    warnings,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('SMS pumping limits', () => {
  it('allows so many texts per address an hour, each address its own, then again next hour', async () => {
    const { reserve, advance } = limits({ perAddressPerHour: 2, dailyLimit: 100 });
    expect(await reserve('198.51.100.7')).toBeNull();
    advance(10 * 60_000);
    expect(await reserve('198.51.100.7')).toBeNull();
    expect(await reserve('198.51.100.7')).toEqual({
      reason: 'address_limit',
      retryAfterSeconds: 50 * 60,
    });
    expect(await reserve('198.51.100.8')).toBeNull();
    advance(50 * 60_000);
    expect(await reserve('198.51.100.7')).toBeNull();
  });

  it('takes nothing for a refused text: refusals never lengthen the wait', async () => {
    const { reserve, advance } = limits({ perAddressPerHour: 1, dailyLimit: 100 });
    expect(await reserve('198.51.100.7')).toBeNull();
    for (let i = 0; i < 5; i += 1) expect(await reserve('198.51.100.7')).not.toBeNull();
    advance(HOUR);
    expect(await reserve('198.51.100.7')).toBeNull();
  });

  it('stops the whole store at the daily limit until midnight UTC, said in one warning', async () => {
    const { reserve, warnings, advance } = limits({ perAddressPerHour: 5, dailyLimit: 3 });
    for (const address of ['a', 'b', 'c']) expect(await reserve(address)).toBeNull();
    expect(warnings).toEqual([
      'the daily text limit is reached (SMS_DAILY_LIMIT=3): phone codes are refused until midnight UTC',
    ]);
    for (const address of ['d', 'e', 'a']) {
      expect(await reserve(address)).toEqual({
        reason: 'daily_limit',
        retryAfterSeconds: 2 * 3600,
      });
    }
    expect(warnings).toHaveLength(1);
    advance(2 * HOUR);
    expect(await reserve('d')).toBeNull();
  });

  it('allows so many texts to one range of a thousand numbers an hour, from any address', async () => {
    const { reserve, advance } = limits({ perNumberRangePerHour: 2 });
    expect(await reserve('198.51.100.1', mobile('+91 98765 43210'))).toBeNull();
    advance(20 * 60_000);
    expect(await reserve('198.51.100.2', mobile('+91 98765 43999'))).toBeNull();
    expect(await reserve('198.51.100.3', mobile('+91 98765 43000'))).toEqual({
      reason: 'range_limit',
      retryAfterSeconds: 40 * 60,
    });
    // The next thousand is a range of its own.
    expect(await reserve('198.51.100.3', mobile('+91 98765 44000'))).toBeNull();
    advance(40 * 60_000);
    expect(await reserve('198.51.100.3', mobile('+91 98765 43000'))).toBeNull();
  });

  it('gives back everything a text the provider refused took: it cost nothing', async () => {
    const { reserve, lastCounted } = limits({
      perAddressPerHour: 1,
      perNumberRangePerHour: 1,
      dailyLimit: 1,
    });
    const to = mobile('+91 98765 43210');
    for (let i = 0; i < 3; i += 1) {
      expect(await reserve('198.51.100.7', to)).toBeNull();
      await lastCounted().providerRefused();
    }
    expect(await reserve('198.51.100.7', to)).toBeNull();
    expect(await reserve('198.51.100.8')).toMatchObject({ reason: 'daily_limit' });
  });

  it("keeps an unanswered text on the store's day, and gives the address and range theirs back", async () => {
    const { reserve, lastCounted } = limits({
      perAddressPerHour: 1,
      perNumberRangePerHour: 1,
      dailyLimit: 2,
    });
    const to = mobile('+91 98765 43210');
    expect(await reserve('198.51.100.7', to)).toBeNull();
    await lastCounted().providerUnanswered();
    // The same address and range again: their allowances are whole.
    expect(await reserve('198.51.100.7', to)).toBeNull();
    // But the day has had two texts that may both be billed.
    expect(await reserve('198.51.100.8')).toMatchObject({ reason: 'daily_limit' });
  });

  it('gives back what a refused racing request took', async () => {
    const { reserve } = limits({ perAddressPerHour: 1, dailyLimit: 3 });
    const racing = await Promise.all([reserve('198.51.100.7'), reserve('198.51.100.7')]);
    expect(racing.filter((refusal) => refusal === null)).toHaveLength(1);
    expect(racing).toContainEqual(expect.objectContaining({ reason: 'address_limit' }));
    // The refused one took nothing from the day: two more texts fit in it.
    expect(await reserve('198.51.100.8')).toBeNull();
    expect(await reserve('198.51.100.9')).toBeNull();
  });
});
