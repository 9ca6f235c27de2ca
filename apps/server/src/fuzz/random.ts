/**
 * A small seeded generator (mulberry32): the same seed gives the same run, so a failure found once
 * can be replayed with FUZZ_SEED. Not for anything secret.
 */
export interface Random {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    seed,
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
  };
}

/** FUZZ_SEED when given, else a fresh seed; either way printed, so a run can be repeated. */
export function seedFrom(value: string | undefined, fallback: () => number): number {
  if (value === undefined || value === '') return fallback();
  const seed = Number(value);
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`FUZZ_SEED must be a whole number`);
  return seed;
}
