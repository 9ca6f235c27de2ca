import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { ACCEPT_ALL } from '../consent-cookie';
import { consentStore } from '../consent-store';
import { useConsent } from '../hooks/use-consent';

/** Asks once, on every page, until the visitor accepts or saves a choice in Settings. */
export function CookieConsentBanner() {
  const { choice } = useConsent();
  if (choice !== null) return null;
  const store = consentStore();
  return (
    <section
      aria-label="Cookie consent"
      // Compact on phones, where it must leave most of the first screen to the page.
      className="pointer-events-auto w-full rounded-card bg-surface p-4 shadow-elevated ring-1 ring-line sm:max-w-md sm:p-5"
    >
      {/* On a phone the words below say it already; the heading stays for screen readers. */}
      <h2 className="max-sm:sr-only text-base font-semibold text-ink">We use cookies</h2>
      <p className="text-sm leading-5 text-ink-muted sm:mt-2 sm:leading-6">
        Essential cookies keep you signed in and the store secure. With your permission we also use
        analytics, marketing and personalisation cookies.{' '}
        <Link to={paths.cookies()} className="font-medium text-brand-700 underline">
          Cookie policy
        </Link>
      </p>
      <div className="mt-3 flex gap-3 sm:mt-4">
        <Button size="sm" className="flex-1" onClick={() => store.save(ACCEPT_ALL)}>
          Accept All
        </Button>
        <Button size="sm" variant="secondary" className="flex-1" onClick={store.openSettings}>
          Settings
        </Button>
      </div>
    </section>
  );
}
