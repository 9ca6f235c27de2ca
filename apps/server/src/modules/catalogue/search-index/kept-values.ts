/** What a template gives a kept value: 0 for nothing. */
type Contribution = string | number;

interface Kept<Written> {
  value: unknown;
  bytes: number;
  contributionOf: (written: Written) => Contribution;
  takeAdded: ((added: readonly Written[]) => number) | undefined;
  /** The writes (`writesMade`) this value was checked against: the later ones are not yet. */
  checkedAt: number;
}

/**
 * Writes remembered for the values kept from before them: ten seconds of an import, whose added
 * templates the answers asked again take in place. A value older than every write remembered is
 * forgotten when next asked for. Remembering 128, an import of 100 templates a second outran the
 * answers asked every two or three seconds: nine in ten were worked out again (issue 80).
 */
export const WRITE_LOG = 1024;

/**
 * Templates written over or taken off that a value is checked against, at most: half a minute of
 * an owner's saves. A value behind more is forgotten: each such write reads the template as it
 * was and as it is, and a search asked after a thousand rewritten in one transaction checked
 * each value it read against all of them in one turn (300 ms held, issue 80).
 */
export const WRITTEN_OVER_CHECKED = 128;

/**
 * Values worked out from the search index, kept under a key within a memory budget (past it, the
 * value asked for longest ago is forgotten first). Each value says what a template gives it
 * (`contributionOf`): a template written (an owner's save, an import, a template taken off sale)
 * forgets only the values it gives something else after the write than before (ADR 58). A write
 * is only noted; each value is checked against the writes since it was last checked when it is
 * next asked for. Checking every kept value at every write held the event loop for 20 ms a save
 * with a few thousand kept; asked for, a value is checked against the few writes since.
 */
export class KeptValues<Written> {
  private readonly kept = new Map<string, Kept<Written>>();
  private keptBytes = 0;
  /** The last writes, the newest last, and how many were ever noted. */
  private readonly writes: Array<{ before: Written | undefined; after: Written | undefined }> = [];
  private writesMade = 0;
  /** Values asked for and found kept, and values worked out: what the bench reports. */
  hits = 0;
  made = 0;
  /** Values forgotten because a write touched them: what the bench reports. */
  forgotten = 0;
  /** Whether a mark was taken: writes are then noted with nothing kept too. */
  private marked = false;

  constructor(private readonly budgetBytes: number) {}

  /**
   * The value kept under `key`, or `make`'s, kept as about `bytesOf` it bytes until a write
   * changes what a template gives it (or the budget wants its room). A value that can take the
   * templates added since it was worked out (`takeAdded`, which answers its bytes then) takes
   * them in place instead of being forgotten: an import adds tens of templates a second, and a
   * common word's answer worked out again after each was 40 % of the importing store's thread
   * (issue 80).
   */
  keep<T>(
    key: string,
    make: () => T,
    bytesOf: (value: T) => number,
    contributionOf: (written: Written) => Contribution,
    takeAdded?: (value: T, added: readonly Written[]) => number,
  ): T {
    const kept = this.current(key);
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
    this.kept.set(key, {
      value,
      bytes,
      contributionOf,
      takeAdded: takeAdded && ((added) => takeAdded(value, added)),
      checkedAt: this.writesMade,
    });
    this.keptBytes += bytes;
    return value;
  }

  /** Whether a value is kept under `key` (asking does not make it the newest). */
  has(key: string): boolean {
    return this.current(key) !== undefined;
  }

  /**
   * Notes a template written, for the values it gives something else than before to be forgotten:
   * `before` undefined for a template added, `after` for one taken off. Neither may change after
   * (they are read when a value kept from before is next asked for).
   */
  forgetChanged(before: Written | undefined, after: Written | undefined): void {
    if (!this.watching) return;
    this.writes.push({ before, after });
    if (this.writes.length > WRITE_LOG) this.writes.shift();
    this.writesMade += 1;
  }

  /** Whether writes are noted: something is kept, or a mark was taken. */
  get watching(): boolean {
    return this.marked || this.kept.size > 0;
  }

  /**
   * A mark of the writes noted so far, for something worked out now outside these values (a
   * serialised answer, ADR 64) to be checked against the later ones by `unchangedSince`.
   */
  mark(): number {
    this.marked = true;
    return this.writesMade;
  }

  /**
   * Whether no write since `mark` gives `contributionOf` something else after than before; false
   * when more were written since than are remembered.
   */
  unchangedSince(mark: number, contributionOf: (written: Written) => Contribution): boolean {
    return this.addedSince(mark, contributionOf, false) !== undefined;
  }

  /**
   * The templates added since `mark` that give `contributionOf` something (to be taken in place
   * when `adds`): undefined when any other write since gives it something else after than
   * before, when an added one does and `adds` is false, or when more were written since than are
   * remembered or more written over than are checked.
   */
  private addedSince(
    mark: number,
    contributionOf: (written: Written) => Contribution,
    adds: boolean,
  ): Written[] | undefined {
    const unchecked = this.writesMade - mark;
    if (unchecked > this.writes.length) return undefined;
    const added: Written[] = [];
    let writtenOver = 0;
    for (let at = this.writes.length - unchecked; at < this.writes.length; at += 1) {
      const { before, after } = this.writes[at]!;
      if (before !== undefined && (writtenOver += 1) > WRITTEN_OVER_CHECKED) return undefined;
      const was = before === undefined ? 0 : contributionOf(before);
      const is = after === undefined ? 0 : contributionOf(after);
      if (was === is) continue;
      if (!adds || before !== undefined) return undefined;
      added.push(after!);
    }
    return added;
  }

  /**
   * The value kept under `key`, checked against the writes since it last was, the templates
   * added since taken in place if it takes them; else forgotten.
   */
  private current(key: string): Kept<Written> | undefined {
    const kept = this.kept.get(key);
    if (!kept || kept.checkedAt === this.writesMade) return kept;
    const added = this.addedSince(kept.checkedAt, kept.contributionOf, !!kept.takeAdded);
    if (added) {
      if (added.length > 0) {
        const bytes = kept.takeAdded!(added);
        this.keptBytes += bytes - kept.bytes;
        kept.bytes = bytes;
      }
      kept.checkedAt = this.writesMade;
      return kept;
    }
    this.kept.delete(key);
    this.keptBytes -= kept.bytes;
    this.forgotten += 1;
    return undefined;
  }

  /** Forgets every value: the memory bench times searches worked out from the postings. */
  forgetAll(): void {
    this.kept.clear();
    this.keptBytes = 0;
    this.writes.length = 0;
  }

  /** How many values are kept. */
  get size(): number {
    return this.kept.size;
  }
}
