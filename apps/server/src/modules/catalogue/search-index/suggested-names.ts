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

/**
 * Templates of the kind whose name holds every word of the search (the last as a beginning), the
 * most popular first: the suggestions under the search box. The kind's most popular names are
 * read one by one first, which finds a common beginning's holders without reading the thousands
 * of them; a rarer word is read from its postings.
 */
export function namesHoldingEveryWord(
  index: SearchIndex,
  plan: SearchPlan,
  kind: TemplateKind,
  count: number,
): IndexedTemplate[] {
  if (plan.words.length === 0) return [];
  const kept = index.keptAnswers.keep(
    JSON.stringify(['names', kind, count, planKeyOf(plan)]),
    () => ({ names: findNames(index, plan, kind, count), checkedAt: index.popularityVersion }),
    (names) => 256 + names.names.length * 8,
    contributionToPlan(plan),
  );
  if (kept.checkedAt !== index.popularityVersion) {
    // Sold since: found again only if a template sold holds every word (ADR 58).
    const sold = index.soldSince(kept.checkedAt);
    const moved = (template: IndexedTemplate) => {
      const slot = index.slotOf(template.id);
      return (
        template.kind === kind &&
        slot !== undefined &&
        plan.words.every((word) => inName(index, slot, word))
      );
    };
    if (!sold || sold.some(moved)) kept.names = findNames(index, plan, kind, count);
    kept.checkedAt = index.popularityVersion;
  }
  return kept.names;
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
  const before = (a: IndexedTemplate, b: IndexedTemplate) =>
    a.popularity > b.popularity || (a.popularity === b.popularity && a.id > b.id);
  for (const slot of marked.slots) {
    const template = index.template(slot);
    if (template?.kind !== kind || (marked.bySlot[slot]! & RANK) !== NAME_RANK) continue;
    if (holdsEveryWord(slot, rarest)) keepBest(best, template, before, count);
  }
  return best;
}
