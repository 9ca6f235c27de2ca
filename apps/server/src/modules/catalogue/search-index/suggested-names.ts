import type { TemplateKind } from '@frameshop/contract';
import type { PlannedWord, SearchPlan } from '../../search';
import { keepBest } from './best-rows';
import { contributionToPlan, planKeyOf } from './found-templates';
import type { IndexedTemplate, SearchIndex } from './search-index';
import { inName, matchWord, NAME_RANK, postingsOfWord, RANK } from './word-matches';

/**
 * The most popular templates of a kind the suggestions look through one by one: a handful of
 * names is wanted, and a beginning typed that many names hold ("bi") finds them among these.
 */
const SUGGESTION_WALK = 500;

/** The names kept for a search, and what lets a sale move them without looking again. */
interface KeptNames {
  names: IndexedTemplate[];
  /** The sales (`popularityVersion`) the names are in order after. */
  checkedAt: number;
  /**
   * With `count` names: every other template holding every word comes after this place (the
   * popularity and id of the last name, when the names were last put in order).
   */
  floor?: { popularity: number; id: number };
}

/** Whether `a` comes before `b` in the suggestions: the more popular, then the higher id. */
const before = (
  a: Pick<IndexedTemplate, 'popularity' | 'id'>,
  b: Pick<IndexedTemplate, 'popularity' | 'id'>,
) => a.popularity > b.popularity || (a.popularity === b.popularity && a.id > b.id);

/**
 * Templates of the kind whose name holds every word of the search (the last as a beginning), the
 * most popular first: the suggestions under the search box. The kind's most popular names are
 * read one by one first, which finds a common beginning's holders without reading the thousands
 * of them; a rarer word is read from its postings. Once found, the names are kept; a sale of a
 * template holding every word moves it among them (ADR 58).
 */
export function namesHoldingEveryWord(
  index: SearchIndex,
  plan: SearchPlan,
  kind: TemplateKind,
  count: number,
): IndexedTemplate[] {
  if (plan.words.length === 0) return [];
  const kept = index.keptAnswers.keep<KeptNames>(
    JSON.stringify(['names', kind, count, planKeyOf(plan)]),
    () => namesFound(findNames(index, plan, kind, count), count, index.popularityVersion),
    (names) => 256 + names.names.length * 8,
    contributionToPlan(plan),
  );
  if (kept.checkedAt !== index.popularityVersion) {
    const sold = index.soldSince(kept.checkedAt);
    const holders = sold && soldHolders(index, plan, kind, sold);
    const moved = holders && namesAfterSales(kept, holders, count);
    Object.assign(
      kept,
      moved ?? namesFound(findNames(index, plan, kind, count), count, index.popularityVersion),
      { checkedAt: index.popularityVersion },
    );
  }
  return kept.names;
}

const namesFound = (names: IndexedTemplate[], count: number, checkedAt: number): KeptNames => ({
  names,
  checkedAt,
  floor: names.length === count ? placeOf(names[count - 1]!) : undefined,
});

const placeOf = ({ popularity, id }: IndexedTemplate) => ({ popularity, id });

/** The templates sold (each once) that are of the kind and whose name holds every word. */
function soldHolders(
  index: SearchIndex,
  plan: SearchPlan,
  kind: TemplateKind,
  sold: readonly IndexedTemplate[],
): IndexedTemplate[] {
  const holders = new Set<IndexedTemplate>();
  for (const template of sold) {
    const slot = index.slotOf(template.id);
    if (template.kind !== kind || slot === undefined || holders.has(template)) continue;
    if (plan.words.every((word) => inName(index, slot, word))) holders.add(template);
  }
  return [...holders];
}

/**
 * The names after sales, without looking through the index again: the kept names and the sold
 * holders, in order, the first `count`. Exact while the last of them is at the floor or before
 * it (every other holder, not sold since, is after it); undefined when a name whose sales fell
 * went past it, for the names to be found again. Popularity is read from the index's own
 * templates, which a sale changes in place.
 */
function namesAfterSales(
  kept: KeptNames,
  holders: readonly IndexedTemplate[],
  count: number,
): Omit<KeptNames, 'checkedAt'> | undefined {
  // A name sold is a holder sold: with none, nothing moved.
  if (holders.length === 0) return kept;
  const names = [...new Set([...kept.names, ...holders])];
  names.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  // Fewer than `count` kept: they were every holder, and a sale adds none.
  if (kept.floor === undefined) return { names, floor: undefined };
  const best = names.slice(0, count);
  const last = best[count - 1];
  if (!last || before(kept.floor, last)) return undefined;
  return { names: best, floor: placeOf(last) };
}

function findNames(
  index: SearchIndex,
  plan: SearchPlan,
  kind: TemplateKind,
  count: number,
): IndexedTemplate[] {
  const holdsEveryWord = (slot: number, but?: PlannedWord) =>
    plan.words.every((word) => word === but || inName(index, slot, word));
  const walked: IndexedTemplate[] = [];
  for (const slot of index.mostPopular(kind).slice(0, SUGGESTION_WALK)) {
    if (holdsEveryWord(slot)) walked.push(index.template(slot)!);
    if (walked.length === count) return walked;
  }
  // Fewer than wanted among the most popular: the rarest word's postings, each checked.
  const postings = plan.words.map((word) => postingsOfWord(index, word));
  const rarest = plan.words[postings.indexOf(Math.min(...postings))]!;
  const marked = matchWord(index, rarest);
  const best: IndexedTemplate[] = [];
  for (const slot of marked.slots) {
    const template = index.template(slot);
    if (template?.kind !== kind || (marked.bySlot[slot]! & RANK) !== NAME_RANK) continue;
    if (holdsEveryWord(slot, rarest)) keepBest(best, template, before, count);
  }
  return best;
}
