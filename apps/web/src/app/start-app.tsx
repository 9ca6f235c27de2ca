import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { captureEarlyInput } from '../lib/early-input';
import { ReplayEarlyInput } from '../lib/replay-early-input';
import { readHydrationPayload } from '../lib/hydration-payload';
import { startSessionHandover } from '../lib/session-handover';
import { App } from './app';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import { startRouter } from './start-router';

/**
 * Renders the app into #root: hydrating the server's page when it rendered one (with the router
 * state and API answers it was rendered with), else from scratch.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // Before the app reads the token: a tab opened from a signed-in one asks it for the session.
  startSessionHandover();
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
    // What the visitor typed into the server's page before now, or types while it hydrates, is
    // handed to the app once it has taken the page over, and a form they sent is sent then.
    const earlyInput = captureEarlyInput(container);
    // A transition lets React hydrate in small slices, so the page answers input while it does.
    startTransition(() => {
      hydrateRoot(
        container,
        <>
          {app}
          <ReplayEarlyInput input={earlyInput} root={container} />
        </>,
      );
    });
  } else {
    createRoot(container).render(app);
  }
}
