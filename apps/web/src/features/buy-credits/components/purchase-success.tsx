import { formatPaise, PaymentMessage } from '@frameshop/contract';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { ButtonLink } from '../../../components/ui/button-link';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { formatCredits } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import type { PurchaseSuccessDetails } from '../success-details';

/** What a credit pack purchase brought, a link to its receipt, and where to go with the credits. */
export function PurchaseSuccess({ details }: { details: PurchaseSuccessDetails }) {
  const rows: [string, string][] = [
    ['Credits purchased', formatCredits(details.credits)],
    ['Amount paid', formatPaise(details.amount)],
    ['New balance', formatCredits(details.newBalance)],
    ['Transaction ID', details.transactionId],
  ];
  return (
    <section
      aria-labelledby="purchase-success-heading"
      className="mx-auto max-w-xl rounded-panel bg-surface px-5 py-10 text-center shadow-card ring-1 ring-line sm:px-10"
    >
      <DocumentTitle title={PaymentMessage.paymentSuccessful} />
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-success-50 text-success-600 ring-1 ring-success-600/20">
        <CheckCircleIcon className="size-9" />
      </span>
      <h1 id="purchase-success-heading" className="mt-5 text-3xl font-bold tracking-tight text-ink">
        {PaymentMessage.paymentSuccessful}
      </h1>
      <p className="mt-2 text-ink-muted">Your credits have been added to your account.</p>
      <dl className="mt-8 divide-y divide-line rounded-card bg-canvas text-left text-sm ring-1 ring-line">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3"
          >
            <dt className="text-ink-muted">{label}</dt>
            <dd className="min-w-0 font-semibold break-all text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {details.receiptNumber === undefined ? null : (
        <p className="mt-4 text-sm text-ink-muted">
          Your receipt is on its way to your email.{' '}
          <Link
            to={paths.receipt(String(details.receiptNumber))}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            View and print receipt No. {details.receiptNumber}
          </Link>
        </p>
      )}
      <nav aria-label="What next" className="mt-8 grid gap-3 sm:grid-cols-2">
        <ButtonLink to={paths.templatesList()} fullWidth>
          Browse Templates
        </ButtonLink>
        <ButtonLink to={paths.imageTemplates()} variant="secondary" fullWidth>
          Image Templates
        </ButtonLink>
        <ButtonLink to={paths.profile()} variant="secondary" fullWidth>
          My Profile
        </ButtonLink>
        <ButtonLink to={paths.buyCredits()} variant="secondary" fullWidth>
          Buy More Credits
        </ButtonLink>
      </nav>
    </section>
  );
}
