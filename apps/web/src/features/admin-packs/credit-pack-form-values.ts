import type { AdminCreditPack } from '@frameshop/contract';

/** The fields of a pack's form, in the order it shows them (the first wrong one gets focus). */
export const CREDIT_PACK_FIELDS = [
  'credits',
  'priceInr',
  'savingsLabel',
  'popular',
  'active',
] as const;
export type CreditPackField = (typeof CREDIT_PACK_FIELDS)[number];

/**
 * What the owner typed, as typed: numbers stay text until the form is sent, so a wrong value is
 * shown back with its message rather than silently changed.
 */
export interface CreditPackValues {
  credits: string;
  priceInr: string;
  savingsLabel: string;
  popular: boolean;
  active: boolean;
}

export const BLANK_PACK_VALUES: CreditPackValues = {
  credits: '',
  priceInr: '',
  savingsLabel: '',
  popular: false,
  active: true,
};

/** The controls' ids of one pack's form; every row has its own. */
export function creditPackFieldIds(prefix: string): Record<CreditPackField, string> {
  return {
    credits: `${prefix}-credits`,
    priceInr: `${prefix}-price`,
    savingsLabel: `${prefix}-savings-label`,
    popular: `${prefix}-popular`,
    active: `${prefix}-active`,
  };
}

export function packValuesOf(pack: AdminCreditPack): CreditPackValues {
  return {
    credits: String(pack.credits),
    priceInr: String(pack.priceInr),
    savingsLabel: pack.savingsLabel ?? '',
    popular: pack.popular,
    active: pack.active,
  };
}

/**
 * The values as the contract's schema judges them. "1,000" and "₹399" are read as the numbers
 * they mean; anything else that is not a number stays one, for the schema to name.
 */
export function packFieldsInputOf(values: CreditPackValues) {
  return {
    credits: numberOf(values.credits),
    priceInr: numberOf(values.priceInr),
    savingsLabel: values.savingsLabel,
    popular: values.popular,
    active: values.active,
  };
}

function numberOf(typed: string): number | string | undefined {
  const cleaned = typed.replace(/[\s,₹]/g, '');
  if (cleaned === '') return undefined;
  const value = Number(cleaned);
  return Number.isNaN(value) ? typed : value;
}
