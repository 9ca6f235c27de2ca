/**
 * What a visitor types, ticks or chooses on the server's page before the app has taken it over
 * (docs/decisions/0008-server-rendered-public-pages.md: its scripts start after the first paint).
 * React adopts those elements as they are but does not know their values, so its next render would
 * put its own (empty) state back. `captureEarlyInput` notes which controls were changed, before
 * hydrating and while it runs; `replay`, once the hydrated page is committed, hands each change to
 * the app as if the visitor had just made it, through the app's own change handlers, keeping focus
 * and the caret where they were.
 */
export interface EarlyInput {
  /**
   * Replays the changes into the app, reading them at once and handing them over in a microtask;
   * only the first call does anything.
   */
  replay(): void;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Noted {
  /** The control's place among the root's controls, to find its replacement if React rebuilt it. */
  index: number;
  tag: string;
  name: string;
  type: string;
  /** The last value seen, for a replacement (the control itself is read afresh). */
  value: string;
  checked: boolean;
  selected: boolean[];
}

const CONTROLS = 'input, textarea, select';
/** Inputs whose value cannot be set by a page, or that carry no choice of the visitor's. */
const IGNORED_TYPES = new Set(['file', 'hidden', 'submit', 'reset', 'button', 'image']);

function isControl(target: EventTarget | null): target is Control {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

function isCheckable(control: Control): control is HTMLInputElement {
  return (
    control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
  );
}

/** Whether the visitor has changed the control from what the server rendered. */
function isChanged(control: Control): boolean {
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (isCheckable(control)) return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

function controlsOf(root: HTMLElement): Control[] {
  return [...root.querySelectorAll<Control>(CONTROLS)].filter(
    (control) => !IGNORED_TYPES.has(control.type),
  );
}

export function captureEarlyInput(root: HTMLElement): EarlyInput {
  const noted = new Map<Control, Noted>();
  const note = (control: Control) => {
    if (IGNORED_TYPES.has(control.type)) return;
    noted.set(control, {
      index: controlsOf(root).indexOf(control),
      tag: control.tagName,
      name: control.name,
      type: control.type,
      value: control.value,
      checked: isCheckable(control) && control.checked,
      selected:
        control instanceof HTMLSelectElement
          ? [...control.options].map((option) => option.selected)
          : [],
    });
  };
  for (const control of controlsOf(root)) if (isChanged(control)) note(control);

  // Typing goes on while React hydrates; whatever changes before the replay is replayed too.
  const onChange = (event: Event) => {
    if (isControl(event.target) && root.contains(event.target)) note(event.target);
  };
  root.addEventListener('input', onChange, true);
  root.addEventListener('change', onChange, true);

  let replayed = false;
  return {
    replay() {
      if (replayed) return;
      replayed = true;
      root.removeEventListener('input', onChange, true);
      root.removeEventListener('change', onChange, true);
      // Read now, while the elements still show what the visitor did: anything that renders next
      // would put the app's own state back.
      const focused = document.activeElement;
      const changes = [...noted].map(([control, seen]) => ({
        control,
        seen: root.contains(control) ? { ...seen, ...currentState(control) } : seen,
        caret: focused === control ? caretOf(control) : null,
        hadFocus: focused === control,
      }));
      // Replayed once React has finished committing: an event handled inside a commit has its
      // state applied only after React has put the old value back, which moves the caret.
      queueMicrotask(() => {
        for (const { control, seen, caret, hadFocus } of changes) {
          const target = root.contains(control) ? control : replacementOf(root, seen);
          if (!target) continue;
          replayInto(target, seen);
          if (hadFocus) {
            target.focus({ preventScroll: true });
            if (caret) restoreCaret(target, caret);
          }
        }
      });
    },
  };
}

type ControlState = Pick<Noted, 'value' | 'checked' | 'selected'>;

function currentState(control: Control): ControlState {
  return {
    value: control.value,
    checked: isCheckable(control) && control.checked,
    selected:
      control instanceof HTMLSelectElement
        ? [...control.options].map((option) => option.selected)
        : [],
  };
}

/** The control that took a noted one's place when React rendered the page afresh. */
function replacementOf(root: HTMLElement, seen: Noted): Control | undefined {
  const candidate = controlsOf(root)[seen.index];
  if (!candidate) return undefined;
  const same =
    candidate.tagName === seen.tag && candidate.name === seen.name && candidate.type === seen.type;
  return same ? candidate : undefined;
}

/**
 * Makes the change again as the visitor would, so React's onChange sees it. React remembers the
 * value it last saw on the element and reports a change only when the element's value differs from
 * it: the element is first set through React's own property (which React notes) to something else,
 * then through the browser's setter (which React does not see) to the visitor's value.
 */
function replayInto(control: Control, state: ControlState): void {
  if (control instanceof HTMLSelectElement) {
    [...control.options].forEach((option, index) => {
      option.selected = state.selected[index] ?? option.selected;
    });
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (isCheckable(control)) {
    // A radio button is unticked only by ticking another, which is replayed itself.
    if (control.type === 'radio' && !state.checked) return;
    control.checked = !state.checked;
    // A click ticks or unticks it, and is the event React listens to for these.
    control.click();
    return;
  }
  control.value = state.value === '' ? ' ' : '';
  const prototype =
    control instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, state.value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

interface Caret {
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
}

/** Where the caret is, for controls that have one the page can read (not email or number). */
function caretOf(control: Control): Caret | null {
  if (control instanceof HTMLSelectElement) return null;
  try {
    const { selectionStart: start, selectionEnd: end, selectionDirection } = control;
    if (start === null || end === null) return null;
    return { start, end, direction: selectionDirection ?? 'none' };
  } catch {
    return null;
  }
}

function restoreCaret(control: Control, caret: Caret): void {
  if (control instanceof HTMLSelectElement) return;
  try {
    control.setSelectionRange(caret.start, caret.end, caret.direction);
  } catch {
    // A control without a caret: nothing to restore.
  }
}
