import { AdminMessage } from '@frameshop/contract';
import { useState, type FormEvent } from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordInput } from '../../../components/ui/password-input';
import { useFailure } from '../../../hooks/use-failure';
import { isApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import type { AdminSession } from '../admin-session';
import { openAdminSession } from '../api/admin-api';

/** The spec's pause while the password is verified, so a wrong guess never answers instantly. */
const VERIFY_DELAY_MS = 500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Internal Access: the password goes to the server, which answers an admin token or a refusal. */
export function AdminGate({ onOpened }: { onOpened: (session: AdminSession) => void }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { failure: error, reference, setFailure } = useFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const [opened] = await Promise.all([openAdminSession(password), pause(VERIFY_DELAY_MS)]);
      onOpened({ token: opened.adminToken, expiresAt: Date.parse(opened.expiresAt) });
    } catch (failure) {
      setFailure(
        isApiError(failure) && failure.fromServer ? failure.message : AdminMessage.fetchFailed,
        failure,
      );
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto flex min-h-[60vh] w-full max-w-sm flex-col justify-center px-4 py-12">
      <DocumentTitle title="Admin Dashboard" />
      <form
        onSubmit={(event) => void submit(event)}
        className="rounded-card bg-surface p-6 shadow-sm ring-1 ring-line sm:p-8"
        aria-labelledby="admin-gate-title"
      >
        <h1 id="admin-gate-title" className="text-2xl font-bold text-ink">
          {AdminMessage.gateTitle}
        </h1>
        <p className="mt-1 text-sm text-ink-muted">{AdminMessage.gatePrompt}</p>
        <label htmlFor="admin-password" className="mt-6 block text-sm font-semibold text-ink">
          Password
        </label>
        <div className="mt-1.5">
          <PasswordInput
            id="admin-password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            tone={error ? 'invalid' : 'default'}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'admin-gate-error' : undefined}
            disabled={busy}
          />
        </div>
        {error ? (
          <div id="admin-gate-error" className="mt-4">
            <FormAlert tone="error" reference={reference}>
              {error}
            </FormAlert>
          </div>
        ) : null}
        <Button type="submit" fullWidth className="mt-6" disabled={!password || busy}>
          {busy ? AdminMessage.verifying : AdminMessage.accessDashboard}
        </Button>
        <ButtonLink to={paths.home()} variant="secondary" fullWidth className="mt-3">
          {AdminMessage.backToMainSite}
        </ButtonLink>
      </form>
    </div>
  );
}
