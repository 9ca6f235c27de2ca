import { BillingDetailsMessage } from '@frameshop/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useBillingDetails } from '../api/get-billing-details';
import { BillingDetailsForm } from './billing-details-form';
import { BillingDetailsLoaded } from './billing-details-loaded';
import { BillingDetailsSummary } from './billing-details-summary';

/** The profile's "Billing details" card: what the next invoice names, and changing it. */
export function BillingDetailsSection({ accountName }: { accountName: string }) {
  const billing = useBillingDetails();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const details = billing.data?.billingDetails ?? null;

  return (
    <section
      aria-labelledby="billing-details-heading"
      className="rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
        <div>
          <h2 id="billing-details-heading" className="text-lg font-semibold text-ink">
            Billing details
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">
            Who your invoices are made out to. A change applies to your next invoice; invoices
            already issued stay as they were.
          </p>
        </div>
        {details && !editing ? (
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            Change
          </Button>
        ) : null}
      </div>
      <div className="space-y-4 px-5 py-5 sm:px-6">
        {saved ? <FormAlert tone="success">{BillingDetailsMessage.saved}</FormAlert> : null}
        <BillingDetailsLoaded query={billing}>
          {(details) =>
            details && !editing ? (
              <BillingDetailsSummary details={details} />
            ) : (
              <BillingDetailsForm
                current={details}
                suggestedName={accountName}
                submitLabel="Save billing details"
                onSaved={() => {
                  setEditing(false);
                  setSaved(true);
                }}
                onCancel={details ? () => setEditing(false) : undefined}
              />
            )
          }
        </BillingDetailsLoaded>
      </div>
    </section>
  );
}
