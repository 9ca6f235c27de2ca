import { PaymentMessage } from '@frameshop/contract';
import { ErrorReference } from '../../../components/ui/error-reference';
import { AlertCircleIcon } from '../../../components/ui/icons';

/**
 * The spec's "errors are shown as Payment Error": a heading, then what went wrong, and the failed
 * call's reference when the server named one.
 */
export function PaymentProblem({
  message,
  reference = null,
}: {
  message: string;
  reference?: string | null;
}) {
  return (
    <section
      role="alert"
      aria-labelledby="payment-error-heading"
      className="flex items-start gap-3 rounded-card bg-danger-50 px-4 py-4 text-danger-700 ring-1 ring-danger-600/20 ring-inset sm:px-5"
    >
      <AlertCircleIcon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        <h2 id="payment-error-heading" className="font-semibold">
          {PaymentMessage.paymentError}
        </h2>
        <p className="mt-1 text-sm leading-6 break-words">{message}</p>
        <ErrorReference id={reference} className="mt-1" />
      </div>
    </section>
  );
}
