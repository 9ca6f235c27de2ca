import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConsentStoreForTests } from '../../features/consent/consent-store';
import { SIGN_IN_POPUP_DISMISSED_KEY } from '../../features/auth/sign-in-popup-dismissal';
import { tokenStore } from '../../lib/token-store';
import { json, publicConfig, stubApi, testUser } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

/** Past the popup's 1.5 s, on the test's clock rather than the wall's. */
const waitPastThePopupDelay = () => act(() => vi.advanceTimersByTimeAsync(2000));
const clearConsentCookie = () => {
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
};

describe('visitor overlays', () => {
  beforeEach(() => {
    clearConsentCookie();
    localStorage.clear();
    resetConsentStoreForTests();
  });
  afterEach(() => {
    vi.useRealTimers();
    clearConsentCookie();
    document.head.querySelectorAll('script[data-tracker]').forEach((script) => script.remove());
  });

  it('offers the sign-in popup to visitors 1.5 s after load, not before', async () => {
    stubApi({});
    const renderedAt = Date.now();
    renderApp('/faq');
    expect(screen.queryByRole('dialog', { name: 'Sign in required' })).not.toBeInTheDocument();
    const popup = await screen.findByRole('dialog', { name: 'Sign in required' });
    // The timer starts when the frame mounts, which is after rendering began.
    expect(Date.now() - renderedAt).toBeGreaterThanOrEqual(1500);
    expect(within(popup).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(popup).getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/register',
    );

    await userEvent.click(within(popup).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('dialog', { name: 'Sign in required' })).not.toBeInTheDocument();
    expect(Number(localStorage.getItem(SIGN_IN_POPUP_DISMISSED_KEY))).toBeGreaterThan(0);
  });

  it('stays away within a day of dismissal, on the sign-in pages and for signed-in users', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(SIGN_IN_POPUP_DISMISSED_KEY, String(Date.now() - 60_000));
    stubApi({});
    const first = renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    await waitPastThePopupDelay();
    expect(screen.queryByRole('dialog', { name: 'Sign in required' })).not.toBeInTheDocument();
    first.unmount();

    localStorage.clear();
    const login = renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    await waitPastThePopupDelay();
    expect(screen.queryByRole('dialog', { name: 'Sign in required' })).not.toBeInTheDocument();
    login.unmount();

    tokenStore.save('token', true);
    stubApi({ 'GET /api/profile': () => json(200, testUser) });
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    await waitPastThePopupDelay();
    expect(screen.queryByRole('dialog', { name: 'Sign in required' })).not.toBeInTheDocument();
    tokenStore.clear();
  });

  it('asks for cookie consent until the visitor decides, loading no tracker before', async () => {
    const fetchMock = stubApi({
      'GET /api/public-config': () =>
        json(
          200,
          publicConfig({
            analytics: {
              googleAnalyticsId: 'G-TEST123',
              googleTagManagerId: null,
              metaPixelId: '123456',
              hotjarId: null,
            },
          }),
        ),
    });
    const user = userEvent.setup();
    renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(document.querySelectorAll('script[data-tracker]')).toHaveLength(0);
    // The tracker ids are not even asked for before consent.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/public-config');

    await user.click(within(banner).getByRole('button', { name: 'Settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByText('Always on')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: /Analytics/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save preferences' }));

    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(document.cookie).toContain('cookie_consent=');
    await waitFor(() =>
      expect(
        [...document.querySelectorAll<HTMLScriptElement>('script[data-tracker]')].map(
          (script) => script.src,
        ),
      ).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']),
    );
  });

  it('reopens the settings from the footer', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Accept All' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie settings' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByRole('switch', { name: /Marketing/ })).toBeChecked();
  });
});
