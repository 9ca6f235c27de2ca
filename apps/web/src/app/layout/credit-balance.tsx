import { CoinsIcon } from '../../components/ui/icons';
import { formatNumber } from '../../lib/format';

/**
 * The paying account's balance; `compact` hides the word "credits" visually, not from readers,
 * who also hear which team pays when one does.
 */
export function CreditBalance({
  credits,
  compact = false,
  payerName = null,
}: {
  credits: number;
  compact?: boolean;
  payerName?: string | null;
}) {
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-brand-700 ring-1 ring-brand-100 ring-inset"
      data-testid="credit-balance"
    >
      <CoinsIcon className="size-4" />
      <span>
        {formatNumber(credits)}
        <span className={compact ? 'sr-only' : undefined}>
          {' '}
          {credits === 1 ? 'credit' : 'credits'}
        </span>
        {payerName === null ? null : <span className="sr-only">, paying from {payerName}</span>}
      </span>
    </span>
  );
}
