import { NEW_ACCOUNT_CREDITS, PROFILE_COMPLETION_CREDITS } from '@frameshop/contract';
import { ContentPage } from '../components/content-page';
import { PageActions } from '../components/page-actions';
import { CheckIcon } from '../components/ui/icons';
import { useCreditPacks } from '../features/buy-credits/api/get-credit-packs';
import { CreditPackDetails } from '../features/buy-credits/components/credit-pack-details';
import { CreditPacksState } from '../features/buy-credits/components/credit-packs-state';
import { formatNumber } from '../lib/format';
import { paths } from '../lib/paths';

const howCreditsWork = [
  `${formatNumber(NEW_ACCOUNT_CREDITS)} free credits when you create an account.`,
  `${formatNumber(PROFILE_COMPLETION_CREDITS)} more, once, when an account made with Google completes its profile.`,
  'Each template shows its price in credits. You pay for it once; re-downloads are free forever.',
  'Credits never expire and there is no subscription: you spend them only on what you download.',
  'Prices shown are for India, in rupees, including the payment provider’s processing.',
];

export default function PricingScreen() {
  const packs = useCreditPacks();
  return (
    <ContentPage
      title="Pricing"
      eyebrow="Credits"
      description="Pay with credits, only for the templates you download. Buy a credit pack in rupees, from the packs below."
    >
      <CreditPacksState query={packs}>
        {(onSale) => (
          <ul className="grid gap-5 sm:grid-cols-2">
            {onSale.map((pack) => (
              <li
                key={pack.id}
                className={`relative rounded-card bg-surface p-6 shadow-card ring-1 ${pack.popular ? 'ring-2 ring-brand-600' : 'ring-line'}`}
              >
                <CreditPackDetails pack={pack} />
              </li>
            ))}
          </ul>
        )}
      </CreditPacksState>
      <PageActions className="mt-6" links={[{ to: paths.buyCredits(), label: 'Buy Credits' }]} />

      <h2 className="mt-14 text-xl font-semibold text-ink">How credits work</h2>
      <ul className="mt-4 space-y-3">
        {howCreditsWork.map((line) => (
          <li key={line} className="flex gap-3 leading-7 text-ink-muted">
            <CheckIcon className="mt-1.5 size-4 shrink-0 text-success-600" />
            {line}
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
