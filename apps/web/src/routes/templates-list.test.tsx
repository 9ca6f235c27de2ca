import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../test/fake-api';
import {
  fakeListEndpoint,
  requestsTo,
  stubIntersectionObserver,
  stubMediaElements,
  templatePage,
  templateSummary,
} from '../test/fake-catalogue';
import { renderApp } from '../test/render-app';

const LIST = '/api/templates';

let viewport: ReturnType<typeof stubIntersectionObserver>;

beforeEach(() => {
  stubMediaElements();
  viewport = stubIntersectionObserver();
});

function cards() {
  return within(screen.getByRole('list', { name: 'Browse Templates' })).getAllByRole('link');
}

describe('/templates-list', () => {
  it('shows 8 card-sized skeletons while the first page loads', async () => {
    stubApi({ [`GET ${LIST}`]: () => new Promise<Response>(() => {}) });
    renderApp('/templates-list');

    const loading = await screen.findByRole('list', { name: 'Loading Browse Templates' });
    expect(within(loading).getAllByRole('listitem', { hidden: true })).toHaveLength(8);
  });

  it('shows 8 templates, then 8 more 500 ms after the end of the list comes into view', async () => {
    const fetchMock = stubApi({ [`GET ${LIST}`]: fakeListEndpoint(templatePage(20)) });
    renderApp('/templates-list');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Browse Templates' }),
    ).toBeVisible();
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(requestsTo(fetchMock, LIST)[0]?.get('limit')).toBe('8');
    expect(cards()[0]).toHaveAttribute('href', expect.stringMatching(/^\/template\/\d+$/));

    viewport.setVisible(true);
    // Not at once: the spec waits 500 ms.
    expect(requestsTo(fetchMock, LIST)).toHaveLength(1);
    await waitFor(() => expect(cards()).toHaveLength(16));
    expect(requestsTo(fetchMock, LIST)[1]?.get('cursor')).toBe('8');

    // Still in view after the page arrived: the last 4 follow, then the sentinel goes.
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(requestsTo(fetchMock, LIST)).toHaveLength(3);
    expect(screen.queryByText('Loading more templates…')).not.toBeInTheDocument();
  });

  it('searches once typing pauses, keeping the search in the URL', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [`GET ${LIST}`]: fakeListEndpoint([
        templateSummary({ templateName: 'Neon Intro' }),
        templateSummary({ templateName: 'Wedding Reel' }),
      ]),
    });
    const { router } = renderApp('/templates-list');
    await waitFor(() => expect(cards()).toHaveLength(2));

    await user.type(screen.getByRole('combobox', { name: 'Search templates' }), 'neon');

    await waitFor(() => expect(router.state.location.search).toBe('?q=neon'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('Neon Intro');
    // One request for the settled text, none per keystroke.
    expect(requestsTo(fetchMock, LIST).map((query) => query.get('q'))).toEqual([null, 'neon']);
    expect(screen.getByRole('combobox', { name: 'Search templates' })).toHaveValue('neon');
  });

  it('toggles a section chip, keeping it in the URL', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [`GET ${LIST}`]: fakeListEndpoint([
        templateSummary({ templateName: 'Neon Intro', templateSection: ['Business'] }),
        templateSummary({ templateName: 'Wedding Reel', templateSection: ['Wedding'] }),
      ]),
    });
    const { router } = renderApp('/templates-list');
    await waitFor(() => expect(cards()).toHaveLength(2));
    const chips = screen.getByRole('group', { name: 'Filter by section' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All', 'Business', 'Wedding']);

    await user.click(within(chips).getByRole('button', { name: 'Wedding' }));
    expect(router.state.location.search).toBe('?section=Wedding');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('Wedding Reel');
    expect(within(chips).getByRole('button', { name: 'Wedding' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(requestsTo(fetchMock, LIST).at(-1)?.get('section')).toBe('Wedding');

    await user.click(within(chips).getByRole('button', { name: 'Wedding' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('sorts by price, keeping the order in the URL', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${LIST}`]: fakeListEndpoint([
        templateSummary({ templateName: 'Mid', price: 50, purchaseCount: 9 }),
        templateSummary({ templateName: 'Cheap', price: 10, purchaseCount: 5 }),
        templateSummary({ templateName: 'Dear', price: 90, purchaseCount: 1 }),
      ]),
    });
    const { router } = renderApp('/templates-list');
    await waitFor(() => expect(cards()).toHaveLength(3));
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Popularity', 'Price: Low to High', 'Price: High to Low']);

    await user.selectOptions(sort, 'Price: Low to High');
    expect(router.state.location.search).toBe('?sort=price-low-high');
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Cheap'));

    await user.selectOptions(sort, 'Price: High to Low');
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Dear'));

    await user.selectOptions(sort, 'Popularity');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Mid'));
  });

  it('restores search, section and sort from the URL', async () => {
    const fetchMock = stubApi({
      [`GET ${LIST}`]: fakeListEndpoint([
        templateSummary({ templateName: 'Neon A', templateSection: ['Business'], price: 10 }),
        templateSummary({ templateName: 'Neon B', templateSection: ['Business'], price: 30 }),
        templateSummary({ templateName: 'Neon C', templateSection: ['Wedding'], price: 90 }),
      ]),
    });
    renderApp('/templates-list?q=neon&section=Business&sort=price-high-low');

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards()[0]).toHaveTextContent('Neon B');
    expect(screen.getByRole('combobox', { name: 'Search templates' })).toHaveValue('neon');
    expect(screen.getByRole('button', { name: 'Business' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-high-low');
    const [first] = requestsTo(fetchMock, LIST);
    expect(first?.get('q')).toBe('neon');
    expect(first?.get('section')).toBe('Business');
    expect(first?.get('sort')).toBe('price-high-low');
  });

  it('follows the URL when a link changes it, e.g. the navbar while searching', async () => {
    stubApi({ [`GET ${LIST}`]: fakeListEndpoint([templateSummary({ templateName: 'Neon' })]) });
    const { router } = renderApp('/templates-list?q=neon');
    await waitFor(() => expect(cards()).toHaveLength(1));

    await router.navigate('/templates-list');

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Search templates' })).toHaveValue(''),
    );
  });

  it('says when nothing matches, and clears the filters on request', async () => {
    const user = userEvent.setup();
    stubApi({ [`GET ${LIST}`]: fakeListEndpoint([templateSummary({ templateName: 'Neon' })]) });
    const { router } = renderApp('/templates-list?q=zebra');

    expect(
      await screen.findByText('No templates found matching your criteria.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));

    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('combobox', { name: 'Search templates' })).toHaveValue('');
  });

  it('shows "Failed to load templates" with a retry that recovers', async () => {
    const user = userEvent.setup();
    let fail = true;
    const list = fakeListEndpoint(templatePage(3));
    stubApi({
      [`GET ${LIST}`]: (request) =>
        fail ? json(429, { error: 'Too many requests', code: 'RATE_LIMITED' }) : list(request),
    });
    renderApp('/templates-list');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load templates');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  describe('after the retries', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it.each([
      [
        'a server error',
        () => json(500, { error: 'Internal error', code: 'INTERNAL' }),
        'Something went wrong on our side. Please try again.',
        /connection/i,
      ],
      [
        'a lost connection',
        () => Promise.reject(new TypeError('Failed to fetch')),
        'Check your connection and try again.',
        /our side/i,
      ],
    ])('says what went wrong after %s', async (_case, respond, advice, notAdvice) => {
      stubApi({ [`GET ${LIST}`]: respond });
      renderApp('/templates-list');
      // Both are retried twice, 1 s and 2 s apart, before the page gives up.
      await act(() => vi.advanceTimersByTimeAsync(3000));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to load templates');
      const panel = alert.parentElement!;
      expect(panel).toHaveTextContent(advice);
      expect(panel).not.toHaveTextContent(notAdvice);
    });
  });

  it('keeps the loaded cards when a later page fails, and retries it', async () => {
    const user = userEvent.setup();
    const list = fakeListEndpoint(templatePage(12));
    let failNext = true;
    stubApi({
      [`GET ${LIST}`]: (request) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        if (cursor && failNext)
          return json(429, { error: 'Too many requests', code: 'RATE_LIMITED' });
        return list(request);
      },
    });
    renderApp('/templates-list');
    await waitFor(() => expect(cards()).toHaveLength(8));

    viewport.setVisible(true);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load templates');
    expect(cards()).toHaveLength(8);

    failNext = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
  });
});
