/** What the check needs of a pack. */
export interface PricedPack {
  id: string;
  credits: number;
  /** Whole rupees. */
  priceInr: number;
  savingsLabel: string | null;
  active: boolean;
}

/** A claimed percentage this far from the real saving, in percentage points, is contradicted. */
export const SAVINGS_TOLERANCE_POINTS = 5;

const SAVINGS_WORDS = /\b(save|saves|saving|savings|off|discount|cheaper)\b/i;
const PERCENT = /(\d+(?:\.\d+)?)\s*%/;

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const count = new Intl.NumberFormat('en-IN');

/**
 * The savings labels the prices contradict, by pack id. A pack's saving is measured against the
 * base rate: the rupees per credit of the smallest pack on sale (of any pack when none is), as a
 * buyer comparing the cards would. A label that claims a saving is contradicted when the pack costs
 * as much per credit as the base or more, or when the percentage it names is more than
 * SAVINGS_TOLERANCE_POINTS away from the real one. A label that claims nothing ("Best value") and a
 * pack without a label are left alone.
 */
export function savingsLabelWarnings(packs: readonly PricedPack[]): Map<string, string[]> {
  const warnings = new Map<string, string[]>();
  const base = basePack(packs);
  if (!base) return warnings;
  for (const pack of packs) {
    const warning = contradiction(pack, base);
    if (warning) warnings.set(pack.id, [warning]);
  }
  return warnings;
}

function basePack(packs: readonly PricedPack[]): PricedPack | undefined {
  const onSale = packs.filter((pack) => pack.active);
  const candidates = onSale.length > 0 ? onSale : packs;
  return candidates.reduce<PricedPack | undefined>(
    (smallest, pack) => (!smallest || pack.credits < smallest.credits ? pack : smallest),
    undefined,
  );
}

function contradiction(pack: PricedPack, base: PricedPack): string | null {
  const label = pack.savingsLabel?.trim();
  if (!label || !SAVINGS_WORDS.test(label)) return null;
  const says = `The label says ${label}`;
  if (pack.id === base.id) {
    return `${says}; this is the smallest pack, the rate the others’ savings are measured against, so it saves nothing.`;
  }
  // Compared in whole numbers (price × the other's credits), so equal rates are equal.
  if (pack.priceInr * base.credits >= base.priceInr * pack.credits) {
    return (
      `${says}; at these prices it saves nothing: ${perCredit(pack)} a credit against ` +
      `${perCredit(base)} in the ${count.format(base.credits)}-credit pack.`
    );
  }
  const claimed = PERCENT.exec(label)?.[1];
  if (claimed === undefined) return null;
  const saving = (1 - (pack.priceInr * base.credits) / (base.priceInr * pack.credits)) * 100;
  if (Math.abs(Number(claimed) - saving) <= SAVINGS_TOLERANCE_POINTS) return null;
  return `${says}; at these prices it saves ${percentText(saving)}.`;
}

const perCredit = (pack: PricedPack) => rupees.format(pack.priceInr / pack.credits);

const percentText = (saving: number) => (saving < 1 ? 'less than 1%' : `${Math.round(saving)}%`);
