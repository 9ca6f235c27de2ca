/**
 * Lets its waiters on one a turn of the event loop (`setImmediate`), in the order they came: a
 * search whose answer is not kept waits its turn before working it out (ADR 58). Ten searches
 * of new words answered from the database together were worked out one after another in the
 * same turn, 100 to 300 ms during which no timer ran and no kept answer was sent (issue 80);
 * one a turn, the requests answered from kept work and the timers go between them.
 */
export class OneATurn {
  private readonly waiting: (() => void)[] = [];
  private scheduled = false;

  /** Resolves in a turn of its own, after the waiters before it. */
  next(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      // Its work runs in this turn's microtasks; the next waiter's turn is set for the next one.
      this.waiting.shift()?.();
      if (this.waiting.length > 0) this.schedule();
    });
  }
}
