import { REMEMBER_ME_MS } from '@frameshop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY, tokenStore } from '../../../lib/token-store';
import {
  json,
  publicConfig,
  sentBodies,
  stubApi,
  testUser,
  userWith,
} from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { fakeGoogle } from '../testing/fake-google';
import { welcomeMessage } from '../hooks/use-welcome';
import { userFromWire } from '../../../lib/user-profile';

async function openLogin(handlers: Parameters<typeof stubApi>[0] = {}, entry = '/login') {
  const user = userEvent.setup();
  const fetchMock = stubApi({
    'GET /api/public-config': () =>
      json(200, publicConfig({ googleClientId: null, devMailbox: false })),
    // After signing in, the profile is read again for the likes, cart and purchases.
    'GET /api/profile': () => json(200, testUser),
    ...handlers,
  });
  const view = renderApp(entry);
  await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
  return { user, fetchMock, ...view };
}

const signedIn = { token: 'fresh-token', user: testUser };

describe('login form', () => {
  it('checks the fields before calling the server, marking and focusing the first invalid one', async () => {
    const { user, fetchMock } = await openLogin();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const email = screen.getByLabelText('Email address');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email address');
    expect(password).toHaveAccessibleDescription('Please enter your password');
    expect(email).toHaveFocus();

    await user.type(email, 'not-an-email');
    await user.type(password, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(await sentBodies(fetchMock, 'POST /api/login')).toHaveLength(0);
  });

  it('with "Remember me" keeps the token in localStorage for 7 days and shows the balance at once', async () => {
    const { user, fetchMock, router } = await openLogin({
      'POST /api/login': () => json(200, signedIn),
    });

    await user.type(screen.getByLabelText('Email address'), ' Maya@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me for 7 days' }));
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/templates-list'));
    expect(await sentBodies(fetchMock, 'POST /api/login')).toEqual([
      { email: 'maya@example.com', password: 'secret1', rememberMe: true },
    ]);
    const stored = JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY) ?? 'null') as {
      token: string;
      expiry: number;
      rememberMe: boolean;
    };
    expect(stored.token).toBe('fresh-token');
    expect(stored.rememberMe).toBe(true);
    expect(stored.expiry).toBeGreaterThanOrEqual(before + REMEMBER_ME_MS);
    expect(stored.expiry).toBeLessThanOrEqual(Date.now() + REMEMBER_ME_MS);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // The navbar follows the token store: no reload, and the balance shows before the profile returns.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByTestId('credit-balance')[0]).toHaveTextContent('1,250 credits');
  });

  it('without "Remember me" keeps the token in sessionStorage with no expiry', async () => {
    const { user } = await openLogin({ 'POST /api/login': () => json(200, signedIn) });

    await user.type(screen.getByLabelText('Email address'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull());
    expect(JSON.parse(sessionStorage.getItem(TOKEN_STORAGE_KEY) ?? '')).toEqual({
      token: 'fresh-token',
      expiry: null,
      rememberMe: false,
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('goes back to the page the protected route sent the user from', async () => {
    const { user, router } = await openLogin(
      {
        'POST /api/login': () => json(200, signedIn),
        'GET /api/profile': () => json(200, testUser),
      },
      '/Liked',
    );

    await user.type(screen.getByLabelText('Email address'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/Liked'));
  });

  it('shows the server error, keeps what was typed and leaves nobody signed in', async () => {
    tokenStore.save('older-token', true);
    const { user, router } = await openLogin({
      'GET /api/profile': () => json(200, testUser),
      'POST /api/login': () =>
        json(401, { error: 'Invalid email or password', code: 'UNAUTHORIZED' }),
    });

    await user.type(screen.getByLabelText('Email address'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Email address')).toHaveValue('maya@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-one');
    expect(tokenStore.getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Network error. Please check your connection and try again.',
    ],
    [
      'an answer without a token',
      () => json(200, { user: testUser }),
      'Invalid response from server',
    ],
  ])('explains %s', async (_label, handler, message) => {
    const { user } = await openLogin({ 'POST /api/login': handler });

    await user.type(screen.getByLabelText('Email address'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(tokenStore.getToken()).toBeNull();
  });

  it('shows the busy state while signing in', async () => {
    let answer: (response: Response) => void = () => {};
    const { user } = await openLogin({
      'POST /api/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.type(screen.getByLabelText('Email address'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const busy = screen.getByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer(json(401, { error: 'Invalid email or password', code: 'UNAUTHORIZED' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows and hides the password', async () => {
    const { user } = await openLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to registration and opens the reset dialog from "Forgot your password?"', async () => {
    const { user } = await openLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );

    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('hides the Google button when the store has no Google client id', async () => {
    await openLogin();
    expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
  });
});

describe('Google sign-in', () => {
  let google: ReturnType<typeof fakeGoogle>;

  afterEach(() => {
    google.remove();
  });

  async function openWithGoogle(handlers: Parameters<typeof stubApi>[0] = {}) {
    google = fakeGoogle();
    const view = await openLogin({
      'GET /api/public-config': () =>
        json(
          200,
          publicConfig({
            googleClientId: 'client-123.apps.googleusercontent.com',
            devMailbox: false,
          }),
        ),
      ...handlers,
    });
    await screen.findByRole('button', { name: 'Continue with Google' });
    return { ...view, google };
  }

  it('renders Google’s button with the client id and signs in with the credential, welcomes a new account, then goes to /profile', async () => {
    const newUser = userWith({ isGoogleUser: true });
    const { fetchMock, router, google, user } = await openWithGoogle({
      'POST /api/google-auth': () =>
        json(200, { token: 'google-session', user: newUser, isNewUser: true }),
      'GET /api/profile': () => json(200, newUser),
    });
    expect(google.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-123.apps.googleusercontent.com' }),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Remember me for 7 days' }));
    google.respond({ credential: 'google-id-token' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await sentBodies(fetchMock, 'POST /api/google-auth')).toEqual([
      { token: 'google-id-token', rememberMe: true },
    ]);
    expect(tokenStore.read()?.rememberMe).toBe(true);
    // Google has just made the account: a sign-up, welcomed like any other.
    expect(
      await screen.findByText(welcomeMessage({ user: userFromWire(newUser) })),
    ).toBeInTheDocument();
  });

  it('says "Invalid Google credential response" when Google gives no credential', async () => {
    const { fetchMock } = await openWithGoogle();

    google.respond({});

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid Google credential response',
    );
    expect(await sentBodies(fetchMock, 'POST /api/google-auth')).toHaveLength(0);
  });

  it.each([
    [
      'the server’s refusal',
      () => json(401, { error: 'Google login failed. Please try again.', code: 'UNAUTHORIZED' }),
      'Google login failed. Please try again.',
    ],
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Network error. Please check your connection and try again.',
    ],
    [
      'an answer without user data',
      () => json(200, { token: 'google-session' }),
      'Google login returned no user data',
    ],
  ])('shows %s and stays signed out', async (_label, handler, message) => {
    await openWithGoogle({ 'POST /api/google-auth': handler });

    google.respond({ credential: 'google-id-token' });

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(tokenStore.getToken()).toBeNull();
  });
});
