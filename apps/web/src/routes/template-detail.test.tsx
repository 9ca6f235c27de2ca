import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_MORE_DELAY_MS, SIGN_IN_POPUP_DELAY_MS } from '@frameshop/contract';
import { createQueryClient } from '../app/query-client';
import { templateCacheKey } from '../features/catalogue/api/template-cache';
import { json, stubApi } from '../test/fake-api';
import {
  requestsTo,
  stubMediaElements,
  templateDetail,
  templatePage,
} from '../test/fake-catalogue';
import { renderApp } from '../test/render-app';
import { expectFocusTrap } from '../test/expect-focus-trap';

const template = templateDetail({
  templateId: '1001',
  templateName: 'Neon Intro',
  price: 49,
  videoLayout: '16:9',
  videoDimensions: '1920x1080',
  greenScreenLayout: '4:3',
  greenScreenDimensions: '1280x960',
  durationSeconds: 12,
  templateCompatibility: ['Instagram', 'YouTube'],
});

const handlers = {
  'GET /api/template/1001': () => json(200, template),
  'GET /api/template/1001/suggestions': () =>
    json(200, { items: templatePage(4, 'video', 2), nextOffset: null }),
  'HEAD /media/1001/preview.mp4': () => new Response(null),
};

function setPageGeometry({ scrollHeight, scrollY }: { scrollHeight: number; scrollY: number }) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: scrollHeight,
  });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}

beforeEach(() => {
  stubMediaElements();
});

// jsdom's own scrollY is a property of the window itself: deleting it would leave the next files
// of this worker (which share the page) without one.
const jsdomScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');

afterEach(() => {
  vi.useRealTimers();
  // Back to jsdom's own values: scrollHeight is the prototype's, scrollY the window's.
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  if (jsdomScrollY) Object.defineProperty(window, 'scrollY', jsdomScrollY);
  else Reflect.deleteProperty(window, 'scrollY');
});

