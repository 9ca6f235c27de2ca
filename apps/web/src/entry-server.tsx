// Runs in Node (the API server), never in the browser: see docs/decisions/0008-server-rendered-public-pages.md.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerRenderOptions, ServerRenderResult } from '@frameshop/contract';
import { dehydrate, QueryCache } from '@tanstack/react-query';
import type {
  Query,
  QueryClient,
  QueryKey,
  QueryOptions,
  QueryState,
  WithRequired,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { StaticHandlerContext } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { PROTECTED_ROUTE_ID, routes } from './app/routes';
import { setApiTransport } from './lib/api-client';
import { publicConfigQueryOptions } from './lib/public-config';
import { hydrationPayloadScript } from './lib/hydration-payload';
import { ServerRequestContext } from './lib/server-request';
import type { ServerRequest } from './lib/server-request';

const handler = createStaticHandler(routes);

// Each render's API calls go to the API server that asked for the render, on the visitor's behalf.
const apiForThisRender = new AsyncLocalStorage<typeof fetch>();
setApiTransport((input, init) => {
  const apiFetch = apiForThisRender.getStore();
  if (!apiFetch) return Promise.reject(new Error('An API call outside a server render'));
  return apiFetch(input, init);
});

// React writes the page's head tags first when rendering a fragment: <title>, <meta>, and <link>
// preloads for the images the page shows (so the poster starts loading with the stylesheet).
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*/;

/** A page waits this long for its data; a slower answer is left for the browser to fetch. */
const DATA_WAIT_MS = 1500;

/**
 * Renders one GET request's page as the browser's first render will: the sign-in state not yet
 * known, but the public data the page asks for (catalogue lists, a template, the visitor's region)
 * already fetched, so the visitor sees the page, its templates and their posters before any script
 * runs, and React hydrates it in place.
 */
export async function render(
  request: Request,
  { apiFetch }: ServerRenderOptions,
): Promise<ServerRenderResult> {
  const context = await handler.query(request);
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location && context.status >= 300 && context.status < 400)
      return { kind: 'redirect', status: context.status, location };
    return { kind: 'client-only' };
  }
  if (context.errors || context.matches.some((match) => match.route.id === PROTECTED_ROUTE_ID))
    return { kind: 'client-only' };

  const queryCache = new RecordingQueryCache();
  const queryClient = createQueryClient(queryCache);
  const cookies = request.headers.get('cookie') ?? '';
  // Every page's head names the store's address (canonical, link preview): known before any pass,
  // so even what a page shows only in its second pass (a template, once loaded) has it.
  await apiForThisRender.run(apiFetch, () =>
    withinDataWait(queryClient.prefetchQuery({ ...publicConfigQueryOptions, retry: false })),
  );
  // The first pass finds out which queries the page makes; the second renders with their answers.
  let rendered = renderPage(context, queryClient, cookies);
  const wanted = queryCache.waiting();
  if (wanted.length) {
    await apiForThisRender.run(apiFetch, () => fetchWithin(wanted));
    rendered = renderPage(context, queryClient, cookies);
  }

  const { markup, status, redirect } = rendered;
  if (redirect) return { kind: 'redirect', status: 301, location: redirect };
  const head = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';
  return {
    kind: 'page',
    ...(status === undefined ? {} : { status }),
    head,
    html: markup.slice(head.length),
    hydrationScript: hydrationPayloadScript({
      router: { loaderData: context.loaderData, actionData: context.actionData },
      queries: dehydrate(queryClient),
    }),
  };
}

/**
 * One render pass: the markup, and the status or the redirect a screen asked for (see
 * useResponseStatus and MovedTo).
 */
function renderPage(context: StaticHandlerContext, queryClient: QueryClient, cookies: string) {
  const router = createStaticRouter(handler.dataRoutes, context);
  let status: number | undefined;
  let redirect: string | undefined;
  const serverRequest: ServerRequest = {
    cookies,
    respondWith: (asked) => {
      status = asked;
    },
    redirectTo: (location) => {
      redirect = location;
    },
  };
  const markup = renderToString(
    <StrictMode>
      <ServerRequestContext value={serverRequest}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </ServerRequestContext>
    </StrictMode>,
  );
  return { markup, status, redirect };
}

type AnyQueryOptions = Query['options'];

/**
 * Remembers each query a component asked for with fetching enabled, with the options it asked with:
 * what the browser would fetch on mount. (A query's own options are those of whichever component
 * asked last, which may have been one that holds it back, like the tracker config before consent.)
 */
class RecordingQueryCache extends QueryCache {
  readonly wanted = new Map<Query, AnyQueryOptions>();

  override build<
    TQueryFnData = unknown,
    TError = Error,
    TData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
  >(
    client: QueryClient,
    options: WithRequired<QueryOptions<TQueryFnData, TError, TData, TQueryKey>, 'queryKey'>,
    state?: QueryState<TData, TError>,
  ): Query<TQueryFnData, TError, TData, TQueryKey> {
    const query = super.build(client, options, state);
    const { enabled } = options as { enabled?: boolean | ((query: Query) => boolean) };
    const asked = query as unknown as Query;
    const isEnabled = typeof enabled === 'function' ? enabled(asked) : enabled !== false;
    if (isEnabled && !this.wanted.has(asked))
      this.wanted.set(asked, options as unknown as AnyQueryOptions);
    return query;
  }

  /** The wanted queries nobody has fetched yet, with the options they were wanted with. */
  waiting(): [Query, AnyQueryOptions][] {
    return [...this.wanted].filter(
      ([query]) => query.state.status === 'pending' && query.state.fetchStatus === 'idle',
    );
  }
}

/** Fetches each query once (no retries); what fails or is late stays pending for the browser. */
function fetchWithin(queries: [Query, AnyQueryOptions][]): Promise<void> {
  return withinDataWait(
    Promise.allSettled(
      queries.map(([query, options]) =>
        query.fetch({ ...query.options, ...options, retry: false }),
      ),
    ),
  );
}

/** Waits for `work` at most DATA_WAIT_MS; a failure or a late answer is the browser's to retry. */
async function withinDataWait(work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, DATA_WAIT_MS);
  });
  await Promise.race([work.catch(() => undefined), late]);
  clearTimeout(timer);
}
