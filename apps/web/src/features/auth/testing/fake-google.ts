import { vi } from 'vitest';
import type { GoogleCredentialResponse } from '../google-identity';

/**
 * Google Identity Services as the page sees it once its script has loaded: `initialize` keeps the
 * callback, `renderButton` draws a plain button labelled `label`, and `respond` plays Google
 * handing back what the person picked. `remove` takes it away again.
 */
export function fakeGoogle(label = 'Continue with Google') {
  let callback: ((response: GoogleCredentialResponse) => void) | undefined;
  const initialize = vi.fn((options: { callback: typeof callback }) => {
    callback = options.callback;
  });
  const renderButton = vi.fn((parent: HTMLElement) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    parent.append(button);
  });
  window.google = { accounts: { id: { initialize, renderButton, prompt: vi.fn() } } };
  return {
    initialize,
    renderButton,
    respond: (response: GoogleCredentialResponse) => callback?.(response),
    remove: () => {
      delete window.google;
    },
  };
}
