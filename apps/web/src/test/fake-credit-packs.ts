import type { CreditPack } from '@frameshop/contract';

/** Packs an owner might have set, unlike the spec's four, so a page is seen to list the API's. */
export const OWNER_PACKS: CreditPack[] = [
  { id: 'pack-250', credits: 250, priceInr: 199, popular: false, savingsLabel: null },
  { id: 'pack-750', credits: 750, priceInr: 549, popular: true, savingsLabel: 'Save 8%' },
  { id: 'pack-5000', credits: 5000, priceInr: 2999, popular: false, savingsLabel: '25% off' },
];
