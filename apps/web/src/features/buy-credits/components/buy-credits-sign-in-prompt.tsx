import { PaymentMessage } from '@frameshop/contract';
import { ButtonLink } from '../../../components/ui/button-link';
import { CoinsIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';

/** Visitors see the page and why they cannot buy yet; signing in brings them back here. */
export function BuyCreditsSignInPrompt({ loginState }: { loginState: unknown }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-panel bg-surface px-6 py-12 text-center shadow-card ring-1 ring-line">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <CoinsIcon className="size-7" />
      </span>
      <h2 className="mt-5 text-xl font-semibold text-ink">{PaymentMessage.loginToBuy}</h2>
      <ButtonLink to={paths.login()} state={loginState} className="mt-6">
        Sign In
      </ButtonLink>
    </div>
  );
}
