import type { StillHolds } from '../../../http/response-cache';
import type { SearchPlan } from '../../search';
import { planKeyOf } from './found-templates';
import type { ContributionOf, SearchIndex } from './search-index';

/** What an answer was made from, and how to read the index and the plan as they are now. */
export interface AnswerMade {
  index: SearchIndex;
  /** The search as planned for the answer; none for an answer without one. */
  plan: SearchPlan | undefined;
  /** The index's writes noted before the answer read it (`KeptValues.mark`). */
  mark: number;
  /** What a template gives the answer: its place, count or name in it. */
  contributionOf: ContributionOf;
  /** The templates whose rows the answer shows: any save of one makes it again. */
  shown: readonly number[];
  /** The index with every change committed, and the search planned against it again. */
  now: () => Promise<{ index: SearchIndex; plan: SearchPlan | undefined }>;
}

/** Whether two plans find and rank the same and offer the same better spellings. */
const samePlan = (a: SearchPlan | undefined, b: SearchPlan | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    planKeyOf(a) === planKeyOf(b) &&
    a.corrections.join('\n') === b.corrections.join('\n'));

/**
 * The check that keeps a serialised answer through templates' saves (ADR 64): it still holds
 * while the index it was read from answers, no template written since gives it something else
 * (a save of another template's words, a new template its search does not find), none of the
 * templates it shows was saved (their rows are in it, read from the database: any save stamps
 * them), and its search is planned as it was (a new word can bring a better spelling). Each
 * check that holds moves the mark on, so the next reads only the writes after it.
 */
export function holdingThroughSaves(made: AnswerMade): StillHolds {
  const shown = new Set(made.shown);
  const contributionOf: ContributionOf = (written) =>
    shown.has(written.template.id)
      ? `shown ${written.template.changed}`
      : made.contributionOf(written);
  let mark = made.mark;
  return async () => {
    const now = await made.now();
    if (now.index !== made.index) return false;
    const kept = made.index.keptAnswers;
    if (!kept.unchangedSince(mark, contributionOf)) return false;
    mark = kept.mark();
    return samePlan(now.plan, made.plan);
  };
}
