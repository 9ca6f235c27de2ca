import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { tokenStore } from '../../../lib/token-store';
import { usePublicConfig } from '../../../lib/public-config';
import { useGoogleAuthMutation } from '../api/google-auth';
import type { GoogleAuthResponse } from '../api/google-auth';
import type { GoogleCredentialResponse } from '../google-identity';
import { useGoogleButton } from '../hooks/use-google-button';
import { AuthFailure, serverErrorMessage } from '../messages';

interface GoogleSignInButtonProps {
  rememberMe: boolean;
  onSignedIn: (session: GoogleAuthResponse, rememberMe: boolean) => void;
}

/**
 * "Sign in with Google", rendered by Google's own script when the store has a client id, and
 * absent otherwise. The credential Google hands back is traded for a session on our server.
 */
export function GoogleSignInButton({ rememberMe, onSignedIn }: GoogleSignInButtonProps) {
  const config = usePublicConfig();
  const clientId = config?.googleClientId ?? null;
  const [error, setError] = useState<string | null>(null);
  const mutation = useGoogleAuthMutation();

  const onCredential = ({ credential }: GoogleCredentialResponse) => {
    if (!credential) {
      setError(AuthFailure.googleNoCredential);
      return;
    }
    setError(null);
    mutation.mutate(
      { credential, rememberMe },
      {
        onSuccess: (session) => onSignedIn(session, rememberMe),
        onError: (failure) => {
          // A failed sign-in leaves nobody half signed in.
          tokenStore.clear();
          setError(serverErrorMessage(failure, AuthFailure.googleLogin));
        },
      },
    );
  };
  const { containerRef, loadFailed } = useGoogleButton(clientId, onCredential);

  if (!clientId) return null;

  return (
    <div className="space-y-3">
      <div className="relative flex items-center gap-3 text-xs font-medium tracking-wide text-ink-subtle uppercase">
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </div>
      {loadFailed ? (
        <FormAlert tone="error">{AuthFailure.googleUnavailable}</FormAlert>
      ) : (
        <div
          ref={containerRef}
          data-testid="google-sign-in"
          className="flex min-h-11 justify-center"
          aria-busy={mutation.isPending}
        />
      )}
      {mutation.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-ink-muted">
          <Spinner className="size-4" />
          Signing in with Google…
        </p>
      ) : null}
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
    </div>
  );
}
