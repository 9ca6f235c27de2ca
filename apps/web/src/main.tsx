// First, before any schema can parse: see zod-config.ts.
import './lib/zod-config';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { startRouter } from './app/start-router';
import { readHydrationPayload } from './lib/hydration-payload';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// A page the server rendered comes with the router state and API answers it was rendered with.
const payload = readHydrationPayload();
const queryClient = createQueryClient();
if (payload) hydrateQueries(queryClient, payload.queries);
const { router, hydrate } = await startRouter(routes, payload?.router ?? null);
const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
);
if (hydrate) {
  // A transition lets React hydrate in small slices, so the page answers input while it does.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
