import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { tokenStore } from '../../../lib/token-store';
import { usePublicConfig } from '../../../lib/public-config';
import { useGoogleAuthMutation } from '../api/google-auth';
import type { GoogleAuthResponse } from '../api/google-auth';
import { loadGoogleIdentity } from '../google-identity';
import type { GoogleCredentialResponse } from '../google-identity';
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
  const containerRef = useRef<HTMLDivElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mutation = useGoogleAuthMutation();

  // Google keeps the first callback it is given; it reads the latest choices through this ref.
  const latest = useRef({ rememberMe, onSignedIn, mutate: mutation.mutate });
  useEffect(() => {
    latest.current = { rememberMe, onSignedIn, mutate: mutation.mutate };
  });

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    const onCredential = ({ credential }: GoogleCredentialResponse) => {
      if (!credential) {
        setError(AuthFailure.googleNoCredential);
        return;
      }
      setError(null);
      const { rememberMe: remember, mutate } = latest.current;
      mutate(
        { credential, rememberMe: remember },
        {
          onSuccess: (session) => latest.current.onSignedIn(session, remember),
          onError: (failure) => {
            // A failed sign-in leaves nobody half signed in.
            tokenStore.clear();
            setError(serverErrorMessage(failure, AuthFailure.googleLogin));
          },
        },
      );
    };
    loadGoogleIdentity().then(
      (google) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        google.initialize({ client_id: clientId, callback: onCredential });
        container.replaceChildren();
        google.renderButton(container, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          width: Math.min(container.clientWidth || 320, 400),
        });
      },
      () => {
        if (!cancelled) setLoadFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId]);

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
