import { CoinsIcon } from '../../../components/ui/icons';
import { OnBrandLinks } from '../../../components/ui/on-brand-links';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/** The balance, with the two ways forward: spend it on templates or buy more. */
export function CreditsPanel({ credits }: { credits: number }) {
  return (
    <section
      aria-labelledby="credits-heading"
      className="relative overflow-hidden rounded-panel bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-brand sm:p-8"
    >
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-28 size-[26rem] bg-[radial-gradient(closest-side,var(--color-accent-400),transparent)] opacity-25"
      />
      <div className="relative flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2
            id="credits-heading"
            className="flex items-center gap-2 text-sm font-medium text-brand-100"
          >
            <CoinsIcon className="size-4" />
            Available credits
          </h2>
          <p className="mt-2 text-4xl font-bold tracking-tight" data-testid="profile-credits">
            {formatNumber(credits)}
          </p>
          <p className="mt-1 text-sm text-brand-100">
            Spend them on templates; a template you own downloads free forever.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <OnBrandLinks
            first={{ to: paths.buyCredits(), label: 'Buy Credits' }}
            second={{ to: paths.templatesList(), label: 'Browse Templates' }}
            className="flex-1 sm:flex-none"
          />
        </div>
      </div>
    </section>
  );
}
