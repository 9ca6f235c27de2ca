import { act, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EARLY_SUBMIT_GLOBAL } from '@frameshop/contract';
import { captureEarlyInput } from './early-input';
import { ReplayEarlyInput } from './replay-early-input';

/** The props of a labelled text control named after its label, kept in `value` by `setValue`. */
const textControl = (label: string, value: string, setValue: (value: string) => void) => ({
  'aria-label': label,
  name: label.toLowerCase(),
  value,
  onChange: (event: ChangeEvent<HTMLTextAreaElement | HTMLSelectElement>) =>
    setValue(event.target.value),
});

interface FormState {
  email: string;
  note: string;
  remember: boolean;
  topic: string;
}

/** A sign-in-like form whose state is shown next to it, and which re-renders on demand. */
function Form({
  onEmail = () => undefined,
  onSend = () => undefined,
}: {
  onEmail?: (value: string) => void;
  onSend?: (state: FormState) => void;
}) {
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [remember, setRemember] = useState(false);
  const [topic, setTopic] = useState('');
  const [renders, setRenders] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ email, note, remember, topic });
      }}
    >
      <input
        aria-label="Email"
        name="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          onEmail(event.target.value);
        }}
      />
      <textarea {...textControl('Note', note, setNote)} />
      <input
        aria-label="Remember"
        type="checkbox"
        name="remember"
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      <select {...textControl('Topic', topic, setTopic)}>
        <option value="">Choose</option>
        <option value="billing">Billing</option>
      </select>
      <output data-testid="state">{JSON.stringify({ email, note, remember, topic })}</output>
      {/* Anything that renders the form again (the sign-in state arriving, say). */}
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement;

// This file drives React's own act() (hydration is not Testing Library's render), so it tells React
// it runs in a test, as Testing Library does for its own calls; React otherwise logs each act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** The server's markup of `ui` on the page, not yet taken over by React. */
function serverPage(ui: ReactNode, serverUi: ReactNode = ui): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(serverUi);
  document.body.append(container);
  return container;
}

async function hydrate(ui: ReactNode, withReplay = true) {
  const early = captureEarlyInput(container);
  await act(async () => {
    root = hydrateRoot(
      container,
      <>
        {ui}
        {withReplay ? <ReplayEarlyInput input={early} root={container} /> : null}
      </>,
      { onRecoverableError: () => undefined },
    );
  });
}

const field = <T extends HTMLElement>(label: string) =>
  container.querySelector<T>(`[aria-label="${label}"]`)!;
const state = () => JSON.parse(container.querySelector('output')!.textContent!) as object;
const renderAgain = () => act(() => container.querySelector('button')!.click());

