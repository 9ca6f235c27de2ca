import { ScreenPlaceholder } from '../components/screen-placeholder';
import { ButtonLink } from '../components/ui/button-link';
import { CoinsIcon } from '../components/ui/icons';
import { useAuth } from '../features/auth/hooks/use-auth';
import type { LoginRedirectState } from '../features/auth/redirect-state';
import { formatCredits } from '../lib/format';
import { paths } from '../lib/paths';

// Public on purpose: visitors see the page and a sign-in prompt rather than a bare redirect.
export default function BuyCreditsScreen() {
  const { status, user } = useAuth();
  const signedIn = status === 'authenticated' && user !== null;
  const loginState: LoginRedirectState = { from: paths.buyCredits() };

  return (
    <ScreenPlaceholder
      title="Buy Credits"
      eyebrow="Credit packs"
      description="Top up your balance with a credit pack and spend it on any template."
      icon={<CoinsIcon className="size-7" />}
      note={
        signedIn
          ? `You have ${formatCredits(user.credits)}. Credit packs will be on sale here soon.`
          : status === 'loading'
            ? 'Checking your account…'
            : 'Please log in to purchase credits'
      }
    >
      {signedIn ? (
        <ButtonLink to={paths.profile()} variant="secondary">
          Back to profile
        </ButtonLink>
      ) : status === 'loading' ? null : (
        <ButtonLink to={paths.login()} state={loginState}>
          Sign In
        </ButtonLink>
      )}
    </ScreenPlaceholder>
  );
}
