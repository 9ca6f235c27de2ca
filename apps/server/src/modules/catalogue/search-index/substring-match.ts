import type { SearchPlan } from '../../search';
import {
  bytesOfSlots,
  slotOfEntry,
  textWordsOf,
  type ContributionOf,
  type SearchIndex,
} from './search-index';
import { MarkedSlots } from './marked-slots';

/** Whether a substring begins, or ends, within a word (a letter, a digit or a mark). */
const WORD_START = /^[\p{L}\p{N}\p{M}]/u;
const WORD_END = /[\p{L}\p{N}\p{M}]$/u;

/**
 * The slots whose text holds the spec's substring, each once, and a byte a slot saying so: kept
 * by the index, as a word's matches are. A substring of one word is read from the lexemes of the
 * catalogue's words holding it (`substringStems`); any other from the texts.
 */
export interface SubstringMatch {
  slots: Int32Array;
  holding: Uint8Array;
}

export function substringMatchOf(index: SearchIndex, plan: SearchPlan): SubstringMatch {
  const key = plan.substringStems
    ? `stems\n${plan.substringStems.join(' ')}`
    : `text\n${plan.substring}`;
  return index.keptWork.keep(
    key,
    () => {
      const holding = new Uint8Array(index.slotCount);
      const held = new MarkedSlots();
      const hold = (slot: number) => {
        if (holding[slot] === 1 || !index.template(slot)) return;
        holding[slot] = 1;
        held.add(slot);
      };
      if (plan.substringStems) {
        for (const stem of plan.substringStems) {
          for (const entry of index.postingsOf(stem)) hold(slotOfEntry(entry));
        }
      } else {
        const { candidates, exact } = textCandidates(index, plan.substring);
        for (const slot of candidates) {
          if (exact || index.template(slot)?.text.includes(plan.substring)) hold(slot);
        }
      }
      return { slots: held.slots(holding), holding };
    },
    (match) => match.holding.length + bytesOfSlots(match.slots),
    contributionToSubstring(plan),
  );
}

/** Whether a template holds the search's substring, as the match reads it: 1, else 0. */
export const contributionToSubstring =
  ({ substring, substringStems }: SearchPlan): ContributionOf =>
  ({ template, lexemes }) =>
    (
      substringStems
        ? substringStems.some((stem) => lexemes.has(stem))
        : template.text.includes(substring)
    )
      ? 1
      : 0;

/**
 * Slots whose text may hold the substring: those with a word holding each of its runs of letters
 * where the run sits (a run between two separators is a whole word, the first run ends a word,
 * the last begins one); every slot for separators alone. A substring of one run is held exactly
 * by the slots with a word holding it.
 */
function textCandidates(
  index: SearchIndex,
  substring: string,
): { candidates: Iterable<number>; exact: boolean } {
  const runs = textWordsOf(substring);
  if (runs.length === 0) return { candidates: index.liveSlots(), exact: false };
  const startsInWord = WORD_START.test(substring);
  const endsInWord = WORD_END.test(substring);
  const holding = runs.map((run, at) => {
    const first = at === 0 && startsInWord;
    const last = at === runs.length - 1 && endsInWord;
    const place = first && last ? 'within' : first ? 'end' : last ? 'start' : 'whole';
    return index.slotsWithWord(run, place);
  });
  const exact = runs.length === 1 && runs[0] === substring;
  if (holding.length === 1) return { candidates: holding[0]!, exact };
  // Slots holding every run: counted run by run, each slot once a run.
  const runsHeld = new Uint8Array(index.slotCount);
  holding.forEach((held, at) => {
    for (const slot of held) if (runsHeld[slot] === at) runsHeld[slot] = at + 1;
  });
  const candidates: number[] = [];
  for (const slot of holding.at(-1)!) {
    if (runsHeld[slot] !== holding.length) continue;
    runsHeld[slot] = 0;
    candidates.push(slot);
  }
  return { candidates, exact };
}
