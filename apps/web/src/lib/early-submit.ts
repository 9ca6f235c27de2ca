import { EARLY_SUBMIT_GLOBAL } from '@frameshop/contract';

/** What the rendered page's inline script keeps (apps/server/src/http/server-render.ts). */
interface EarlyHold {
  live: boolean;
  pending: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  /**
   * Buttons pressed before the app was live, each once, in the order they were first pressed, with
   * their place among the root's buttons then.
   */
  presses?: { button: HTMLButtonElement; place: number }[];
}

function holdOf(page: Window): EarlyHold | undefined {
  return (page as unknown as Record<string, EarlyHold | undefined>)[EARLY_SUBMIT_GLOBAL];
}

/** Buttons the page holds presses of, as its inline script finds them. */
const HELD_BUTTONS = 'button[type="button"]';

/**
 * Ends the rendered page's hold on forms and buttons: from now on the app's own handlers take every
 * submit and press. What the page held meanwhile (before the app was live) happens now, in a task
 * after the early input's replay (lib/early-input.ts), so that its handler reads what was typed:
 * each held button is pressed, then a held form is sent. If React replaced one, its replacement at
 * the same place among the root's buttons or forms stands in for it.
 */
export function releaseEarlyActions(root: HTMLElement): void {
  const hold = holdOf(window);
  if (!hold || hold.live) return;
  hold.live = true;
  const { pending, presses = [] } = hold;
  hold.pending = null;
  hold.presses = [];
  if (!pending && presses.length === 0) return;
  const form = pending && {
    ...pending,
    place: [...root.querySelectorAll('form')].indexOf(pending.form),
  };
  setTimeout(() => {
    document.documentElement.removeAttribute('data-early-submit');
    for (const { button, place } of presses) {
      const target = root.contains(button)
        ? button
        : root.querySelectorAll<HTMLButtonElement>(HELD_BUTTONS)[place];
      if (target && !target.disabled) target.click();
    }
    if (form) sendHeldForm(root, form);
  }, 0);
}

function sendHeldForm(
  root: HTMLElement,
  held: NonNullable<EarlyHold['pending']> & { place: number },
): void {
  const form = root.contains(held.form) ? held.form : root.querySelectorAll('form')[held.place];
  if (!form) return;
  const { submitter } = held;
  // The button that sent it, if it is still one of this form's (a form with several).
  const sentBy =
    submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : undefined;
  form.requestSubmit(sentBy);
}
