/**
 * One copy of each value many templates hold alike (a kind, an orientation, a list of sections),
 * and the index's own copy of the rest: each row read from the database brings its own strings
 * and arrays, which at 100,000 templates took some 250 bytes a template (an array of one section
 * keeps room for 17), and a string read from PGlite may be a slice of the whole result it came
 * in, which a template keeping it keeps alive (a kilobyte a template measured, issue 80).
 */
export class SharedValues {
  private readonly texts = new Map<string, string>();
  private readonly lists = new Map<string, readonly string[]>();

  text<T extends string>(value: T): T {
    let shared = this.texts.get(value);
    if (shared === undefined) {
      shared = ownCopy(value);
      this.texts.set(shared, shared);
    }
    return shared as T;
  }

  /** The list, frozen: every template holding the same one shares it. */
  list(values: readonly string[]): readonly string[] {
    // A text from PostgreSQL holds no NUL: joined by one, lists of other values never meet.
    const key = `${values.length}\u0000${values.join('\u0000')}`;
    let shared = this.lists.get(key);
    if (!shared) {
      shared = Object.freeze(values.map((value) => this.text(value)));
      this.lists.set(ownCopy(key), shared);
    }
    return shared;
  }
}

/** A copy of `text` that holds nothing else alive: parsed back, its characters are copied. */
export const ownCopy = (text: string): string => JSON.parse(JSON.stringify(text)) as string;
