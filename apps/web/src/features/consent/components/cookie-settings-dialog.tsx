import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PageForm } from '../../../components/ui/page-form';
import { ESSENTIAL_ONLY } from '../consent-cookie';
import type { ConsentCategory, ConsentChoice } from '../consent-cookie';
import { consentStore } from '../consent-store';
import { useConsent } from '../hooks/use-consent';

const categories: { key: ConsentCategory; label: string; description: string }[] = [
  {
    key: 'analytics',
    label: 'Analytics',
    description: 'Counts visits and clicks so we can see which pages help and which confuse.',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    description: 'Measures our adverts on other sites and shows you more relevant ones.',
  },
  {
    key: 'personalization',
    label: 'Personalization',
    description: 'Remembers preferences so the store can suggest templates that suit you.',
  },
];

/** The detailed choice, opened from the banner or the footer's "Cookie settings". */
export function CookieSettingsDialog() {
  const { choice, settingsOpen } = useConsent();
  const store = consentStore();
  return (
    <Modal
      open={settingsOpen}
      onClose={store.closeSettings}
      title="Cookie settings"
      description="Choose which cookies Frameshop may use. You can change this at any time from the footer."
      size="lg"
    >
      {/* The dialog unmounts when closed, so each opening starts from the saved choice. */}
      <SettingsForm initial={choice ?? ESSENTIAL_ONLY} onSave={store.save} />
    </Modal>
  );
}

function SettingsForm({
  initial,
  onSave,
}: {
  initial: ConsentChoice;
  onSave: (choice: ConsentChoice) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const baseId = useId();
  return (
    <PageForm
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <ul className="divide-y divide-line rounded-control ring-1 ring-line">
        <li className="flex items-start justify-between gap-4 p-4">
          <div>
            <p className="font-medium text-ink">Essential</p>
            <p className="mt-1 text-sm text-ink-muted">
              Sign-in, security and your cookie choice. The store cannot work without them.
            </p>
          </div>
          <span className="shrink-0 rounded-full bg-success-50 px-2.5 py-1 text-xs font-semibold text-success-700">
            Always on
          </span>
        </li>
        {categories.map(({ key, label, description }) => (
          <li key={key} className="flex items-start justify-between gap-4 p-4">
            <label htmlFor={`${baseId}-${key}`} className="cursor-pointer">
              <span className="block font-medium text-ink">{label}</span>
              <span className="mt-1 block text-sm text-ink-muted">{description}</span>
            </label>
            <input
              id={`${baseId}-${key}`}
              type="checkbox"
              role="switch"
              checked={draft[key]}
              onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })}
              className="mt-1 size-5 shrink-0 cursor-pointer accent-brand-600"
            />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onSave(ESSENTIAL_ONLY)}>
          Essential only
        </Button>
        <Button type="submit">Save preferences</Button>
      </div>
    </PageForm>
  );
}
