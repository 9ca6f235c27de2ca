/**
 * Values worked out from the search index, kept under a key until it changes (`clear`), within a
 * memory budget: past it, the value asked for longest ago is forgotten first.
 */
export class KeptValues {
  private readonly kept = new Map<string, { value: unknown; bytes: number }>();
  private keptBytes = 0;
  /** Values asked for and found kept, and values worked out: what the bench reports. */
  hits = 0;
  made = 0;

  constructor(private readonly budgetBytes: number) {}

  /** The value kept under `key`, or `make`'s, kept as about `bytesOf` it bytes. */
  keep<T>(key: string, make: () => T, bytesOf: (value: T) => number): T {
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
    this.kept.set(key, { value, bytes });
    this.keptBytes += bytes;
    return value;
  }

  clear(): void {
    this.kept.clear();
    this.keptBytes = 0;
  }
}
