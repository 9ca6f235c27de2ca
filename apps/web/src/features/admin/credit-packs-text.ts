import { formatCount } from './format-admin';

/** The Packs tab's own words; what the server says is in the contract's CreditPackAdminMessage. */
export const CreditPacksText = {
  intro:
    'The packs buyers can choose on the pricing and Buy Credits pages, in this order. A change applies to the next order; orders already made keep their price.',
  packTitle: (credits: number) => `${formatCount(credits)} credits`,
  packName: (credits: number) => `the ${formatCount(credits)}-credit pack`,
  addTitle: 'Add a pack',
  save: 'Save',
  saving: 'Saving…',
  add: 'Add pack',
  adding: 'Adding…',
  saved: (credits: number) => `Saved the ${formatCount(credits)}-credit pack.`,
  added: (credits: number) => `Added the ${formatCount(credits)}-credit pack.`,
  popular: 'Most popular',
  offSale: 'Off sale',
  credits: 'Credits',
  price: 'Price (₹)',
  savingsLabel: 'Savings label',
  savingsHint: 'Such as “20% savings”; leave it empty for none.',
  onSale: 'On sale',
  warning: 'Warning:',
  none: 'No packs yet: add the first below.',
} as const;
