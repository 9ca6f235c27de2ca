import type { CountingNotice } from './counting-notice';
import type { TakeResult, Windows } from './rate-limit-windows';

/**
 * The shared windows while their store answers, and this process's own while it does not: with
 * Redis gone each process still holds every client to the limit, counted by itself (so a client
 * spread over n processes gets up to n times it), instead of letting everything through.
 */
export class FallbackWindows implements Windows {
  constructor(
    private readonly shared: Windows,
    private readonly local: Windows,
    private readonly notice: CountingNotice,
  ) {}

  take(key: string, done: (result: TakeResult) => void): void {
    this.shared.take(key, (result) => {
      if (result !== 'unavailable') {
        this.notice.shared();
        done(result);
        return;
      }
      this.notice.local();
      this.local.take(key, done);
    });
  }
}
