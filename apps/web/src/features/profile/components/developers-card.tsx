import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../lib/paths';
import { ProfileCardHeader } from './profile-card-header';

/** Where the account's API keys and webhooks are explained: the developers page. */
export function DevelopersCard() {
  return (
    <section
      aria-labelledby="developers-heading"
      className="rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <ProfileCardHeader headingId="developers-heading" title="API keys and webhooks">
        <p className="mt-1 text-sm text-ink-muted">
          Make pictures and videos from your own code, with your credits.
        </p>
      </ProfileCardHeader>
      <div className="flex flex-col gap-4 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="text-sm leading-6 text-ink-muted">
          A key lets a program use the store as you do; a webhook tells it when its work is done.
          The developers page shows how, with examples to copy.
        </p>
        <ButtonLink to={paths.developers()} variant="secondary" className="shrink-0">
          Read the developers guide
        </ButtonLink>
      </div>
    </section>
  );
}
