import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { forgetPageLifetimeState } from '../lib/page-lifetime-state';

// Lazy screens compile on first use and the machine may be busy (beside the type-check and lint
// in CI, a detail page's first render took over 5 s): findBy* waits up to 10 s, not 1 s. Only a
// test that fails waits that long.
configure({ asyncUtilTimeout: 10_000 });

// The server-render tests run in Node, without a document: nothing below applies to them.
const inBrowser = typeof window !== 'undefined';

// jsdom has no layout, so it does not implement scrolling; the router's scroll restoration calls it.
if (inBrowser) window.scrollTo = () => {};

// jsdom has no media queries either; the admin charts' library asks one for the pixel ratio on import.
if (inBrowser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

/**
 * A test that makes React, the router or our code log an error fails, even if its assertions pass:
 * an act() warning, a failed prop type or an uncaught rejection is a bug the assertions missed. A
 * test that expects an error on the console says so with its own `vi.spyOn(console, 'error')`.
 * Registered before the cleanup below: after-hooks run last-registered-first, so this one also sees
 * errors logged while the page is unmounted.
 */
const loggedErrors: string[] = [];
const logError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  loggedErrors.push(
    args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '),
  );
  logError(...args);
};
afterEach(() => {
  const logged = loggedErrors.splice(0);
  if (logged.length > 0) {
    throw new Error(
      `The test logged ${logged.length} error(s) on the console; the first:\n${logged[0]}`,
    );
  }
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  // A test on a fake clock (test/fake-clock.ts) leaves the next one on the real one.
  vi.useRealTimers();
  if (!inBrowser) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.body.style.overflow = '';
  document.body.style.paddingRight = '';
});

/**
 * The test files of a worker share one page (`isolate: false` in vite.config.ts: a fresh jsdom and
 * a fresh import of React and the app per file cost most of the run). So each file starts from what
 * a newly opened page has: no cookies, no stored data, the first address, and the page-lifetime
 * state of the modules that keep some cleared.
 */
beforeAll(() => {
  if (!inBrowser) return;
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete window.Razorpay;
  delete window.dataLayer;
  delete window.gtag;
  forgetPageLifetimeState();
});
