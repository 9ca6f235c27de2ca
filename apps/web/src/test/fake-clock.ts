import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * A clock for screens that poll: timers still run in real time (so answers, lazy screens and
 * waits settle as they would), and `advance` jumps it past a poll's interval instead of waiting
 * it out. The user's typing and clicks wait on the same clock. The test file's afterEach goes back
 * to real timers (test/setup.ts).
 */
export function fakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return {
    user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
    advance: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
  };
}
