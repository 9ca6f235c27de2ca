import { stateLabel, type BillingDetails } from '@frameshop/contract';

/** The details as the next invoice will name them. */
export function BillingDetailsSummary({ details }: { details: BillingDetails }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-ink-muted">Legal name</dt>
      <dd className="font-medium break-words text-ink">{details.legalName}</dd>
      <dt className="text-ink-muted">Address</dt>
      <dd className="break-words whitespace-pre-line text-ink">{details.address}</dd>
      <dt className="text-ink-muted">State</dt>
      <dd className="text-ink">{stateLabel(details.state)}</dd>
      <dt className="text-ink-muted">GSTIN</dt>
      <dd className="font-mono text-ink">{details.gstin ?? 'None (not registered for GST)'}</dd>
    </dl>
  );
}
