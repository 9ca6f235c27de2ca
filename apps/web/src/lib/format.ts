const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "1,250 credits"; "1 credit". */
export function formatCredits(credits: number): string {
  return `${integer.format(credits)} ${credits === 1 ? 'credit' : 'credits'}`;
}

export function formatNumber(value: number): string {
  return integer.format(value);
}
