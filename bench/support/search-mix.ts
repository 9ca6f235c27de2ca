import {
  FORMATS,
  halfTyped,
  OCCASIONS,
  seededRandom,
  STYLES,
  withTypo,
} from '../../apps/server/src/test-support/search-catalogue';

/**
 * Searches as buyers of the generated catalogue type them: one to four words of its styles,
 * occasions, formats and sections; a fifth with a typing slip in a word of 5+ letters, a fifth
 * with the last word half-typed.
 */
export function searchMix(count: number, seed = 3): string[] {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[next(list.length)]!;
  const phrases = [
    () => [pick(OCCASIONS).name],
    () => [pick(OCCASIONS).name, pick(FORMATS).name],
    () => [pick(FORMATS).section, pick(OCCASIONS).name],
    () => [pick(STYLES), pick(OCCASIONS).name],
    () => [pick(STYLES), pick(OCCASIONS).name, pick(FORMATS).name],
    () => [pick(OCCASIONS).about[0]!, pick(FORMATS).name],
  ];
  return Array.from({ length: count }, (_, index) => {
    let words = pick(phrases)().join(' ').toLowerCase().split(' ').slice(0, 4);
    if (index % 5 === 1) {
      const long = words.findIndex((word) => word.length >= 5);
      if (long >= 0) words[long] = withTypo(words[long]!, next(1000));
    } else if (index % 5 === 2) {
      words = [...words.slice(0, -1), halfTyped(words.at(-1)!)];
    }
    return words.join(' ');
  });
}

/** What the search box holds while a search is typed: every search of the mix, cut short. */
export function typedPrefixes(count: number, seed = 5): string[] {
  const next = seededRandom(seed);
  return searchMix(count, seed).map((search) =>
    search.slice(0, Math.max(2, 2 + next(search.length - 1))).trimEnd(),
  );
}
