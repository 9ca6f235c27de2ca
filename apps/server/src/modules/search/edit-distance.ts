/**
 * How many typing slips a word of this length may carry and still find what it meant, as the
 * search engines people know allow: none under 5 letters, one from 5, two from 9.
 */
export function allowedEdits(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/**
 * The optimal string alignment distance between two words: insertions, deletions, substitutions
 * and swaps of two neighbouring letters each count one ("brithday" is one from "birthday").
 * Answers `max + 1` as soon as the distance must exceed `max`, so a far word costs little.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  // Three rows of the table: two back (for swaps), the previous and the current one.
  let older = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, older[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > max) return max + 1;
    [older, previous, current] = [previous, current, older];
  }
  return Math.min(previous[b.length]!, max + 1);
}
