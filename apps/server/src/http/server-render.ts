import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerRenderEntry, ServerRenderResult } from '@frameshop/contract';
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

/**
 * Puts rendered pages into the built index.html: markup in the root, the page's title and preloads
 * in the head. A rendered page is readable before its scripts arrive (they make it interactive), so
 * they are fetched at low priority: on a slow connection the stylesheet and the page's images go
 * first.
 */
export function pageComposer(
  indexHtml: string,
): (page: Extract<ServerRenderResult, { kind: 'page' }>) => string {
  const template = indexHtml.replace(
    /<(script type="module"|link rel="modulepreload")/g,
    '<$1 fetchpriority="low"',
  );
  return (page) => {
    const withHead = page.head ? template.replace(DEFAULT_TITLE, () => page.head) : template;
    return withHead.replace(
      ROOT_ELEMENT,
      () => `<div id="root">${page.html}</div>${page.hydrationScript}`,
    );
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
