import { PUBLIC_PAGE_PATHS } from '@frameshop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY, tokenStore } from '../../lib/token-store';
import { stubApi, stubSignedInApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { expectLinks } from '../../test/expect-links';

function banner() {
  return screen.getByRole('banner');
}

async function renderSignedIn(path = '/templates-list') {
  tokenStore.save('valid-token', true);
  stubSignedInApi();
  const view = renderApp(path);
  // Both the profile and the screen's chunk have arrived once the balance and a heading show.
  await within(banner()).findAllByTestId('credit-balance');
  await within(screen.getByRole('main')).findByRole('heading', { level: 1 });
  return view;
}

describe('navbar', () => {
  it('offers the catalogue, Login and Register to visitors', async () => {
    stubApi({});
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    const nav = within(banner()).getByRole('navigation', { name: 'Main' });

    expect(await within(nav).findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    expectLinks(nav, {
      Register: '/register',
      Frameshop: '/',
      'Browse Templates': '/templates-list',
      'Image Templates': '/image-templates',
      'Ready-Made Videos': '/direct-sell-templates',
    });
    expect(within(nav).queryByRole('link', { name: 'Buy Credits' })).not.toBeInTheDocument();
  });

  it('shows the credit count, Buy Credits and the user menu when signed in', async () => {
    await renderSignedIn();
    const nav = within(banner()).getByRole('navigation', { name: 'Main' });

    expect(within(nav).getAllByTestId('credit-balance')[0]).toHaveTextContent('1,250 credits');
    expect(within(nav).getByRole('link', { name: 'Buy Credits' })).toHaveAttribute(
      'href',
      '/buy-credits',
    );
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /Maya Lin/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('marks the current catalogue page in the navigation', async () => {
    stubApi({});
    renderApp('/image-templates');
    const nav = within(banner()).getByRole('navigation', { name: 'Main' });

    expect(await within(nav).findByRole('link', { name: 'Image Templates' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Browse Templates' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('opens the user menu, closes it on Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    await renderSignedIn();
    const trigger = within(banner()).getByRole('button', { name: /Maya Lin/ });

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(menu).toBeVisible();
    expect(within(menu as HTMLElement).getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Buy Credits' })).toBeVisible();
    expect(within(menu as HTMLElement).getByRole('button', { name: 'Logout' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(trigger).toHaveFocus();
  });

  it('closes the user menu on a click outside it', async () => {
    const user = userEvent.setup();
    await renderSignedIn();
    const trigger = within(banner()).getByRole('button', { name: /Maya Lin/ });

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('main'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the user menu when one of its links navigates', async () => {
    const user = userEvent.setup();
    const { router } = await renderSignedIn();
    const trigger = within(banner()).getByRole('button', { name: /Maya Lin/ });

    await user.click(trigger);
    const menu = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    await user.click(within(menu as HTMLElement).getByRole('link', { name: 'My Profile' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Lin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out: clears the token, signs out and goes home', async () => {
    const user = userEvent.setup();
    const { router } = await renderSignedIn('/profile');
    const trigger = within(banner()).getByRole('button', { name: /Maya Lin/ });

    await user.click(trigger);
    const menu = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    await user.click(within(menu as HTMLElement).getByRole('button', { name: 'Logout' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: /stand-out videos/i }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // Home, not /login: the protected page did not bounce the user on the way out.
    expect(router.state.location.state).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    const nav = within(banner()).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(banner()).queryAllByTestId('credit-balance')).toHaveLength(0);
  });

  it('has a mobile menu button that opens and closes the menu', async () => {
    const user = userEvent.setup();
    stubApi({});
    const { router } = renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    const toggle = within(banner()).getByRole('button', { name: 'Open menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(panel).toBeVisible();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(panel as HTMLElement).getByRole('link', { name: 'Image Templates' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Image Templates' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/image-templates');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('offers the account links in the mobile menu when signed in', async () => {
    const user = userEvent.setup();
    await renderSignedIn();
    const toggle = within(banner()).getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const panel = document.getElementById(
      toggle.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;

    expectLinks(panel, { 'My Profile': '/profile', 'Buy Credits': '/buy-credits' });
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('app frame', () => {
  it('starts with a skip link that moves focus to the main content', async () => {
    const user = userEvent.setup();
    stubApi({});
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('has a footer linking only to pages that exist', async () => {
    stubApi({});
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');

    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(PUBLIC_PAGE_PATHS);
    expect(footer).toHaveTextContent('Frameshop');
  });
});
