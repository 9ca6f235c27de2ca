/**
 * The credit packs the store sells, priced in Indian rupees as the product specification lists them.
 * The pricing page shows them today; the payment flow will charge from this same list, so the server
 * never trusts an amount or credit count sent by a browser.
 */
export interface CreditPack {
  id: string;
  credits: number;
  /** Whole rupees. */
  priceInr: number;
  popular: boolean;
  /** "20% savings"; null when the pack is the base rate. */
  savingsLabel: string | null;
}

export const CREDIT_PACK_CURRENCY = 'INR';

export const CREDIT_PACKS: readonly CreditPack[] = [
  { id: 'pack-100', credits: 100, priceInr: 1, popular: false, savingsLabel: null },
  { id: 'pack-500', credits: 500, priceInr: 399, popular: true, savingsLabel: '20% savings' },
  { id: 'pack-1000', credits: 1000, priceInr: 699, popular: false, savingsLabel: '30% savings' },
  { id: 'pack-2500', credits: 2500, priceInr: 1499, popular: false, savingsLabel: '40% savings' },
];
