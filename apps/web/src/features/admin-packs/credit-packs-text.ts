import { formatCount } from '../admin-shell/format-admin';

const packName = (credits: number) => `the ${formatCount(credits)}-credit pack`;

/** The Packs tab's own words; what the server says is in the contract's CreditPackAdminMessage. */
export const CreditPacksText = {
  intro:
    'The packs buyers can choose on the pricing and Buy Credits pages, listed as they see them: move a pack up or down to change its place. A change applies to the next order; orders already made keep their price.',
  packTitle: (credits: number) => `${formatCount(credits)} credits`,
  packName,
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
  moveUp: (credits: number) => `Move ${packName(credits)} up`,
  moveDown: (credits: number) => `Move ${packName(credits)} down`,
  savingOrder: 'Saving the order of the packs…',
  moved: (credits: number, place: number, count: number) =>
    `Moved ${packName(credits)} to place ${place} of ${count}.`,
  orderNotSaved: 'The new order of the packs was not saved; they stay as they were.',
} as const;
