import { AccountControlMessage } from '@frameshop/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../components/ui/field-message';
import { FormAlert } from '../../../../components/ui/form-alert';
import { FormField } from '../../../../components/ui/form-field';
import { PageForm } from '../../../../components/ui/page-form';
import { PasswordInput } from '../../../../components/ui/password-input';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { useToast } from '../../../../components/ui/use-toast';
import { fieldErrorsOf, isApiError } from '../../../../lib/api-error';
import { focusById } from '../../../../lib/field-errors';
import { formatCredits } from '../../../../lib/format';
import { closeAccount } from '../api/account-calls';

const ids = { password: 'close-account-password', understood: 'close-account-understood' };

/**
 * Closing the account, behind a warning of everything that goes and the password. Nothing is
 * sent until the person has read what is lost and ticked that they understand.
 */
export function CloseAccountForm({
  credits,
  onClosed,
}: {
  credits: number;
  /** The session is gone: sign out here too. */
  onClosed: () => void | Promise<void>;
}) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!password) {
      setPasswordError(AccountControlMessage.closeNeedsProof);
      focusById(ids.password);
      return;
    }
    if (!understood) {
      setFailure('Tick the box to confirm you understand what closing the account deletes.');
      focusById(ids.understood);
      return;
    }
    setBusy(true);
    try {
      const answer = await closeAccount(password);
      toast.show({ type: 'success', message: answer.message });
      await onClosed();
    } catch (error) {
      setBusy(false);
      const onPassword = fieldErrorsOf(error).password;
      if (onPassword) {
        setPasswordError(onPassword);
        focusById(ids.password);
      } else {
        setFailure(isApiError(error) ? error.message : 'Failed to close the account.');
      }
    }
  };

  return (
    <section aria-labelledby="close-account-heading" className="space-y-4 px-5 py-6 sm:px-6">
      <div>
        <h3 id="close-account-heading" className="font-semibold text-danger-700">
          Close account
        </h3>
        <p className="mt-0.5 text-sm text-ink-muted">
          Deletes your account for good. Download anything you want to keep first.
        </p>
      </div>
      {open ? (
        <PageForm
          noValidate
          onSubmit={(event) => void onSubmit(event)}
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
          {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
          <FormField id={ids.password} label="Your password" message={errorMessage(passwordError)}>
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
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Keep my account
            </Button>
            <SubmitButton variant="danger" busy={busy} busyLabel="Closing…">
              Close my account
            </SubmitButton>
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
