import type { SearchPlan } from '../search';
import type { ListScope } from './list-queries';

/** Enough searches for a busy day's distinct ones; past that the oldest half is forgotten. */
const MAX_ENTRIES = 5000;

/**
 * What a search finds counted once per version of the catalogue (issue 68, ADR 46): a search's
 * total, the other kinds' counts and the filters' counts. Counting reads every found row, which a
 * common word makes thousands, while its page needs only the best few; the counts change only
 * when the catalogue does, and are forgotten then (`clear`, from the catalogue's version watch).
 * A count that fails is not kept.
 */
export class FoundCounts {
  private readonly counts = new Map<string, Promise<unknown>>();

  of<T>(what: string, scope: ListScope, count: () => Promise<T>): Promise<T> {
    const key = `${what}\n${keyOf(scope)}`;
    const kept = this.counts.get(key) as Promise<T> | undefined;
    if (kept) return kept;
    if (this.counts.size >= MAX_ENTRIES) {
      for (const old of [...this.counts.keys()].slice(0, MAX_ENTRIES / 2)) this.counts.delete(old);
    }
    const counted = count();
    this.counts.set(key, counted);
    counted.catch(() => this.counts.delete(key));
    return counted;
  }

  clear(): void {
    this.counts.clear();
  }
}

/** What decides a count: the scope, and of its search only what the SQL is made of. */
function keyOf(scope: ListScope): string {
  const { plan, ...rest } = scope;
  return JSON.stringify([rest, plan && planKey(plan)]);
}

const planKey = (plan: SearchPlan) => [plan.words, plan.substring, plan.substringWords];
