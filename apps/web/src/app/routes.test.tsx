import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi, stubSignedInApi, testUser } from '../test/fake-api';
import { templateDetail } from '../test/fake-catalogue';
import { renderApp } from '../test/render-app';
import { TOKEN_STORAGE_KEY, tokenStore } from '../lib/token-store';

function signIn() {
  tokenStore.save('valid-token', true);
}

describe('route table', () => {
  it('renders the home page at /', async () => {
    stubApi({});
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: /stand-out videos/i }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: /browse templates/i })[0]).toHaveAttribute(
      'href',
      '/templates-list',
    );
    expect(within(main).getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(document.title).toBe('Frameshop');
    expect(within(main).getByText('500 free credits for new accounts')).toBeInTheDocument();
  });

  it('offers a member no new-account credits on the home page', async () => {
    signIn();
    stubSignedInApi();
    renderApp('/');

    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Your credits never expire')).toBeInTheDocument();
    expect(within(main).queryByText(/free credits for new accounts/)).not.toBeInTheDocument();
  });

  it.each(['/no/such/page', '/foo', '/template/1/nope'])(
    'redirects the unknown path %s to /',
    async (path) => {
      stubApi({});
      const { router } = renderApp(path);

      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(
        await screen.findByRole('heading', { level: 1, name: /stand-out videos/i }),
      ).toBeInTheDocument();
    },
  );

  it.each([
    ['/login', 'Welcome Back', 'Sign In · Frameshop'],
    ['/register', 'Create Your Account', 'Create Your Account · Frameshop'],
    ['/templates-list', 'Browse Templates', 'Browse Templates · Frameshop'],
    ['/image-templates', 'Image Templates', 'Image Templates · Frameshop'],
    ['/direct-sell-templates', 'Ready-Made Videos', 'Ready-Made Videos · Frameshop'],
    ['/faq', 'Frequently Asked Questions', 'FAQ · Frameshop'],
    ['/buy-credits', 'Buy Credits', 'Buy Credits · Frameshop'],
    ['/pricing', 'Pricing', 'Pricing · Frameshop'],
    ['/features', 'Features', 'Features · Frameshop'],
    ['/support', 'Support', 'Support · Frameshop'],
    ['/contact', 'Contact', 'Contact · Frameshop'],
    ['/terms', 'Terms of Service', 'Terms of Service · Frameshop'],
    ['/privacy', 'Privacy Policy', 'Privacy Policy · Frameshop'],
    ['/cookies', 'Cookie Policy', 'Cookie Policy · Frameshop'],
  ])('serves the public page %s to visitors', async (path, heading, title) => {
    stubApi({});
    const { router } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(document.title).toBe(title);
  });

  it.each([
    ['/template/55', 'Template not found'],
    ['/image-template/56', 'Image template not found'],
    ['/direct-sell/57', 'Direct sell template not found'],
  ])('lets visitors browse the catalogue detail page %s', async (path, heading) => {
    // The stub knows no templates, so the public page answers with its not-found view.
    stubApi({});
    const { router } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    '/internal-dashboard-admin',
    '/template/5/server-render',
    '/template/5/direct-upload',
    '/template/5/direct-upload-image',
    '/5',
    '/profile',
    '/Purchased',
    '/licence/0b6e3f59-3a51-4f1e-a0a4-3c1fbd3f5e11',
    '/Liked',
    '/Cart',
    '/credit-purchase-success',
    '/teams/3f1c2b4a-7d6e-4f80-9a1b-2c3d4e5f6a7b',
  ])('sends a visitor from the protected page %s to /login, remembering it', async (path) => {
    stubApi({});
    const { router } = renderApp(path);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: path });
  });

  it('keeps the query string in the remembered destination', async () => {
    stubApi({});
    const { router } = renderApp('/Cart?coupon=x');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/Cart?coupon=x' });
  });

  it('shows "Loading..." on a protected page while the stored token is being checked', async () => {
    signIn();
    stubApi({ 'GET /api/profile': () => new Promise<Response>(() => {}) });
    const { router } = renderApp('/profile');

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByRole('heading', { name: 'Welcome Back' })).not.toBeInTheDocument();
  });

  it('shows a protected page to a signed-in user, with the token sent as a bearer header', async () => {
    signIn();
    const fetchMock = stubSignedInApi();
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Lin' })).toBeInTheDocument();
    expect(document.title).toBe('My Profile · Frameshop');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer valid-token');
  });

  it('signs out and clears the token when the profile fetch fails (today: 404)', async () => {
    signIn();
    stubApi({
      'GET /api/profile': () => json(404, { error: 'Not found', code: 'NOT_FOUND' }),
    });
    const { router } = renderApp('/profile');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('treats an expired stored token as signed out without asking the server', async () => {
    localStorage.setItem(
      TOKEN_STORAGE_KEY,
      JSON.stringify({ token: 'old', expiry: Date.now() - 1, rememberMe: true }),
    );
    const fetchMock = stubSignedInApi();
    const { router } = renderApp('/Liked');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The sign-in screen asks for the public settings; nobody asks for a profile.
    const profileCalls = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/profile');
    expect(profileCalls).toHaveLength(0);
  });

  it('strips -template from the canvas editor id and moves to the canonical URL', async () => {
    signIn();
    const fetchMock = stubSignedInApi();
    const { router } = renderApp('/123-template');

    // The stub knows no draft of template 123: the editor says the template is not there.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Template not found' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/123');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/drafts/123');
  });

  it.each([
    ['/template/77-template', '/template/77', 'Template not found'],
    ['/template/77-template/server-render', '/template/77/server-render', 'Template not found'],
    ['/image-template/78-template', '/image-template/78', 'Image template not found'],
    ['/direct-sell/79-template?ref=mail', '/direct-sell/79', 'Direct sell template not found'],
  ])('strips -template in %s', async (path, canonical, text) => {
    signIn();
    stubSignedInApi();
    const { router } = renderApp(path);

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(canonical);
  });

  it('sends a template opened under another kind’s address on to its own page', async () => {
    const image = templateDetail({ templateId: '80', kind: 'image', templateName: 'Quote Card' });
    stubApi({
      'GET /api/template/80': () =>
        json(404, { error: 'Template not found', code: 'NOT_FOUND', templateKind: 'image' }),
      'GET /api/image-template/80': () => json(200, image),
    });
    const { router } = renderApp('/template/80?ref=mail');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quote Card' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/image-template/80');
    expect(router.state.location.search).toBe('?ref=mail');
  });

  it('keeps the query string when moving to the canonical URL', async () => {
    stubApi({});
    const { router } = renderApp('/direct-sell/79-template?ref=mail');

    await waitFor(() => expect(router.state.location.pathname).toBe('/direct-sell/79'));
    expect(router.state.location.search).toBe('?ref=mail');
  });

  it('sends a bare visit to the payment success page back to /buy-credits', async () => {
    signIn();
    stubSignedInApi();
    const { router } = renderApp('/credit-purchase-success');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buy Credits' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/buy-credits');
  });

  it('shows the payment success page when the payment details are passed', async () => {
    signIn();
    stubSignedInApi();
    renderApp({
      pathname: '/credit-purchase-success',
      state: { credits: 500, amount: 399, newBalance: 1750, transactionId: 'pay_1' },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' }),
    ).toBeInTheDocument();
  });

  it('asks visitors to log in on /buy-credits, and shows the balance to signed-in users', async () => {
    stubApi({});
    const visitor = renderApp('/buy-credits');
    expect(await screen.findByText('Please log in to purchase credits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    visitor.unmount();

    signIn();
    stubSignedInApi();
    renderApp('/buy-credits');
    const main = screen.getByRole('main');
    expect(await within(main).findByText('1,250 credits')).toBeInTheDocument();
    expect(within(main).getByText(/Your balance/)).toBeInTheDocument();
    expect(testUser.credits).toBe(1250);
  });
});
