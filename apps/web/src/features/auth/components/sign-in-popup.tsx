import { SIGN_IN_POPUP_DELAY_MS } from '@frameshop/contract';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { CloseButton } from '../../../components/ui/close-button';
import { paths } from '../../../lib/paths';
import { useAuth } from '../hooks/use-auth';
import { useSignInAsked } from '../sign-in-asked';
import { isDismissalActive, readDismissedAt, rememberDismissal } from '../sign-in-popup-dismissal';

const authPages: string[] = [paths.login(), paths.register()];

/**
 * Invites a visitor to sign in, 1.5 s after the page loads, bottom right. Not on the sign-in pages
 * themselves, not again for a day once closed, and not once a dialog has asked the same this visit.
 */
export function SignInPopup() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  const titleId = useId();
  const askedAlready = useSignInAsked();
  // Decided when the delay ends (not on every render), so the page's first paint stays clean.
  const [offered, setOffered] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      setOffered(!isDismissalActive(readDismissedAt(), Date.now()));
    }, SIGN_IN_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!offered || askedAlready || status !== 'unauthenticated' || authPages.includes(pathname)) {
    return null;
  }

  const dismiss = () => {
    rememberDismissal(Date.now());
    setOffered(false);
  };

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      // Compact on phones, where it must leave most of the first screen to the page.
      className="pointer-events-auto relative w-full animate-toast-in rounded-card bg-surface p-4 shadow-elevated ring-1 ring-line sm:max-w-sm sm:p-5"
    >
      <CloseButton
        onClick={dismiss}
        label="Dismiss"
        className="absolute top-3 right-3 text-ink-subtle"
      />
      <h2 id={titleId} className="pr-8 text-sm font-semibold text-ink sm:text-base">
        Sign in required
      </h2>
      <p className="mt-1 text-sm leading-5 text-ink-muted sm:mt-2 sm:leading-6">
        Sign in to like templates, download them and keep your credits. New accounts get free
        credits.
      </p>
      <div className="mt-3 flex gap-3 sm:mt-4">
        <ButtonLink to={paths.login()} size="sm" className="flex-1">
          Log in
        </ButtonLink>
        <ButtonLink to={paths.register()} size="sm" variant="secondary" className="flex-1">
          Create account
        </ButtonLink>
      </div>
    </section>
  );
}
