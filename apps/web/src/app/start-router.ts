import { createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import type { HydrationPayload } from '../lib/hydration-payload';

export interface StartedRouter {
  router: ReturnType<typeof createBrowserRouter>;
  /** The server's HTML can be hydrated in place; otherwise the app renders from scratch. */
  hydrate: boolean;
}

/**
 * The browser's router. A page the server rendered continues from the server's state: the lazy
 * screens it shows are loaded first, so the first render matches the server's HTML. When one of them
 * cannot load, the router starts afresh and the route's error screen says which chunk failed.
 */
export async function startRouter(
  routes: RouteObject[],
  hydrationData: HydrationPayload['router'] | null,
): Promise<StartedRouter> {
  if (hydrationData) {
    try {
      await loadMatchedScreens(routes);
      return { router: createBrowserRouter(routes, { hydrationData }), hydrate: true };
    } catch {
      // Falls through: the router's own lazy loading meets the same failure and shows it.
    }
  }
  return { router: createBrowserRouter(routes), hydrate: false };
}

async function loadMatchedScreens(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
