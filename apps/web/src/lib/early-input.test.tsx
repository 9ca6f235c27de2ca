import { act, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

/** A sign-in-like form whose state is shown next to it, and which re-renders on demand. */
function Form({ onEmail = () => undefined }: { onEmail?: (value: string) => void }) {
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [remember, setRemember] = useState(false);
  const [topic, setTopic] = useState('');
  const [renders, setRenders] = useState(0);
  return (
    <form>
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
        {withReplay ? <ReplayEarlyInput input={early} /> : null}
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
          <ReplayEarlyInput input={early} />
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
