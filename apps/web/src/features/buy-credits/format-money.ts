// This page's chunk loads on its own, so an Intl formatter costs the rest of the app nothing.
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Whole rupees as money: "₹1,499.00". */
export function formatRupees(rupeeAmount: number): string {
  return rupees.format(rupeeAmount);
}

/** An amount from the wire, in paise (1/100 rupee): 39900 → "₹399.00". */
export function formatPaise(paise: number): string {
  return rupees.format(paise / 100);
}

/** What one credit of a pack costs: "₹0.80 per credit". */
export function pricePerCredit(rupeeAmount: number, credits: number): string {
  return `${rupees.format(rupeeAmount / credits)} per credit`;
}
