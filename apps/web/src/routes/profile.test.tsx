import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createTestQueryClient } from '../test/query-client';
import { AuthContext } from '../features/auth/auth-context';
import { TOKEN_STORAGE_KEY, tokenStore } from '../lib/token-store';
import { json, stubApi, testUser, userWith } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import ProfileScreen from './profile';
import { expectLinks } from '../test/expect-links';

async function openProfile(handlers: Parameters<typeof stubApi>[0] = {}) {
  tokenStore.save('valid-token', true);
  const user = userEvent.setup();
  const fetchMock = stubApi({ 'GET /api/profile': () => json(200, testUser), ...handlers });
  const view = renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Maya Lin' });
  return { user, fetchMock, ...view };
}

describe('profile screen', () => {
  it('shows the credits panel with Buy Credits and Browse Templates', async () => {
    await openProfile();
    const panel = screen.getByRole('region', { name: 'Available credits' });

    expect(within(panel).getByTestId('profile-credits')).toHaveTextContent('1,250');
    expectLinks(panel, { 'Buy Credits': '/buy-credits', 'Browse Templates': '/templates-list' });
  });

  it('points to the developers guide, where API keys and webhooks are explained', async () => {
    await openProfile();
    const card = screen.getByRole('region', { name: 'API keys and webhooks' });
    expectLinks(card, { 'Read the developers guide': '/developers' });
  });

  it('has accessible tabs that arrow keys move through', async () => {
    const { user } = await openProfile({
      'GET /api/user-generated-videos': () => json(200, { videos: [] }),
      'GET /api/liked-templates': () => json(200, { templates: [] }),
      'GET /api/brand-kit': () =>
        json(200, { colors: [], fonts: [], logos: [], headingFontId: null, bodyFontId: null }),
    });
    const tablist = screen.getByRole('tablist', { name: 'Your account' });
    const [profile, videos, liked, brandKit] = within(tablist).getAllByRole('tab');
    expect(profile).toHaveAccessibleName('Profile');
    expect(profile).toHaveAttribute('aria-selected', 'true');
    expect(videos).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Profile');

    await user.click(profile as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(videos).toHaveFocus();
    expect(videos).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No generated videos yet')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(liked).toHaveFocus();
    expect(await screen.findByText('No liked templates yet')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(brandKit).toHaveFocus();
    expect(await screen.findByText('Upload a font')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(profile).toHaveFocus();
    await user.keyboard('{End}');
    expect(brandKit).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(profile).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(brandKit).toHaveFocus();
  });

  it('keeps the open tab in the address, so a link opens it and Back returns to the last one', async () => {
    tokenStore.save('valid-token', true);
    const user = userEvent.setup();
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/user-generated-videos': () => json(200, { videos: [] }),
      'GET /api/brand-kit': () =>
        json(200, { colors: [], fonts: [], logos: [], headingFontId: null, bodyFontId: null }),
    });
    const { router } = renderApp('/profile?tab=generated-videos');
    const videos = await screen.findByRole('tab', { name: 'Generated Videos' });
    expect(videos).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No generated videos yet')).toBeInTheDocument();

    await user.click(videos);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Brand kit' })).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=brand-kit'));
    await user.keyboard('{Home}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

    // Back: the tab before, then the one before that.
    await act(() => router.navigate(-1));
    expect(screen.getByRole('tab', { name: 'Brand kit' })).toHaveAttribute('aria-selected', 'true');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('tab', { name: 'Generated Videos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('opens the first tab for an unknown tab in the address', async () => {
    tokenStore.save('valid-token', true);
    stubApi({ 'GET /api/profile': () => json(200, testUser) });
    renderApp('/profile?tab=nonsense');
    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('after a username change keeps the session, with the new token and remember-me', async () => {
    const renamed = userWith({ username: 'maya.lin' });
    let profileCalls = 0;
    const { user, fetchMock } = await openProfile({
      'GET /api/profile': () => {
        profileCalls += 1;
        return json(200, profileCalls === 1 ? testUser : renamed);
      },
      'POST /api/check-username': () =>
        json(200, { available: true, message: 'Username is available' }),
      'PUT /api/profile': () =>
        json(200, {
          message: 'Profile updated successfully!',
          user: renamed,
          usernameChanged: true,
          newToken: 'renamed-token',
          creditsAwarded: false,
          creditsAwardedAmount: 0,
        }),
    });

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'maya.lin');
    await screen.findByText('Username is available');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('@maya.lin · maya@example.com')).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY) ?? 'null') as {
      token: string;
      rememberMe: boolean;
    };
    expect(stored).toMatchObject({ token: 'renamed-token', rememberMe: true });
    // The refetch 100 ms later carries the new token, and so does every profile call after the save
    // (a busy machine may fit in another refetch, which must not go out with the old token either).
    await waitFor(() => expect(profileCalls).toBeGreaterThanOrEqual(2));
    const saveIndex = fetchMock.mock.calls.findIndex(
      ([url, init]) => url === '/api/profile' && init?.method === 'PUT',
    );
    const profileCallsAfterSave = fetchMock.mock.calls
      .slice(saveIndex + 1)
      .filter(([url, init]) => url === '/api/profile' && (init?.method ?? 'GET') === 'GET');
    expect(profileCallsAfterSave.length).toBeGreaterThanOrEqual(1);
    for (const [, init] of profileCallsAfterSave) {
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer renamed-token');
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Maya Lin' })).toBeInTheDocument();
  });

  it('signs out from the Sign Out button and goes home', async () => {
    const { user, router } = await openProfile();

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(tokenStore.getToken()).toBeNull();
  });

  it('asks a signed-out visitor to log in when it renders without a user', async () => {
    const router = createMemoryRouter([{ path: '*', element: <ProfileScreen /> }]);
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <AuthContext
          value={{
            status: 'unauthenticated',
            user: null,
            signingOut: false,
            signIn: vi.fn(),
            logout: vi.fn(),
            refetchProfile: vi.fn(),
            updateCredits: vi.fn(),
          }}
        >
          <RouterProvider router={router} />
        </AuthContext>
      </AppProviders>,
    );

    expect(
      screen.getByRole('heading', { name: 'Please log in to view your profile' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });
});
