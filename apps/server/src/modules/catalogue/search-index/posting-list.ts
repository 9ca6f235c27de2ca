/** A new list's room: most of a catalogue's words are held by a few templates. */
const INITIAL_ROOM = 2;

/**
 * A list of numbers kept in ascending order, each number once (a lexeme's postings, a word's
 * slots), in a typed array: 4 bytes an entry, and nothing for the garbage collector to walk. As
 * arrays of numbers they took 8 bytes an entry and the room arrays keep to grow (issue 80).
 * A template written over in its slot (ADR 58) moves its entries by a binary search and a copy
 * within the array; one added at the end is appended.
 */
export class PostingList {
  private items: Int32Array;
  private count = 0;

  constructor(first?: number) {
    this.items = new Int32Array(INITIAL_ROOM);
    if (first !== undefined) this.add(first);
  }

  /** A list of `entries`, already in order, each once (a snapshot's, ADR 58): held, not copied. */
  static of(entries: Int32Array): PostingList {
    const list = new PostingList();
    list.items = entries;
    list.count = entries.length;
    return list;
  }

  get length(): number {
    return this.count;
  }

  /** The entries in order: a view, to read before the list next changes. */
  entries(): Int32Array {
    return this.items.subarray(0, this.count);
  }

  add(value: number): void {
    if (this.count === this.items.length) this.grow();
    // At the end, as a load adds every template: no search for its place, nothing to move.
    if (this.count === 0 || this.items[this.count - 1]! < value) {
      this.items[this.count] = value;
      this.count += 1;
      return;
    }
    const at = this.placeOf(value);
    if (this.items[at] === value) return;
    this.items.copyWithin(at + 1, at, this.count);
    this.items[at] = value;
    this.count += 1;
  }

  remove(value: number): void {
    const at = this.placeOf(value);
    if (at === this.count || this.items[at] !== value) return;
    this.items.copyWithin(at, at + 1, this.count);
    this.count -= 1;
  }

  /** The place of the first entry not below `value`. */
  private placeOf(value: number): number {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.items[middle]! < value) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Half as much room again: most lists stay short, a common word's grows to thousands. */
  private grow(): void {
    const grown = new Int32Array(this.items.length + (this.items.length >> 1) + INITIAL_ROOM);
    grown.set(this.items);
    this.items = grown;
  }
}
