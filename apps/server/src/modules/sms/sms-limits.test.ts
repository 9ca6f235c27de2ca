import { describe, expect, it } from 'vitest';
import { MemoryFailureCounts } from '../auth';
import { SmsLimits } from './sms-limits';

const HOUR = 3_600_000;
/** 2030-05-01 22:00 UTC: two hours before the day turns. */
const START = Date.UTC(2030, 4, 1, 22);

function limits(settings: { perAddressPerHour: number; dailyLimit: number }) {
  let now = START;
  const clock = () => now;
  const warnings: string[] = [];
  const log = {
    warn: (_context: unknown, message?: string) => {
      warnings.push(message ?? '');
    },
  };
  const guard = new SmsLimits(
    { addresses: new MemoryFailureCounts(clock), days: new MemoryFailureCounts(clock) },
    settings,
    clock,
  );
  return {
    reserve: (address: string) => guard.reserve(address, log),
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
});
