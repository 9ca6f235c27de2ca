import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_SUBMIT_GLOBAL } from '@frameshop/contract';
import { pageComposer, START_WITHOUT_PAINT_MS } from './server-render';

const indexHtml =
  '<!doctype html><head><title>Frameshop</title>' +
  '<script type="module" crossorigin src="/assets/app.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react.js"></head>' +
  '<body><div id="root"></div></body>';

/** The rendered page's inline script. */
function starter(): string {
  const page = pageComposer(indexHtml).compose({
    kind: 'page',
    head: '',
    html: '<main>page</main>',
    hydrationScript: '',
  });
  const inline = /<script>([^<]*)<\/script>/.exec(page);
  if (!inline?.[1]) throw new Error('the page has no inline script');
  return inline[1];
}

interface Added {
  tag: string;
  properties: Record<string, unknown>;
}

/** Runs the script against a stand-in page; `paint()` plays the browser reporting the first paint. */
function runStarter({ visible = true, paintTiming = true } = {}) {
  const added: Added[] = [];
  let reportPaint: (() => void) | undefined;
  const listeners: { type: string; listener: (event: unknown) => void; capture: boolean }[] = [];
  const window: Record<string, unknown> = {};
  const rootButtons = [new FakeButton(), new FakeButton()];
  const root = {
    contains: (node: unknown) => rootButtons.includes(node as FakeButton),
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('button[type="button"]');
      return rootButtons;
    },
  };
  const document = {
    documentElement: new FakeElement('HTML'),
    getElementById: (id: string) => (id === 'root' ? root : null),
    visibilityState: visible ? 'visible' : 'hidden',
    addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) =>
      listeners.push({ type, listener, capture }),
    createElement: (tag: string) => ({ tag }),
    head: {
      appendChild: ({ tag, ...properties }: { tag: string }) => added.push({ tag, properties }),
    },
  };
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(private readonly callback: (list: unknown, observer: FakeObserver) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      reportPaint = () => this.callback({}, this);
    }
    disconnect() {
      reportPaint = undefined;
    }
  }
  new Function('window', 'document', 'PerformanceObserver', starter())(
    window,
    document,
    FakeObserver,
  );
  /** A form sent on the page: answers whether the browser would still post it. */
  const submit = (form: FakeForm, submitter: unknown = null) => {
    let posted = true;
    const event = { target: form, submitter, preventDefault: () => (posted = false) };
    for (const { type, listener } of listeners) if (type === 'submit') listener(event);
    return posted;
  };
  /** A click on `target`: answers whether it went on to the page's own listeners. */
  const click = (target: unknown) => {
    let propagates = true;
    const event = { target, stopPropagation: () => (propagates = false) };
    for (const { type, listener } of listeners) if (type === 'click') listener(event);
    return propagates;
  };
  const hold = () =>
    window[EARLY_SUBMIT_GLOBAL] as { live: boolean; pending: unknown; presses: unknown[] };
  return {
    added,
    paint: () => reportPaint?.(),
    submit,
    click,
    hold,
    listeners,
    document,
    rootButtons,
  };
}

class FakeElement {
  readonly attributes = new Map<string, string>();
  constructor(readonly tagName: string) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
}
type FakeForm = FakeElement;

/** A `type="button"` button, or (`closest` answering null) an element in no such button. */
class FakeButton {
  disabled = false;
  constructor(private readonly inButton = true) {}
  closest(selector: string) {
    expect(selector).toBe('button[type="button"]');
    return this.inButton ? this : null;
  }
}

describe("a rendered page's start", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for nothing before the first paint, then for the preloads and the app once', () => {
    const page = runStarter();
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toEqual([
      {
        tag: 'link',
        properties: { rel: 'modulepreload', href: '/assets/react.js', fetchPriority: 'low' },
      },
      {
        tag: 'script',
        properties: { type: 'module', src: '/assets/app.js', fetchPriority: 'low' },
      },
    ]);
    vi.advanceTimersByTime(START_WITHOUT_PAINT_MS);
    expect(page.added).toHaveLength(2);
  });

  it('starts at once when the page is not being shown or the browser cannot report paints', () => {
    expect(runStarter({ visible: false }).added).toHaveLength(2);
    expect(runStarter({ paintTiming: false }).added).toHaveLength(2);
  });

  it('holds a form sent before the app is live, marks it busy and starts the app at once', () => {
    const page = runStarter();
    expect(page.listeners).toMatchObject([
      { type: 'submit', capture: true },
      { type: 'click', capture: true },
    ]);
    const form = new FakeElement('FORM');
    const button = { tagName: 'BUTTON' };
    expect(page.submit(form, button)).toBe(false);
    expect(page.hold().pending).toEqual({ form, submitter: button });
    expect(Object.fromEntries(page.document.documentElement.attributes)).toEqual({
      'data-early-submit': '',
    });
    expect(form.attributes.size).toBe(0);
    expect(page.added).toHaveLength(2);

    // Once the app is live, its own handlers have the forms.
    page.hold().live = true;
    page.hold().pending = null;
    expect(page.submit(new FakeElement('FORM'))).toBe(true);
    expect(page.hold().pending).toBeNull();
  });

  it("holds a press of the page's buttons before the app is live, each button once", () => {
    const page = runStarter();
    const [first, second] = page.rootButtons;
    expect(page.click(second)).toBe(false);
    expect(page.click(first)).toBe(false);
    expect(page.click(second)).toBe(false);
    expect(page.hold().presses).toEqual([
      { button: second, place: 1 },
      { button: first, place: 0 },
    ]);
    expect(Object.fromEntries(page.document.documentElement.attributes)).toEqual({
      'data-early-submit': '',
    });
    expect(page.added).toHaveLength(2);
  });

  it('lets other presses through: a link, a button outside the app, and every press once live', () => {
    const page = runStarter();
    expect(page.click(new FakeButton(false))).toBe(true);
    expect(page.click(new FakeButton())).toBe(true);
    expect(page.hold().presses).toEqual([]);
    expect(page.added).toEqual([]);

    page.hold().live = true;
    expect(page.click(page.rootButtons[0])).toBe(true);
    expect(page.hold().presses).toEqual([]);
  });

  it('starts anyway when no paint is ever reported', () => {
    const page = runStarter();
    vi.advanceTimersByTime(START_WITHOUT_PAINT_MS - 1);
    expect(page.added).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.added).toHaveLength(2);
  });
});
