import { CoinsIcon } from '../../components/ui/icons';
import { formatNumber } from '../../lib/format';

/** The signed-in user's balance; `compact` hides the word "credits" visually, not from readers. */
export function CreditBalance({
  credits,
  compact = false,
}: {
  credits: number;
  compact?: boolean;
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
      </span>
    </span>
  );
}
