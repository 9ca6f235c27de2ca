/** What a template gives a kept value: 0 for nothing. */
type Contribution = string | number;

/**
 * Values worked out from the search index, kept under a key within a memory budget (past it, the
 * value asked for longest ago is forgotten first). Each value says what a template gives it
 * (`contributionOf`): a template written (an owner's save, an import, a template taken off sale)
 * forgets only the values it gives something else after the write than before (ADR 58).
 */
export class KeptValues<Written> {
  private readonly kept = new Map<
    string,
    { value: unknown; bytes: number; contributionOf: (written: Written) => Contribution }
  >();
  private keptBytes = 0;
  /** Values asked for and found kept, and values worked out: what the bench reports. */
  hits = 0;
  made = 0;
  /** Values forgotten because a write touched them: what the bench reports. */
  forgotten = 0;

  constructor(private readonly budgetBytes: number) {}

  /**
   * The value kept under `key`, or `make`'s, kept as about `bytesOf` it bytes until a write
   * changes what a template gives it (or the budget wants its room).
   */
  keep<T>(
    key: string,
    make: () => T,
    bytesOf: (value: T) => number,
    contributionOf: (written: Written) => Contribution,
  ): T {
    const kept = this.kept.get(key);
    if (kept) {
      // Kept again as the newest: the oldest asked for is forgotten first.
      this.kept.delete(key);
      this.kept.set(key, kept);
      this.hits += 1;
      return kept.value as T;
    }
    this.made += 1;
    const value = make();
    const bytes = bytesOf(value);
    for (const [old, { bytes: oldBytes }] of this.kept) {
      if (this.keptBytes + bytes <= this.budgetBytes) break;
      this.kept.delete(old);
      this.keptBytes -= oldBytes;
    }
    this.kept.set(key, { value, bytes, contributionOf });
    this.keptBytes += bytes;
    return value;
  }

  /** Whether a value is kept under `key` (asking does not make it the newest). */
  has(key: string): boolean {
    return this.kept.has(key);
  }

  /**
   * Forgets the values a template written gives something else than before: `before` undefined
   * for a template added, `after` for one taken off.
   */
  forgetChanged(before: Written | undefined, after: Written | undefined): void {
    for (const [key, kept] of this.kept) {
      const was = before === undefined ? 0 : kept.contributionOf(before);
      const is = after === undefined ? 0 : kept.contributionOf(after);
      if (was === is) continue;
      this.kept.delete(key);
      this.keptBytes -= kept.bytes;
      this.forgotten += 1;
    }
  }

  /** Forgets every value: the memory bench times searches worked out from the postings. */
  forgetAll(): void {
    this.kept.clear();
    this.keptBytes = 0;
  }

  /** How many values are kept. */
  get size(): number {
    return this.kept.size;
  }
}
