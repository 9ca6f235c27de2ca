import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { useToast } from '../../../../components/ui/use-toast';
import { isApiError } from '../../../../lib/api-error';
import { signOutEverywhere } from '../api/account-calls';
import { useFailure } from '../../../../hooks/use-failure';
import { SettingsHeading } from './settings-heading';

/** Ends every session of the account, this one too: for a lost phone or a shared computer. */
export function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => void | Promise<void> }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { failure, reference, setFailure } = useFailure();

  const signOut = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await signOutEverywhere();
      toast.show({ type: 'success', message: answer.message });
      await onSignedOut();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : 'Failed to sign out everywhere.', error);
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="sign-out-everywhere-heading" className="space-y-4 px-5 py-6 sm:px-6">
      <SettingsHeading id="sign-out-everywhere-heading" title="Sign out of every device">
        Ends every session of your account, this one included: a lost phone or a shared computer is
        signed out at its next step.
      </SettingsHeading>
      {failure ? (
        <FormAlert tone="error" reference={reference}>
          {failure}
        </FormAlert>
      ) : null}
      {confirming ? (
        <div
          role="group"
          aria-label="Confirm signing out everywhere"
          className="flex flex-col gap-3 rounded-control bg-canvas p-4 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm text-ink">Sign out everywhere now? You will sign in again here.</p>
          <div className="flex gap-3">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => void signOut()} disabled={busy} aria-busy={busy || undefined}>
              Sign out everywhere
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Sign out of every device
          </Button>
        </div>
      )}
    </section>
  );
}
