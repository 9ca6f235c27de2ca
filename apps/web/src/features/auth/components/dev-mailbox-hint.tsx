import { ExternalLinkIcon, MailIcon } from '../../../components/ui/icons';
import { usePublicConfig } from '../../../lib/public-config';

export const DEV_MAILBOX_PATH = '/dev/mailbox';

/**
 * Shown beside code inputs when the store has no mail server: codes then land in the dev mailbox,
 * and a new user would otherwise wait for an email that never comes.
 */
export function DevMailboxHint() {
  const config = usePublicConfig();
  if (!config?.devMailbox) return null;
  return (
    <p className="flex items-start gap-2 rounded-control bg-warning-50 px-3 py-2 text-xs leading-5 text-ink-muted ring-1 ring-warning-600/20 ring-inset">
      <MailIcon className="mt-0.5 size-4 shrink-0 text-warning-600" />
      <span>
        No mail server is configured: read your code in the{' '}
        <a
          href={DEV_MAILBOX_PATH}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-0.5 font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          dev mailbox
          <ExternalLinkIcon className="size-3.5" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </span>
    </p>
  );
}