describe('/template/{id}', () => {
  it('shows a skeleton while the template loads', async () => {
    // An id of its own: the request never settles, and in-flight requests are shared.
    stubApi({ 'GET /api/template/7777': () => new Promise<Response>(() => {}) });
    renderApp('/template/7777');

    expect(await screen.findByRole('status', { name: 'Loading template' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to templates' })).toHaveAttribute(
      'href',
      '/templates-list',
    );
  });

  it('shows the template: video with poster, price in credits, action, panels, FAQ link', async () => {
    const user = userEvent.setup();
    stubApi(handlers);
    renderApp('/template/1001');

    expect(await screen.findByRole('heading', { level: 1, name: 'Neon Intro' })).toBeVisible();
    expect(document.title).toBe('Neon Intro · Frameshop');
    expect(screen.getByTestId('template-price')).toHaveTextContent('49 credits');
    expect(screen.getByRole('link', { name: 'Add Photo or Video' })).toHaveAttribute(
      'href',
      '/template/1001/server-render',
    );
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    // Make many where a buyer starts: the template's page.
    expect(screen.getByRole('link', { name: 'Make many' })).toHaveAttribute(
      'href',
      '/make-many/1001',
    );
    const video = screen.getByLabelText('Preview of Neon Intro');
    expect(video).toHaveAttribute('poster', template.posterUrl);
    expect(video).toHaveAttribute('preload', 'none');
    await waitFor(() => expect(video).toHaveAttribute('src', template.previewUrl));

    const layout = screen.getByRole('button', { name: 'Video Layout' });
    expect(layout).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/1920 × 1080 px/)).toBeVisible();

    const panels: [string, string][] = [
      ['Green Screen Layout', '4:3 · 1280 × 960 px'],
      ['Video Length (seconds)', '12 seconds'],
      ['Commercial and License Rights', 'TBD'],
    ];
    for (const [name, content] of panels) {
      const panel = screen.getByRole('button', { name });
      expect(panel).toHaveAttribute('aria-expanded', 'false');
      const region = document.getElementById(panel.getAttribute('aria-controls') ?? '');
      expect(region).not.toBeVisible();
      await user.click(panel);
      expect(panel).toHaveAttribute('aria-expanded', 'true');
      expect(region).toBeVisible();
      expect(region).toHaveTextContent(content);
    }
    await user.click(screen.getByRole('button', { name: 'Compatible With' }));
    expect(screen.getByText('Instagram')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Video Layout' }));
    expect(screen.getByRole('button', { name: 'Video Layout' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('marks the price as the India price for visitors the server places in India', async () => {
    stubApi({
      ...handlers,
      'GET /api/template/1001': () => json(200, { ...template, templatePriceIND: 29, price: 29 }),
      'GET /api/geo': () =>
        json(200, { country: 'IN', currencyCode: 'INR', currencySymbol: '₹', isIndianUser: true }),
    });
    renderApp('/template/1001');

    await waitFor(() =>
      expect(screen.getByTestId('template-price')).toHaveTextContent('29 credits'),
    );
    expect(await screen.findByText('India price')).toBeVisible();
  });

  it('offers no Make many for a video template without a window to fill', async () => {
    const plain = templateDetail({
      templateId: '1003',
      templateName: 'Plain Reel',
      hasGreenScreen: false,
      greenScreenLayout: '',
      greenScreenDimensions: null,
    });
    stubApi({
      'GET /api/template/1003': () => json(200, plain),
      'GET /api/template/1003/suggestions': () => json(200, { items: [], nextOffset: null }),
    });
    renderApp('/template/1003');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plain Reel' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Make many' })).not.toBeInTheDocument();
  });

  it('says "Template not found" for an unknown id, with a way home', async () => {
    stubApi({
      'GET /api/template/999': () => json(404, { error: 'Template not found', code: 'NOT_FOUND' }),
    });
    renderApp('/template/999');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Template not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('treats an id that cannot be a template as not found, without asking the server', async () => {
    const fetchMock = stubApi({});
    renderApp('/template/not-a-number');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Template not found' }),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/template/not-a-number')).toHaveLength(0);
  });

  it('says "Failed to load template details" after the retries, and recovers on Try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    let failing = true;
    const fetchMock = stubApi({
      ...handlers,
      'GET /api/template/1001': () =>
        failing
          ? json(503, { error: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' })
          : json(200, template),
    });
    renderApp('/template/1001', createQueryClient());

    // The query tries three times (1 s and 2 s apart) before giving up.
    const attempts = () => requestsTo(fetchMock, '/api/template/1001').length;
    await waitFor(() => expect(attempts()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(attempts()).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(attempts()).toBe(3));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load template details' }),
    ).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Neon Intro' })).toBeVisible();
  });

  it('serves a template cached in the last hour without asking the server', async () => {
    localStorage.setItem(
      templateCacheKey('video', '1001'),
      JSON.stringify({
        timestamp: Date.now() - 60_000,
        data: { ...template, templateName: 'Cached' },
      }),
    );
    const fetchMock = stubApi(handlers);
    renderApp('/template/1001');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cached' })).toBeVisible();
    expect(requestsTo(fetchMock, '/api/template/1001')).toHaveLength(0);
  });

  it('asks a signed-out visitor who presses like to sign in, in a dialog that keeps focus', async () => {
    const user = userEvent.setup();
    stubApi(handlers);
    renderApp('/template/1001');

    // From the keyboard: focus the heart and press Enter.
    const like = await screen.findByRole('button', { name: 'Like this template' });
    like.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Sign in required' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Please log in to like this template');
    // The dialog says it; no toast says it again over the dialog's buttons.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const logIn = within(dialog).getByRole('link', { name: 'Log in' });
    const register = within(dialog).getByRole('link', { name: 'Create account' });
    const close = within(dialog).getByRole('button', { name: 'Close dialog' });
    await expectFocusTrap(user, [logIn, register, close]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sign in required' })).not.toBeInTheDocument();
    expect(like).toHaveFocus();
  });

  it('keeps the timed sign-in invitation away once a Like has asked in a dialog', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    stubApi(handlers);
    renderApp('/template/1001');
    await user.click(await screen.findByRole('button', { name: 'Like this template' }));
    await screen.findByRole('dialog', { name: 'Sign in required' });
    // Past the invitation's delay (its clock moved on), the page still asks once (hidden ones
    // counted too).
    await act(() => vi.advanceTimersByTimeAsync(SIGN_IN_POPUP_DELAY_MS));
    expect(screen.getAllByRole('dialog', { name: 'Sign in required', hidden: true })).toHaveLength(
      1,
    );
    await user.keyboard('{Escape}');
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(screen.queryByRole('dialog', { name: 'Sign in required' })).not.toBeInTheDocument();
  });

  it('suggests templates linking to their pages, loading more near the bottom of the page', async () => {
    const first = templatePage(8, 'video', 10);
    const more = templatePage(3, 'video', 20);
    const fetchMock = stubApi({
      ...handlers,
      'GET /api/template/1001/suggestions': (request) =>
        new URL(request.url).searchParams.get('offset') === '8'
          ? json(200, { items: more, nextOffset: null })
          : json(200, { items: first, nextOffset: 8 }),
    });
    // A long page, scrolled to the top.
    setPageGeometry({ scrollHeight: 4000, scrollY: 0 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/template/1001');

    const grid = await screen.findByRole('list', { name: 'Suggested Templates' });
    const links = within(grid).getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links[0]).toHaveAttribute('href', `/template/${first[0]?.templateId}`);
    expect(requestsTo(fetchMock, '/api/template/1001/suggestions')[0]?.get('limit')).toBe('8');

    // Far from the bottom: past the delay of a load (its clock moved on), nothing more is asked for.
    await act(() => vi.advanceTimersByTimeAsync(LOAD_MORE_DELAY_MS));
    expect(requestsTo(fetchMock, '/api/template/1001/suggestions')).toHaveLength(1);

    // Within 100 px of the bottom: 500 ms later, the next 8.
    setPageGeometry({ scrollHeight: 4000, scrollY: 4000 - window.innerHeight - 90 });
    window.dispatchEvent(new Event('scroll'));
    expect(requestsTo(fetchMock, '/api/template/1001/suggestions')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(LOAD_MORE_DELAY_MS));
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(11));
    expect(requestsTo(fetchMock, '/api/template/1001/suggestions')[1]?.get('offset')).toBe('8');
  });

  it('leaves suggestions out silently when they fail', async () => {
    stubApi({
      ...handlers,
      'GET /api/template/1001/suggestions': () => json(500, { error: 'Boom', code: 'INTERNAL' }),
    });
    renderApp('/template/1001');

    expect(await screen.findByRole('heading', { level: 1, name: 'Neon Intro' })).toBeVisible();
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Suggested Templates' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens a suggested template on the same page', async () => {
    const user = userEvent.setup();
    const next = templateDetail({ templateId: '1002', templateName: 'Wedding Reel' });
    stubApi({
      ...handlers,
      'GET /api/template/1001/suggestions': () => json(200, { items: [next], nextOffset: null }),
      'GET /api/template/1002': () => json(200, next),
      'GET /api/template/1002/suggestions': () => json(200, { items: [], nextOffset: null }),
    });
    const { router } = renderApp('/template/1001');

    const grid = await screen.findByRole('list', { name: 'Suggested Templates' });
    await user.click(within(grid).getByRole('link', { name: /Wedding Reel/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Wedding Reel' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/template/1002');
  });
});