/** What a visitor's typing does to an element before any script listens. */
function typeBeforeApp(element: HTMLInputElement | HTMLTextAreaElement, text: string) {
  element.value = text;
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('what is typed before the app takes the page over', () => {
  it('is lost when the form renders again, without the replay (the failure it prevents)', async () => {
    serverPage(<Form />);
    typeBeforeApp(field('Email'), 'someone@example.com');
    await hydrate(<Form />, false);
    renderAgain();
    expect(field<HTMLInputElement>('Email').value).toBe('');
  });

  it("reaches the app's state, and stays through the next render", async () => {
    serverPage(<Form />);
    typeBeforeApp(field('Email'), 'someone@example.com');
    typeBeforeApp(field('Note'), 'wedding day');
    field<HTMLInputElement>('Remember').checked = true;
    field<HTMLSelectElement>('Topic').value = 'billing';
    await hydrate(<Form />);
    renderAgain();

    expect(state()).toEqual({
      email: 'someone@example.com',
      note: 'wedding day',
      remember: true,
      topic: 'billing',
    });
    expect(field<HTMLInputElement>('Email').value).toBe('someone@example.com');
    expect(field<HTMLTextAreaElement>('Note').value).toBe('wedding day');
    expect(field<HTMLInputElement>('Remember').checked).toBe(true);
    expect(field<HTMLSelectElement>('Topic').value).toBe('billing');
  });

  it('leaves untouched fields alone', async () => {
    const onEmail = vi.fn();
    serverPage(<Form onEmail={onEmail} />);
    typeBeforeApp(field('Note'), 'hello');
    await hydrate(<Form onEmail={onEmail} />);
    expect(onEmail).not.toHaveBeenCalled();
    expect(state()).toMatchObject({ email: '', note: 'hello' });
  });

  it('includes what is typed after the capture, while React is still hydrating', async () => {
    serverPage(<Form />);
    const early = captureEarlyInput(container);
    typeBeforeApp(field('Email'), 'some');
    typeBeforeApp(field('Email'), 'someone@example.com');
    await act(async () => {
      root = hydrateRoot(
        container,
        <>
          <Form />
          <ReplayEarlyInput input={early} root={container} />
        </>,
      );
    });
    renderAgain();
    expect(state()).toMatchObject({ email: 'someone@example.com' });
  });

  it('keeps the focus and the caret where they were', async () => {
    serverPage(<Form />);
    const note = field<HTMLTextAreaElement>('Note');
    typeBeforeApp(note, 'wedding day');
    note.focus();
    note.setSelectionRange(3, 3);
    await hydrate(<Form />);
    renderAgain();

    expect(document.activeElement).toBe(field('Note'));
    expect(field<HTMLTextAreaElement>('Note').selectionStart).toBe(3);
    expect(field<HTMLTextAreaElement>('Note').selectionEnd).toBe(3);
  });

  it('reaches the new field when React has to render the page afresh', async () => {
    // A page whose markup the browser cannot adopt (it differs from the server's) is rebuilt.
    serverPage(
      <Form />,
      <>
        <p>server</p>
        <Form />
      </>,
    );
    const serverEmail = field('Email');
    typeBeforeApp(field('Email'), 'someone@example.com');
    await hydrate(
      <>
        <p>browser</p>
        <Form />
      </>,
    );
    renderAgain();

    expect(field('Email')).not.toBe(serverEmail);
    expect(state()).toMatchObject({ email: 'someone@example.com' });
  });
});

describe('a form sent before the app takes the page over', () => {
  const page = window as unknown as Record<string, unknown>;
  afterEach(() => {
    vi.useRealTimers();
    delete page[EARLY_SUBMIT_GLOBAL];
  });

  /** What the page's inline script does when the form is sent before the app is live. */
  function holdSubmit() {
    const form = container.querySelector('form')!;
    document.documentElement.setAttribute('data-early-submit', '');
    const submitter = container.querySelector<HTMLButtonElement>('button[type="submit"]');
    const hold = { live: false, pending: { form, submitter }, presses: [] };
    page[EARLY_SUBMIT_GLOBAL] = hold;
    return { hold };
  }

  it('is sent once the app is live, once, with what was typed, and shows as held no more', async () => {
    const sent = vi.fn();
    serverPage(<Form onSend={sent} />);
    typeBeforeApp(field('Email'), 'someone@example.com');
    field<HTMLInputElement>('Remember').checked = true;
    const { hold } = holdSubmit();
    // The held form is sent in a task of its own: every task the take-over scheduled is run.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await hydrate(<Form onSend={sent} />);
    await act(() => vi.runAllTimersAsync());
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({
      email: 'someone@example.com',
      note: '',
      remember: true,
      topic: '',
    });
    expect(hold).toEqual({ live: true, pending: null, presses: [] });
    expect(document.documentElement.hasAttribute('data-early-submit')).toBe(false);
  });

  it('is not sent when nothing was held; the app simply takes the forms over', async () => {
    const sent = vi.fn();
    serverPage(<Form onSend={sent} />);
    const hold = { live: false, pending: null, presses: [] };
    page[EARLY_SUBMIT_GLOBAL] = hold;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await hydrate(<Form onSend={sent} />);
    await act(() => vi.runAllTimersAsync());
    expect(hold.live).toBe(true);
    expect(sent).not.toHaveBeenCalled();
  });
});

describe('a button pressed before the app takes the page over', () => {
  const page = window as unknown as Record<string, unknown>;
  afterEach(() => {
    vi.useRealTimers();
    delete page[EARLY_SUBMIT_GLOBAL];
  });

  /** Two buttons only the app can answer, counting their presses. */
  function Buttons({ onPress }: { onPress: (name: string) => void }) {
    return (
      <section>
        <button type="button" onClick={() => onPress('accept')}>
          Accept All
        </button>
        <button type="button" onClick={() => onPress('settings')}>
          Settings
        </button>
      </section>
    );
  }

  /** What the page's inline script keeps when these buttons were pressed before the app was live. */
  function holdPresses(...names: string[]) {
    document.documentElement.setAttribute('data-early-submit', '');
    const buttons = [...container.querySelectorAll('button')];
    const presses = names.map((name) => {
      const button = buttons.find((candidate) => candidate.textContent === name)!;
      return { button, place: buttons.indexOf(button) };
    });
    const hold = { live: false, pending: null, presses };
    page[EARLY_SUBMIT_GLOBAL] = hold;
    return hold;
  }

  it('is pressed once the app is live, once each, in order, and shows as held no more', async () => {
    const pressed = vi.fn();
    serverPage(<Buttons onPress={pressed} />);
    const hold = holdPresses('Settings', 'Accept All');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await hydrate(<Buttons onPress={pressed} />);
    await act(() => vi.runAllTimersAsync());
    expect(pressed.mock.calls).toEqual([['settings'], ['accept']]);
    expect(hold).toEqual({ live: true, pending: null, presses: [] });
    expect(document.documentElement.hasAttribute('data-early-submit')).toBe(false);
  });

  it('presses its stand-in when React has to render the page afresh', async () => {
    const pressed = vi.fn();
    serverPage(
      <Buttons onPress={pressed} />,
      <>
        <p>server</p>
        <Buttons onPress={pressed} />
      </>,
    );
    holdPresses('Accept All');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await hydrate(
      <>
        <p>browser</p>
        <Buttons onPress={pressed} />
      </>,
    );
    await act(() => vi.runAllTimersAsync());
    expect(pressed.mock.calls).toEqual([['accept']]);
  });
});
