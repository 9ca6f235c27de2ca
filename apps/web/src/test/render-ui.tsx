import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InitialEntry, RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { createTestQueryClient } from './query-client';

/** `routes` with the app's providers (query client, toasts) in a memory router at `entry`. */
export function renderRoutes(
  routes: RouteObject[],
  entry: InitialEntry,
  queryClient = createTestQueryClient(),
) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/**
 * One component with the app's providers inside a memory router, for testing a feature component
 * without the whole route table.
 */
export function renderUi(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderRoutes([{ path: '*', element: ui }], path);
}
