import { PaymentMessage } from '@frameshop/contract';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

interface ConfirmingPaymentProps {
  /** The page was reopened on an order left pending, rather than losing its answer just now. */
  resumed: boolean;
  onStopWaiting: () => void;
}

/**
 * Shown while the server has not said how a payment ended. It never says "failed" on a guess:
 * the money may have moved, and the server credits it whichever way the news arrives.
 */
export function ConfirmingPayment({ resumed, onStopWaiting }: ConfirmingPaymentProps) {
  return (
    <section
      aria-labelledby="confirming-heading"
      className="mx-auto flex max-w-lg flex-col items-center rounded-panel bg-surface px-6 py-12 text-center shadow-card ring-1 ring-line"
    >
      <div role="status" className="flex flex-col items-center">
        <Spinner className="size-9 text-brand-600" />
        <h2 id="confirming-heading" className="mt-5 text-xl font-semibold text-ink">
          {PaymentMessage.confirming}
        </h2>
      </div>
      <p className="mt-3 text-sm leading-6 text-ink-muted">
        {resumed
          ? 'A payment you started here has not been confirmed yet. We are checking with the payment provider.'
          : 'The confirmation did not reach this page, so we are checking with the payment provider.'}{' '}
        This page updates by itself, and your credits are added as soon as the payment is confirmed,
        even if you leave.
      </p>
      <Button variant="secondary" onClick={onStopWaiting} className="mt-6">
        Back to credit packs
      </Button>
    </section>
  );
}
