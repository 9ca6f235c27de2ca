import { useEffect, useRef, useState } from 'react';
import { loadGoogleIdentity, type GoogleCredentialResponse } from '../google-identity';

/**
 * Google's own button, drawn by its script into the returned container when the store has a
 * client id. `onCredential` gets what Google hands back when the person picks an account; it is
 * read through a ref, because Google keeps the first callback it is given.
 */
export function useGoogleButton(
  clientId: string | null,
  onCredential: (response: GoogleCredentialResponse) => void,
  text: 'continue_with' | 'signin_with' = 'continue_with',
) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const latest = useRef(onCredential);
  useEffect(() => {
    latest.current = onCredential;
  });

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity().then(
      (google) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        google.initialize({
          client_id: clientId,
          callback: (response) => latest.current(response),
        });
        container.replaceChildren();
        google.renderButton(container, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text,
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
  }, [clientId, text]);

  return { containerRef, loadFailed };
}
