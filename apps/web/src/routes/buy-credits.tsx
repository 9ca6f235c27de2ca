import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageContainer } from '../components/page-container';
import { ScreenHeading } from '../components/screen-heading';
import { LoadingState } from '../components/ui/loading-state';
import { publicConfigQueryOptions } from '../lib/public-config';
import { displayNameOf } from '../features/auth/display-name';
import { useAuth } from '../features/auth/hooks/use-auth';
import type { LoginRedirectState } from '../features/auth/redirect-state';
import {
  CHECKOUT_BILLING_ID,
  CheckoutBilling,
} from '../features/billing/components/checkout-billing';
import { useCreditPacks } from '../features/buy-credits/api/get-credit-packs';
import { BuyCreditsSignInPrompt } from '../features/buy-credits/components/buy-credits-sign-in-prompt';
import { BuyCreditsView } from '../features/buy-credits/components/buy-credits-view';
import { BackLink } from '../features/catalogue/components/back-link';
import { usePayer } from '../features/teams/hooks/use-payer';
import { formatCredits } from '../lib/format';
import { paths } from '../lib/paths';

// Public on purpose: visitors see the page and a sign-in prompt rather than a bare redirect.
export default function BuyCreditsScreen() {
  const { status, user, updateCredits } = useAuth();
  const config = useQuery(publicConfigQueryOptions);
  // Packs credit the paying account: a team's balance while the person pays as one.
  const payer = usePayer(user);
  // Asked here, not only where the packs show: the server renders this page before it knows who
  // is signed in, and still brings the packs along, so they appear at once in the browser.
  const packs = useCreditPacks();
  const loginState: LoginRedirectState = { from: paths.buyCredits() };
  // A store that issues tax invoices asks who each is for, once, before the first pack is paid.
  const taxInvoices = config.data?.taxInvoices === true;
  const [billingReady, setBillingReady] = useState(false);

  return (
    <PageContainer className="py-8 lg:py-12">
      {user ? <BackLink to={paths.profile()} label="Back to profile" toPreviousPage /> : null}
      <div className="mt-4">
        <ScreenHeading
          title="Buy Credits"
          eyebrow="Credit packs"
          description="Top up your balance with a credit pack and spend it on any template. Credits never expire."
        />
      </div>
      {user ? (
        <p aria-live="polite" className="mt-4 text-sm text-ink-muted">
          {payer.team ? (
            <>
              Buying for the team <span className="font-semibold text-ink">{payer.team.name}</span>.
              Its balance:{' '}
              <span className="font-semibold text-ink">{formatCredits(payer.team.credits)}</span>
            </>
          ) : (
            <>
              Your balance:{' '}
              <span className="font-semibold text-ink">{formatCredits(user.credits)}</span>
            </>
          )}
        </p>
      ) : null}
      <div className="mt-8">
        {status === 'loading' ? (
          <LoadingState label="Checking your account…" />
        ) : user ? (
          <BuyCreditsView
            // A new account or payer on this tab starts its own purchase, never the previous one's.
            key={`${user.id}:${payer.team?.teamId ?? 'me'}`}
            buyer={{ id: user.id, name: displayNameOf(user), email: user.email }}
            packs={packs}
            payments={config.data?.payments}
            paymentsUnavailable={config.isError}
            onCredited={updateCredits}
            beforePaying={
              taxInvoices ? (
                <CheckoutBilling accountName={displayNameOf(user)} onReady={setBillingReady} />
              ) : null
            }
            firstDo={
              taxInvoices && !billingReady
                ? { text: 'Fill in the invoice details first', targetId: CHECKOUT_BILLING_ID }
                : null
            }
          />
        ) : (
          <BuyCreditsSignInPrompt loginState={loginState} />
        )}
      </div>
    </PageContainer>
  );
}
