import type { CreditPack } from '@frameshop/contract';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatCredits } from '../../../lib/format';
import { formatRupees } from '@frameshop/contract';

/** What the Pay button is waiting for, if anything. */
export type PayBarWait = 'checkout-script' | 'starting' | 'in-checkout' | 'verifying' | null;

const waitLabels: Record<Exclude<PayBarWait, null>, string> = {
  'checkout-script': 'Loading checkout…',
  starting: 'Starting payment…',
  'in-checkout': 'Completing payment…',
  verifying: 'Verifying payment…',
};

interface PayBarProps {
  pack: CreditPack | null;
  wait: PayBarWait;
  /** The checkout cannot open at all (its script never loaded). */
  blocked: boolean;
  /**
   * What must be done first, said beside the disabled button (the invoice's details): its words,
   * and the id of the element that asks it, which the words take the buyer to.
   */
  firstDo?: { text: string; targetId: string } | null;
  onPay: () => void;
}

/** The chosen pack and the Pay button, kept in view at the bottom of the screen. */
export function PayBar({ pack, wait, blocked, firstDo = null, onPay }: PayBarProps) {
  return (
    <div className="sticky bottom-3 z-10 mt-8 flex flex-col gap-3 rounded-card bg-surface p-4 shadow-elevated ring-1 ring-line sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <p aria-live="polite" className="min-w-0 text-sm text-ink-muted">
        {pack ? (
          <>
            <span className="font-semibold text-ink">{formatCredits(pack.credits)}</span> for{' '}
            <span className="font-semibold text-ink">{formatRupees(pack.priceInr)}</span>
          </>
        ) : (
          'Select a credit pack to continue.'
        )}
        {firstDo ? (
          <button
            type="button"
            onClick={() => {
              const target = document.getElementById(firstDo.targetId);
              target?.scrollIntoView?.({ block: 'start' });
              target
                ?.querySelector<HTMLElement>('input, textarea, select')
                ?.focus({ preventScroll: true });
            }}
            className="mt-0.5 block text-left font-medium text-brand-700 underline underline-offset-2"
          >
            {firstDo.text}
          </button>
        ) : null}
      </p>
      <Button
        size="lg"
        onClick={onPay}
        disabled={pack === null || wait !== null || blocked || firstDo !== null}
        className="sm:min-w-56"
      >
        {wait ? (
          <>
            <Spinner className="size-5" />
            {waitLabels[wait]}
          </>
        ) : pack ? (
          `Pay ${formatRupees(pack.priceInr)}`
        ) : (
          'Pay'
        )}
      </Button>
    </div>
  );
}
