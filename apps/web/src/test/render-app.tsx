import type { QueryClient } from '@tanstack/react-query';
import type { InitialEntry } from 'react-router';
import { routes } from '../app/routes';
import { renderRoutes } from './render-ui';

/**
 * The real app (route table, providers, lazy screens) in a memory router at `entry`; pass the
 * app's own query client to test its waits between retries.
 */
export function renderApp(entry: InitialEntry = '/', queryClient?: QueryClient) {
  return renderRoutes(routes, entry, queryClient);
}
