import { AccountControlMessage, type CloseAccountRequest } from '@frameshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../components/ui/field-message';
import { FormAlert } from '../../../../components/ui/form-alert';
import { FormField } from '../../../../components/ui/form-field';
import { PageForm } from '../../../../components/ui/page-form';
import { PasswordInput } from '../../../../components/ui/password-input';
import { Spinner } from '../../../../components/ui/spinner';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { useToast } from '../../../../components/ui/use-toast';
import { fieldErrorsOf, isApiError } from '../../../../lib/api-error';
import { focusById } from '../../../../lib/field-errors';
import { formatCredits } from '../../../../lib/format';
import { publicConfigQueryOptions } from '../../../../lib/public-config';
import { AuthFailure } from '../../messages';
import { useGoogleButton } from '../../hooks/use-google-button';
import { closeAccount } from '../api/account-calls';
import { useFailure } from '../../../../hooks/use-failure';
import { SettingsHeading } from './settings-heading';

const ids = { password: 'close-account-password', understood: 'close-account-understood' };
const mustTick = 'Tick the box to confirm you understand what closing the account deletes.';

/**
 * Closing the account, behind a warning of everything that goes and a proof that it is the
 * owner: the password, or for an account that signs in only with Google, Google's own button.
 * Nothing is sent until the person has read what is lost and ticked that they understand.
 */
export function CloseAccountForm({
  credits,
  googleOnly,
  onClosed,
}: {
  credits: number;
  googleOnly: boolean;
  /** The session is gone: sign out here too. */
  onClosed: () => void | Promise<void>;
}) {
  const toast = useToast();
  // Only an account without a password needs to know whether this store signs in with Google.
  const config = useQuery({ ...publicConfigQueryOptions, enabled: googleOnly }).data;
  const googleClientId = config?.googleClientId ?? null;
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const { failure, reference, setFailure } = useFailure();
  const [busy, setBusy] = useState(false);

  const close = async (proof: CloseAccountRequest) => {
    setBusy(true);
    try {
      const answer = await closeAccount(proof);
      toast.show({ type: 'success', message: answer.message });
      await onClosed();
    } catch (error) {
      setBusy(false);
      // A Google-only account has no password field: its every refusal shows above the button.
      const onPassword = googleOnly ? undefined : fieldErrorsOf(error).password;
      if (onPassword) {
        setPasswordError(onPassword);
        focusById(ids.password);
      } else {
        setFailure(isApiError(error) ? error.message : 'Failed to close the account.', error);
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!password) {
      setPasswordError(AccountControlMessage.closeNeedsProof);
      focusById(ids.password);
      return;
    }
    if (!understood) {
      setFailure(mustTick);
      focusById(ids.understood);
      return;
    }
    void close({ password });
  };

  // Google's button is pressed outside the form's submit: the same checks, then its credential.
  const google = useGoogleButton(
    googleOnly && open ? googleClientId : null,
    ({ credential }) => {
      // Google's button stays pressable while the account is being closed: one close at a time.
      if (busy) return;
      setFailure(null);
      if (!understood) {
        setFailure(mustTick);
        focusById(ids.understood);
      } else if (!credential) {
        setFailure(AuthFailure.googleNoCredential);
      } else {
        void close({ googleCredential: credential });
      }
    },
    'signin_with',
  );

  return (
    <section aria-labelledby="close-account-heading" className="space-y-4 px-5 py-6 sm:px-6">
      <SettingsHeading id="close-account-heading" title="Close account" tone="danger">
        Deletes your account for good. Download anything you want to keep first.
      </SettingsHeading>
      {open ? (
        <PageForm
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="close-account-heading"
          className="space-y-4 rounded-control bg-danger-50 p-4 ring-1 ring-danger-600/20"
        >
          <div className="text-sm text-ink">
            <p className="font-semibold">Closing your account cannot be undone:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>You can no longer sign in, on any device.</li>
              <li>
                Your {formatCredits(credits)} are forfeited, as the terms say, and not refunded.
              </li>
              <li>
                Your personal details, uploads, drafts and generated videos and pictures are
                deleted, and render orders still waiting are cancelled.
              </li>
              <li>
                Receipts, the record of credit changes and your licences are kept without your
                personal details, as the law requires.
              </li>
              <li>Your email address may register a new, empty account later.</li>
            </ul>
          </div>
          {failure ? (
            <FormAlert tone="error" reference={reference}>
              {failure}
            </FormAlert>
          ) : null}
          {googleOnly ? null : (
            <FormField
              id={ids.password}
              label="Your password"
              message={errorMessage(passwordError)}
            >
              {(control) => (
                <PasswordInput
                  {...control}
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setPasswordError(null);
                  }}
                  tone={passwordError ? 'invalid' : 'default'}
                />
              )}
            </FormField>
          )}
          <label htmlFor={ids.understood} className="flex items-start gap-3 text-sm text-ink">
            <input
              id={ids.understood}
              type="checkbox"
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
              className="mt-0.5 size-4 shrink-0 accent-danger-600"
            />
            I understand that my account, my credits and my files are gone for good.
          </label>
          {googleOnly ? (
            <GoogleProof
              state={
                config === undefined
                  ? 'loading'
                  : googleClientId === null || google.loadFailed
                    ? 'unavailable'
                    : 'ready'
              }
              containerRef={google.containerRef}
              busy={busy}
            />
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Keep my account
            </Button>
            {googleOnly ? null : (
              <SubmitButton variant="danger" busy={busy} busyLabel="Closing…">
                Close my account
              </SubmitButton>
            )}
          </div>
        </PageForm>
      ) : (
        <div className="flex justify-end">
          <Button variant="danger" onClick={() => setOpen(true)}>
            Close account…
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * The proof for an account that signs in only with Google: Google's button, which closes the
 * account once Google hands back this account's credential. Without Google on this store, the
 * way left is setting a password.
 */
function GoogleProof({
  state,
  containerRef,
  busy,
}: {
  state: 'loading' | 'ready' | 'unavailable';
  containerRef: RefObject<HTMLDivElement | null>;
  busy: boolean;
}) {
  if (state === 'loading') return <Spinner className="size-5" />;
  if (state === 'unavailable') {
    return <FormAlert tone="error">{AccountControlMessage.closeNeedsGoogle}</FormAlert>;
  }
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink">
        This account signs in with Google. Sign in with Google again to close it.
      </p>
      <div ref={containerRef} data-testid="google-close-account" className="flex min-h-11" />
      {busy ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner className="size-4" />
          Closing…
        </p>
      ) : null}
    </div>
  );
}
