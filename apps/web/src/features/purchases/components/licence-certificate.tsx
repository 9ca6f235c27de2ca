import type { LicenceCertificate as Licence } from '@frameshop/contract';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { Fact } from '../../../components/ui/fact';
import { formatCredits, formatDate } from '../../../lib/format';
import { kindLabel } from '../kind-label';
import './licence-print.css';

/**
 * The licence certificate: what was bought, by whom, when, for how much, and the ledger entry that
 * paid for it. Laid out to print on its own (see licence-print.css).
 */
export function LicenceCertificate({ licence }: { licence: Licence }) {
  return (
    <article
      aria-labelledby="licence-title"
      className="licence-certificate mx-auto max-w-2xl rounded-panel bg-surface p-6 shadow-card ring-1 ring-line sm:p-10"
    >
      <div className="flex items-center gap-3 border-b border-line pb-6">
        <CheckCircleIcon className="size-8 shrink-0 text-success-600" />
        <div>
          <p className="text-sm font-semibold text-brand-600">Frameshop</p>
          <h1 id="licence-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Licence Certificate
          </h1>
        </div>
      </div>
      <p className="mt-6 leading-7 text-ink-muted">
        This certifies that <strong className="text-ink">{licence.ownerName}</strong> holds a
        licence to use the {kindLabel[licence.templateKind].toLowerCase()}{' '}
        <strong className="text-ink">{licence.templateName}</strong>, with every render of it by its
        owner.
      </p>
      <dl className="mt-6 divide-y divide-line text-sm">
        <Fact label="Licence ID" mono>
          {licence.licenceId}
        </Fact>
        <Fact label="Template">
          {licence.templateName} ({kindLabel[licence.templateKind]})
        </Fact>
        <Fact label="Template ID" mono>
          {licence.templateId}
        </Fact>
        <Fact label="Licensed to">
          {licence.ownerName} ({licence.ownerEmail})
        </Fact>
        <Fact label="Date">
          <time dateTime={licence.purchasedAt}>{formatDate(licence.purchasedAt)}</time>
        </Fact>
        <Fact label="Credits paid">{formatCredits(licence.creditsPaid)}</Fact>
        <Fact label="Ledger entry" mono>
          {licence.ledgerId ?? 'None (no credits were paid)'}
        </Fact>
      </dl>
    </article>
  );
}
