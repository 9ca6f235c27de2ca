import { useEffect, useState } from 'react';
import { useBillingDetails } from '../api/get-billing-details';
import { BillingDetailsForm } from './billing-details-form';
import { BillingDetailsLoaded } from './billing-details-loaded';
import { BillingDetailsSummary } from './billing-details-summary';

/** The section's id, which the pay bar's "fill in the details first" takes the buyer to. */
export const CHECKOUT_BILLING_ID = 'checkout-billing';

/**
 * On Buy Credits, before paying, when the store issues tax invoices: the buyer's billing details,
 * asked once and then shown for the invoice to come, changeable for it. `onReady` says whether a
 * pack may be paid for (details kept, and not being changed).
 */
export function CheckoutBilling({
  accountName,
  onReady,
}: {
  accountName: string;
  onReady: (ready: boolean) => void;
}) {
  const billing = useBillingDetails();
  const [changing, setChanging] = useState(false);
  const details = billing.data?.billingDetails ?? null;
  const editing = !details || changing;
  const ready = billing.isSuccess && !editing;
  useEffect(() => onReady(ready), [ready, onReady]);

  return (
    <section
      id={CHECKOUT_BILLING_ID}
      aria-labelledby="checkout-billing-heading"
      className="mt-8 rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="checkout-billing-heading" className="text-lg font-semibold text-ink">
            Invoice details
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">
            {details && !changing
              ? 'Your tax invoice will be made out to:'
              : 'Each pack comes with a tax invoice. Tell us who it is for; we remember it for next time.'}
          </p>
        </div>
        {details && !changing ? (
          <button
            type="button"
            onClick={() => setChanging(true)}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Change
          </button>
        ) : null}
      </div>
      <div className="mt-4">
        <BillingDetailsLoaded query={billing}>
          {(current) =>
            current && !changing ? (
              <BillingDetailsSummary details={current} />
            ) : (
              <BillingDetailsForm
                current={current}
                suggestedName={accountName}
                submitLabel={current ? 'Use these details' : 'Save and continue'}
                onSaved={() => setChanging(false)}
                onCancel={current ? () => setChanging(false) : undefined}
              />
            )
          }
        </BillingDetailsLoaded>
      </div>
    </section>
  );
}
