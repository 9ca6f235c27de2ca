/** The part of Google Identity Services (accounts.google.com/gsi/client) the app uses. */
export interface GoogleCredentialResponse {
  credential?: string;
}

export interface GoogleIdentityServices {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
  prompt(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentityServices } };
  }
}

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

let loading: Promise<GoogleIdentityServices> | null = null;

function loaded(): GoogleIdentityServices | undefined {
  return window.google?.accounts?.id;
}

/**
 * Adds Google's script once per page and resolves with its API. A failed load is forgotten, so
 * the next sign-in screen tries again.
 */
export function loadGoogleIdentity(): Promise<GoogleIdentityServices> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentityServices>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const api = loaded();
      if (api) resolve(api);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => reject(new Error('Google Identity Services could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    document.querySelector(`script[src="${GOOGLE_SCRIPT_URL}"]`)?.remove();
    throw error;
  });
  return loading;
}
