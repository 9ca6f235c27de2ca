import { EARLY_SUBMIT_GLOBAL } from '@frameshop/contract';

/** What the rendered page's inline script keeps (apps/server/src/http/server-render.ts). */
interface EarlySubmitHold {
  live: boolean;
  pending: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
}

function holdOf(page: Window): EarlySubmitHold | undefined {
  return (page as unknown as Record<string, EarlySubmitHold | undefined>)[EARLY_SUBMIT_GLOBAL];
}

/**
 * Ends the rendered page's hold on forms: from now on the app's own handlers take every submit. A
 * form sent while the page held them (before the app was live) is sent now, in a task after the
 * early input's replay (lib/early-input.ts), so that its handler reads what was typed; if React
 * replaced the form, its replacement at the same place among the root's forms is sent.
 */
export function releaseEarlySubmit(root: HTMLElement): void {
  const hold = holdOf(window);
  if (!hold || hold.live) return;
  hold.live = true;
  const pending = hold.pending;
  hold.pending = null;
  if (!pending) return;
  const place = [...root.querySelectorAll('form')].indexOf(pending.form);
  setTimeout(() => {
    document.documentElement.removeAttribute('data-early-submit');
    const form = root.contains(pending.form) ? pending.form : root.querySelectorAll('form')[place];
    if (!form) return;
    const { submitter } = pending;
    // The button that sent it, if it is still one of this form's (a form with several).
    const sentBy =
      submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : undefined;
    form.requestSubmit(sentBy);
  }, 0);
}
