import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  EARLY_SUBMIT_GLOBAL,
  type ServerRenderEntry,
  type ServerRenderResult,
} from '@frameshop/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

const ROOT_ELEMENT = '<div id="root"></div>';
const DEFAULT_TITLE = /<title>[^<]*<\/title>/;

/**
 * Where the web build puts its server-render bundle: next to the browser build, never inside it, so
 * the server's code is not served as a static file.
 */
export function serverEntryPath(distDir: string): string {
  return path.join(distDir, '..', 'dist-server', 'entry-server.js');
}

/** Loads the server-render bundle, or null when the build has none (the plain page is served). */
export async function loadServerRenderEntry(
  distDir: string,
  log: FastifyBaseLogger,
): Promise<ServerRenderEntry | null> {
  const entryPath = serverEntryPath(distDir);
  if (!fs.existsSync(entryPath)) {
    log.warn({ entryPath }, 'no server-render bundle: pages are rendered in the browser only');
    return null;
  }
  const entry = (await import(pathToFileURL(entryPath).href)) as Partial<ServerRenderEntry>;
  if (typeof entry.render !== 'function')
    throw new Error(`${entryPath} does not export a render function; rebuild the web app.`);
  return entry as ServerRenderEntry;
}

/** The built index.html's module scripts and module preloads, with the address each loads. */
const MODULE_SCRIPT = /<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;

/** How long a page that reports no paint waits before starting anyway. */
export const START_WITHOUT_PAINT_MS = 2000;

/**
 * The one inline script of a rendered page: it asks for the app's modules once the page has painted
 * (or at once where the browser cannot say when it paints, or is not showing the page). A rendered
 * page is readable without its scripts, so the stylesheet and the page's images have the connection
 * to themselves until the first paint, and the scripts that make the page interactive come next.
 *
 * Until the app has taken the page over, a form sent (a sign-in typed and sent on a slow phone) is
 * held instead of posted: marked busy, the app asked for at once, and sent by the app when it is
 * live, with what was typed (apps/web/src/lib/early-submit.ts). No field goes into an address.
 * A press of one of the page's buttons that only the app can answer (`type="button"`: the cookie
 * banner's Accept All) is held the same way, each button once, and pressed again by the app when
 * it is live. The press goes no further meanwhile, so the app, which may be hydrating, never
 * answers it twice.
 */
function startAfterFirstPaint(scripts: string[], preloads: string[]): string {
  // Addresses come from our own build; escaping "<" keeps any of them from closing the script.
  const list = (values: string[]) => JSON.stringify(values).replace(/</g, '\\u003c');
  return `(() => {
  const preloads = ${list(preloads)};
  const scripts = ${list(scripts)};
  let started = false;
  const add = (tag, properties) =>
    document.head.appendChild(Object.assign(document.createElement(tag), properties));
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) add('link', { rel: 'modulepreload', href, fetchPriority: 'low' });
    for (const src of scripts) add('script', { type: 'module', src, fetchPriority: 'low' });
  };
  const hold = (window[${JSON.stringify(EARLY_SUBMIT_GLOBAL)}] = {
    live: false,
    pending: null,
    presses: [],
  });
  const busy = () => {
    // Marked outside the app's markup, which React adopts only as it rendered it.
    document.documentElement.setAttribute('data-early-submit', '');
    start();
  };
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (hold.live || !form || form.tagName !== 'FORM') return;
    event.preventDefault();
    hold.pending = { form, submitter: event.submitter || null };
    busy();
  }, true);
  document.addEventListener('click', (event) => {
    const target = event.target;
    const button = target && target.closest ? target.closest('button[type="button"]') : null;
    const root = document.getElementById('root');
    if (hold.live || !button || button.disabled || !root || !root.contains(button)) return;
    event.stopPropagation();
    if (!hold.presses.some((press) => press.button === button)) {
      // Its place among the buttons finds its stand-in if the app renders the page afresh.
      const place = [...root.querySelectorAll('button[type="button"]')].indexOf(button);
      hold.presses.push({ button, place });
    }
    busy();
  }, true);
  const canTell = PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!canTell || document.visibilityState !== 'visible') return start();
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // A page that is never painted (a headless browser taking a snapshot) still starts.
  setTimeout(start, ${START_WITHOUT_PAINT_MS});
})();`;
}

export interface PageComposer {
  /** The whole page: markup in the root, the page's title and preloads in the head. */
  compose(page: Extract<ServerRenderResult, { kind: 'page' }>): string;
  /** The Content Security Policy source that admits the page's one inline script. */
  scriptSource: string;
}

/**
 * Puts rendered pages into the built index.html. Its module scripts and preloads are asked for by
 * an inline script once the page has painted (see startAfterFirstPaint) instead of by tags.
 */
export function pageComposer(indexHtml: string): PageComposer {
  const addresses = (pattern: RegExp) => [...indexHtml.matchAll(pattern)].map((match) => match[1]!);
  const starter = startAfterFirstPaint(addresses(MODULE_SCRIPT), addresses(MODULE_PRELOAD));
  const template = indexHtml.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  return {
    compose(page) {
      const withHead = page.head ? template.replace(DEFAULT_TITLE, () => page.head) : template;
      return withHead.replace(
        ROOT_ELEMENT,
        () => `<div id="root">${page.html}</div>${page.hydrationScript}<script>${starter}</script>`,
      );
    },
    scriptSource: `'sha256-${createHash('sha256').update(starter).digest('base64')}'`,
  };
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The API as the page being rendered calls it: answered in-process by this server, as if the visitor
 * had asked (their address, so their region's prices), without their credentials (the server never
 * sees the browser's token, and renders public data only).
 */
export function apiFetchFor(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers));
    delete headers.authorization;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(NULL_BODY_STATUSES.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
