import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy screens compile on first use and the machine may be busy: findBy* waits up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

// The server-render tests run in Node, without a document: nothing below applies to them.
const inBrowser = typeof window !== 'undefined';

// jsdom has no layout, so it does not implement scrolling; the router's scroll restoration calls it.
if (inBrowser) window.scrollTo = () => {};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.body.style.overflow = '';
  document.body.style.paddingRight = '';
});
