import type { SearchFiltersResponse, SearchSuggestionsResponse } from '@frameshop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '../test/fake-api';
import {
  fakeListEndpoint,
  requestsTo,
  stubIntersectionObserver,
  stubMediaElements,
  templateSummary,
} from '../test/fake-catalogue';
import { expectLinks } from '../test/expect-links';
import { renderApp } from '../test/render-app';

const LIST = '/api/templates';
const SUGGESTIONS = '/api/search/suggestions';
const FILTERS = '/api/search/filters';

beforeEach(() => {
  stubMediaElements();
  stubIntersectionObserver();
});

const catalogue = [
  templateSummary({ templateName: 'Wedding Day Highlights', templateSection: ['Invitations'] }),
  templateSummary({ templateName: 'Neon Intro', templateSection: ['Intros'] }),
];

const suggestions: SearchSuggestionsResponse = {
  templates: [
    {
      templateId: '4242',
      kind: 'video',
      templateName: 'Wedding Day Highlights',
      posterUrl: '/media/public/wedding.webp',
    },
  ],
  sections: ['Weddings'],
};

const counts: SearchFiltersResponse = {
  total: 2,
  orientation: [
    { value: 'landscape', count: 2 },
    { value: 'portrait', count: 0 },
    { value: 'square', count: 0 },
  ],
  price: [
    { value: 'under-30', count: 0 },
    { value: '30-59', count: 2 },
    { value: '60-99', count: 0 },
    { value: '100-up', count: 0 },
  ],
  length: [
    { value: 'under-15', count: 2 },
    { value: '15-29', count: 0 },
    { value: '30-59', count: 0 },
    { value: '60-up', count: 0 },
  ],
};

function cards() {
  return within(screen.getByRole('list', { name: 'Browse Templates' })).getAllByRole('link');
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search templates' });

describe('searching a list', () => {
  it('suggests names and sections as a search is typed, picked with the keyboard', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [`GET ${LIST}`]: fakeListEndpoint(catalogue),
      [`GET ${SUGGESTIONS}`]: () => json(200, suggestions),
      [`GET ${FILTERS}`]: () => json(200, counts),
    });
    const { router } = renderApp('/templates-list');
    await waitFor(() => expect(cards()).toHaveLength(2));

    await user.type(searchBox(), 'wed');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wedding Day Highlights', 'Weddings · section']);
    expect(requestsTo(fetchMock, SUGGESTIONS).at(-1)?.get('kind')).toBe('video');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const section = within(listbox).getByRole('option', { name: /Weddings/ });
    expect(section).toHaveAttribute('aria-selected', 'true');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', section.id);
    await user.keyboard('{Enter}');
    // The section instead of the search: the typed words were its name.
    await waitFor(() => expect(router.state.location.search).toBe('?section=Weddings'));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');

    await user.type(searchBox(), 'wed');
    await screen.findByRole('option', { name: /Wedding Day Highlights/ });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Wedding Day Highlights/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/template/4242'));
  });

  it('searches from its Search button, reached and pressed with the keyboard alone', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${LIST}`]: fakeListEndpoint(catalogue),
      [`GET ${SUGGESTIONS}`]: () => json(200, suggestions),
      [`GET ${FILTERS}`]: () => json(200, counts),
    });
    const { router } = renderApp('/templates-list');
    await waitFor(() => expect(cards()).toHaveLength(2));
    const form = screen.getByRole('search');
    const button = within(form).getByRole('button', { name: 'Search' });
    // The form's own submit button, as html-validate's wcag/h32 asks: it sends the form.
    expect(button).toHaveAttribute('type', 'submit');
    const submitters: (HTMLElement | null)[] = [];
    form.addEventListener('submit', (event) => submitters.push(event.submitter));

    await user.click(searchBox());
    await user.keyboard('neon');
    // Tab passes the clear button, then reaches Search; Space presses it.
    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard(' ');
    expect(submitters).toEqual([button]);
    await waitFor(() => expect(router.state.location.search).toBe('?q=neon'));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('orders a search by relevance, offering it first, and counts what it found', async () => {
    const fetchMock = stubApi({
      [`GET ${LIST}`]: fakeListEndpoint(catalogue),
      [`GET ${FILTERS}`]: () => json(200, counts),
    });
    renderApp('/templates-list?q=neon');
    await waitFor(() => expect(cards()).toHaveLength(1));
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Relevance', 'Popularity', 'Price: Low to High', 'Price: High to Low']);
    expect(sort).toHaveValue('relevance');
    expect(requestsTo(fetchMock, LIST)[0]?.has('sort')).toBe(false);
    expect(screen.getByText('1 template for “neon”')).toBeInTheDocument();
    // A searched list is not indexed; its canonical address is the plain list.
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, follow',
      ),
    );
  });

  it('filters by orientation, price and length, each choice with its count, in the address', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [`GET ${LIST}`]: fakeListEndpoint(catalogue),
      [`GET ${FILTERS}`]: () => json(200, counts),
    });
    const { router } = renderApp('/templates-list?q=wedding');
    await waitFor(() => expect(cards()).toHaveLength(1));
    const filters = screen.getByRole('group', { name: 'Filters' });
    const orientation = within(filters).getByRole('combobox', { name: 'Orientation' });
    await waitFor(() =>
      expect(within(orientation).getByRole('option', { name: 'Landscape (2)' })).toBeEnabled(),
    );
    expect(within(orientation).getByRole('option', { name: 'Portrait (0)' })).toBeDisabled();
    expect(requestsTo(fetchMock, FILTERS).at(-1)?.toString()).toBe('q=wedding&kind=video');

    await user.selectOptions(orientation, 'Landscape (2)');
    expect(router.state.location.search).toBe('?q=wedding&orientation=landscape');
    await waitFor(() =>
      expect(requestsTo(fetchMock, LIST).at(-1)?.get('orientation')).toBe('landscape'),
    );
    await user.selectOptions(
      within(filters).getByRole('combobox', { name: 'Length' }),
      'Under 15 seconds (2)',
    );
    expect(router.state.location.search).toBe('?q=wedding&orientation=landscape&length=under-15');
    expect(within(filters).getByRole('combobox', { name: 'Price' })).toHaveValue('');
  });

  it('offers a better spelling, the other kinds’ matches and the popular templates when a search finds nothing', async () => {
    const user = userEvent.setup();
    const list = fakeListEndpoint(catalogue);
    stubApi({
      [`GET ${LIST}`]: async (request) => {
        if (new URL(request.url).searchParams.get('q') !== 'nueon') return list(request);
        return json(200, {
          items: [],
          nextCursor: null,
          sections: [],
          total: 0,
          didYouMean: 'neon',
          elsewhere: [
            { kind: 'image', count: 3 },
            { kind: 'direct-sell', count: 1 },
          ],
        });
      },
      [`GET ${FILTERS}`]: () => json(200, { ...counts, total: 0 }),
    });
    const { router } = renderApp('/templates-list?q=nueon');
    expect(await screen.findByText('No templates found matching your criteria.')).toBeVisible();
    expectLinks(screen.getByRole('list', { name: 'Found elsewhere in the store' }), {
      '3 image templates match “nueon”': '/image-templates?q=nueon',
      '1 ready-made video matches “nueon”': '/direct-sell-templates?q=nueon',
    });
    const popular = await screen.findByRole('list', { name: 'Popular in Browse Templates' });
    expect(within(popular).getAllByRole('link')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'neon' }));
    expect(router.state.location.search).toBe('?q=neon');
    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});
