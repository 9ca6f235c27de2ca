/**
 * Runs the work given for one key one after another, and work for different keys side by side.
 * Used where a step must not hold a database transaction (a call to the payment provider) yet two
 * requests of one user must not both take it.
 */
export class OneAtATime {
  readonly #tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    this.#tails.set(key, tail);
    // The last one out leaves no entry behind.
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return next;
  }
}
