import type { Page } from '@playwright/test';

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/**
 * Google Identity Services, faked at its network boundary: the page's request for Google's script
 * gets a tiny stand-in whose rendered button hands `credential` (a real, locally signed ID token)
 * to the page's callback, as Google's own button does after the user picks an account.
 */
export async function fakeGoogleIdentity(page: Page, credential: string): Promise<void> {
  const script = `(() => {
    let onCredential = () => {};
    window.google = { accounts: { id: {
      initialize(options) { onCredential = options.callback; },
      renderButton(parent) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Sign in with Google';
        button.addEventListener('click', () => onCredential({ credential: ${JSON.stringify(credential)} }));
        parent.replaceChildren(button);
      },
      prompt() {},
    } } };
  })();`;
  await page.route(GOOGLE_SCRIPT_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: script }),
  );
}
