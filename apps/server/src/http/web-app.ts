import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { STORE_SHARE_PICTURE_PATH } from '@frameshop/contract';
import { pageRouteOf } from '@frameshop/contract/page-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { labelPageRoute } from '../observability';
import { AppError } from './app-error';
import { sendAppError } from './error-handler';
import { withScriptSource } from './security-headers';
import {
  apiFetchFor,
  loadServerRenderEntry,
  pageComposer,
  type PageComposer,
} from './server-render';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built single-page app. Hashed files under /assets never change, so browsers keep them a
 * year; everything else is revalidated so a deploy shows at once. Any GET for a path that is not a
 * file and not under /api answers the page: rendered on the server when the route allows it (see
 * docs/decisions/0008-server-rendered-public-pages.md), else index.html for the browser to render.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const serverRender = await loadServerRenderEntry(distDir, app.log);
  let indexHtml: string | undefined;
  let composer: PageComposer | undefined;
  let renderedPagePolicy: string | undefined;

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // "/" is a page like any other, rendered by its own route below.
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(distDir, filePath);
      reply.header('cache-control', relative.startsWith('assets') ? IMMUTABLE : REVALIDATE);
      // The store's share picture is for other sites to show, as public catalogue media are.
      if (`/${relative}` === STORE_SHARE_PICTURE_PATH) {
        reply.header('cross-origin-resource-policy', 'cross-origin');
      }
    },
  });

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    indexHtml ??= fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
    if (indexHtml === undefined) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build` (or `npm start`).');
    }
    reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
    if (!serverRender) return reply.send(indexHtml);

    // The page shows the cookie banner or not depending on the visitor's cookies.
    reply.header('vary', 'Cookie');
    try {
      const result = await serverRender.render(
        new Request(new URL(request.url, 'http://localhost'), {
          headers: { cookie: request.headers.cookie ?? '' },
        }),
        { apiFetch: apiFetchFor(app, request) },
      );
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      if (result.kind === 'page') {
        composer ??= pageComposer(indexHtml);
        renderedPagePolicy ??= withScriptSource(
          String(reply.getHeader('content-security-policy')),
          composer.scriptSource,
        );
        reply.header('content-security-policy', renderedPagePolicy);
        return reply.status(result.status ?? 200).send(composer.compose(result));
      }
    } catch (error) {
      // The browser can still render the page itself; the failure is ours to fix, not the visitor's.
      request.log.error({ err: error }, 'server render failed; sending the plain page');
    }
    return reply.send(indexHtml);
  }

  app.get('/', { schema: { hide: true } }, sendPage);

  // A rendered page is on screen before its scripts start, and a form sent in that moment is sent by
  // the browser itself: the app's forms post to their own page (never a GET, which would put every
  // field, a password too, into the address bar, the history and the logs), and the page answers by
  // showing itself again. The body is never parsed, kept or logged: these routes have one parser,
  // which leaves it unread.
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _body, done) => done(null));
    pages.post('/*', { schema: { hide: true } }, async (request, reply) => {
      const [pathname = '/'] = request.url.split('?', 1);
      if (isApiPath(pathname)) return sendNoEndpoint(request, reply, pathname);
      return reply.header('cache-control', 'no-store').redirect(samePage(request.url), 303);
    });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendNoEndpoint(request, reply, pathname);
    }
    // Timed as its page, not with the paths nothing answers.
    const page = pageRouteOf(pathname);
    if (page !== undefined) labelPageRoute(request, page);
    return sendPage(request, reply);
  });
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function sendNoEndpoint(request: FastifyRequest, reply: FastifyReply, pathname: string) {
  return sendAppError(
    reply,
    AppError.notFound(`There is no endpoint at ${request.method} ${pathname}.`),
  );
}

/**
 * The page a form was posted to (path and query), as an address on this site: leading slashes and
 * backslashes become one slash, so `//elsewhere.example` cannot send the visitor off the site.
 */
function samePage(url: string): string {
  return `/${url.replace(/^[/\\]+/, '')}`;
}
