import type { BatchPrice } from '@frameshop/contract';
import { formatCredits, formatNumber } from '../../lib/format';

const results = (count: number) => `${formatNumber(count)} ${count === 1 ? 'result' : 'results'}`;

/**
 * The batch's price in one line, as the spec writes it: "300 results × 5 credits + licence 150 =
 * 1,650 credits"; without the licence when there is none to pay (owned, or free).
 */
export function priceLine(price: BatchPrice): string {
  const each = `${results(price.results)} × ${formatCredits(price.perResult)}`;
  const licence = price.licence > 0 ? ` + licence ${formatNumber(price.licence)}` : '';
  return `${each}${licence} = ${formatCredits(price.total)}`;
}

/** What the one priced button does ("Make 300"); `SpendButton` adds " · 1,650 credits". */
export const makeAction = (count: number) => `Make ${formatNumber(count)}`;

/** What cancelling a batch gives back, said on its button (ADR 28). */
export const cancelLabel = (credits: number) =>
  credits > 0 ? `Cancel and get ${formatCredits(credits)} back` : 'Cancel the rest';

/** What retrying the failed rows costs, said on its button. */
export const retryLabel = (rows: number, credits: number) =>
  `Retry ${formatNumber(rows)} failed ${rows === 1 ? 'row' : 'rows'}${credits > 0 ? ` · ${formatCredits(credits)}` : ' (free)'}`;
