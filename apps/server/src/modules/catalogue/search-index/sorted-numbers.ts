/**
 * Lists of numbers kept in ascending order, each number once (a lexeme's postings, a word's slots):
 * a template written over in its slot (ADR 58) moves its entries by a binary search, and one added
 * at the end is pushed.
 */

/** The place of the first number of `sorted` not below `value`. */
function placeOf(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function insertSorted(sorted: number[], value: number): void {
  if (sorted.length === 0 || sorted[sorted.length - 1]! < value) sorted.push(value);
  else sorted.splice(placeOf(sorted, value), 0, value);
}

export function removeSorted(sorted: number[], value: number): void {
  const at = placeOf(sorted, value);
  if (sorted[at] === value) sorted.splice(at, 1);
}
