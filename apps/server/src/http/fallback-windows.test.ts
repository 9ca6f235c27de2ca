import { describe, expect, it } from 'vitest';
import { countingNotice } from './counting-notice';
import { FallbackWindows } from './fallback-windows';
import { MemoryWindows, type TakeResult, type Windows } from './rate-limit-windows';

/** Shared windows whose store answers while `up`, and is unavailable otherwise. */
function sharedStore() {
  const store = { up: true };
  const windows = new MemoryWindows({ max: 3, windowMs: 60_000 });
  const shared: Windows = {
    take: (key, done) => (store.up ? windows.take(key, done) : done('unavailable')),
  };
  return { store, shared };
}

describe('FallbackWindows', () => {
  it('counts in the process while the shared store is away, and says so once each way', () => {
    const { store, shared } = sharedStore();
    const lines: string[] = [];
    const notice = countingNotice(
      { warn: (line: string) => lines.push(line) } as never,
      () => store.up,
    );
    const windows = new FallbackWindows(
      shared,
      new MemoryWindows({ max: 2, windowMs: 60_000 }),
      notice,
    );
    const allowed = (key: string) => {
      const results: TakeResult[] = [];
      windows.take(key, (answer) => results.push(answer));
      const [result] = results;
      return result !== undefined && result !== 'unavailable' && result.allowed;
    };

    expect(allowed('a')).toBe(true);
    store.up = false;
    // The process's own limit (2) holds while the store is away, refusals included.
    expect([allowed('b'), allowed('b'), allowed('b'), allowed('b')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    store.up = true;
    expect(allowed('c')).toBe(true);
    expect(allowed('c')).toBe(true);
    expect(lines).toEqual([
      'rate limits counted in this process until Redis answers again',
      'rate limits shared through Redis again',
    ]);
  });
});
