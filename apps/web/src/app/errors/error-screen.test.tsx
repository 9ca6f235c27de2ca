import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, Outlet, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../lib/lazy-screen';
import { RootErrorScreen, RouteErrorScreen } from './error-screen';

const HEADING = 'Unexpected Application Error!';

function renderRoutes(children: RouteObject[], entry = '/boom') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <div>
            <p>App frame</p>
            <Outlet />
          </div>
        ),
        errorElement: <RootErrorScreen />,
        children: [{ errorElement: <RouteErrorScreen />, children }],
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function Thrower(): never {
  throw new Error('render failed');
}

beforeEach(() => {
  // React and the router report caught errors on the console; the assertions cover them.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('error screen', () => {
  it('shows the heading and a way home when a loader throws', async () => {
    renderRoutes([
      {
        path: 'boom',
        loader: () => {
          throw new Error('loader failed');
        },
        element: <p>never shown</p>,
      },
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
    expect(screen.getByText(/something went wrong while showing this page/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('never shown')).not.toBeInTheDocument();
    // A screen's error stays inside the app frame.
    expect(screen.getByText('App frame')).toBeInTheDocument();
  });

  it('shows the heading when an element throws while rendering', async () => {
    renderRoutes([{ path: 'boom', element: <Thrower /> }]);

    expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('names the screen and the reason when its chunk is missing, with a Reload button', async () => {
    renderRoutes([
      {
        path: 'boom',
        lazy: lazyScreen('faq', () =>
          Promise.reject(
            new TypeError('Failed to fetch dynamically imported module: /assets/faq.js'),
          ),
        ),
      },
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
    expect(screen.getByText(/"faq" screen could not be loaded/)).toHaveTextContent(
      /could not be found/,
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('says the page was not found for a 404 response, without offering a reload', async () => {
    renderRoutes([
      {
        path: 'boom',
        loader: () => {
          throw data(null, { status: 404 });
        },
        element: <p>never shown</p>,
      },
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
    expect(screen.getByText('We could not find the page you asked for.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('stands alone when the app frame itself fails', async () => {
    const router = createMemoryRouter(
      [{ path: '/', element: <Thrower />, errorElement: <RootErrorScreen /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
