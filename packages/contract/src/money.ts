let rupees: Intl.NumberFormat | undefined;

/**
 * Made on first use: a page's first Intl formatter loads locale data, which the pages that show
 * no money (and a phone's start-up) should not pay for.
 */
function rupeeFormat(): Intl.NumberFormat {
  rupees ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return rupees;
}

/** Whole rupees as money: "₹1,499.00". */
export function formatRupees(rupeeAmount: number): string {
  return rupeeFormat().format(rupeeAmount);
}

/** An amount from the wire, in paise (1/100 rupee): 39900 → "₹399.00". */
export function formatPaise(paise: number): string {
  return rupeeFormat().format(paise / 100);
}

/** What one credit of a pack costs: "₹0.80 per credit". */
export function pricePerCredit(rupeeAmount: number, credits: number): string {
  return `${rupeeFormat().format(rupeeAmount / credits)} per credit`;
}
