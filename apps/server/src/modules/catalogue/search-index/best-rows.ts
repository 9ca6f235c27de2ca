/** Inserts `item` into `best`, kept in order and at most `count` long, where `before` places it. */
export function keepBest<T>(
  best: T[],
  item: T,
  before: (a: T, b: T) => boolean,
  count: number,
): void {
  if (best.length === count && !before(item, best[count - 1]!)) return;
  let at = best.length;
  while (at > 0 && before(item, best[at - 1]!)) at -= 1;
  best.splice(at, 0, item);
  if (best.length > count) best.pop();
}

/** Compares two keys value by value: below 0 when `a` is smaller. */
export function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let at = 0; at < a.length; at += 1) {
    const difference = a[at]! - b[at]!;
    if (difference !== 0) return difference;
  }
  return 0;
}
