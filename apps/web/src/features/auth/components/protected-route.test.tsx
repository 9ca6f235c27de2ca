import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../test/fake-api';
import { AuthContext } from '../auth-context';
import type { AuthContextValue, AuthStatus } from '../auth-context';
import { ProtectedRoute } from './protected-route';
import { userFromWire } from '../../../lib/user-profile';

function LoginProbe() {
  const location = useLocation();
  return <p>Login page, from {JSON.stringify(location.state)}</p>;
}

function renderGuarded(status: AuthStatus, entry = '/Liked?sort=name', signingOut = false) {
  const auth: AuthContextValue = {
    status,
    user: status === 'authenticated' ? userFromWire(testUser) : null,
    signingOut,
    signIn: vi.fn(),
    logout: vi.fn(),
    refetchProfile: vi.fn(),
    updateCredits: vi.fn(),
  };
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      { element: <ProtectedRoute />, children: [{ path: '/Liked', element: <p>Liked list</p> }] },
    ],
    { initialEntries: [entry] },
  );
  render(
    <AuthContext value={auth}>
      <RouterProvider router={router} />
    </AuthContext>,
  );
  return router;
}

describe('ProtectedRoute', () => {
  it('shows "Loading..." and stays put while authentication loads', () => {
    const router = renderGuarded('loading');

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('Liked list')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Liked');
  });

  it('redirects a signed-out user to /login, keeping the destination in state.from', () => {
    const router = renderGuarded('unauthenticated');

    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/Liked?sort=name' });
    expect(screen.getByText('Login page, from {"from":"/Liked?sort=name"}')).toBeInTheDocument();
    // Replaced, so Back does not return to the page that bounced the user.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('stays put while a logout is taking the user home', () => {
    const router = renderGuarded('unauthenticated', '/Liked', true);

    expect(router.state.location.pathname).toBe('/Liked');
    expect(screen.queryByText('Liked list')).not.toBeInTheDocument();
  });

  it('renders the nested route for a signed-in user', () => {
    const router = renderGuarded('authenticated');

    expect(screen.getByText('Liked list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Liked');
  });
});
