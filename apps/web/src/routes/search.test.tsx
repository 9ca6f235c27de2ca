import type { StoreSearchResponse } from '@frameshop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '../test/fake-api';
import {
  requestsTo,
  stubIntersectionObserver,
  stubMediaElements,
  templateSummary,
} from '../test/fake-catalogue';
import { expectLinks } from '../test/expect-links';
import { renderApp } from '../test/render-app';

const SEARCH = '/api/search';

beforeEach(() => {
  stubMediaElements();
  stubIntersectionObserver();
});

const found: StoreSearchResponse = {
  query: 'story',
  sections: [
    {
      kind: 'video',
      count: 6,
      templates: [
        templateSummary({ templateName: 'Birthday Countdown Story' }),
        templateSummary({ templateName: 'Travel Diary Story' }),
      ],
    },
    {
      kind: 'image',
      count: 1,
      templates: [templateSummary({ kind: 'image', templateName: 'Fashion Lookbook Story' })],
    },
    { kind: 'direct-sell', count: 0, templates: [] },
  ],
  didYouMean: null,
};

describe('the whole store’s search results', () => {
  it('shows a section per kind with its count, its first templates and a link to its list', async () => {
    const fetchMock = stubApi({ [`GET ${SEARCH}`]: () => json(200, found) });
    renderApp('/search?q=story');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “story”' }),
    ).toBeVisible();
    // The heading is the address's, shown at once; the request is read once its answer shows.
    expect(
      await screen.findByText('7 templates for “story”: 6 video templates, 1 image template'),
    ).toBeVisible();
    expect(requestsTo(fetchMock, SEARCH).at(-1)?.get('q')).toBe('story');
    const videos = screen.getByRole('region', { name: 'Video templates (6)' });
    expect(
      within(
        within(videos).getByRole('list', { name: 'Video templates for “story”' }),
      ).getAllByRole('listitem'),
    ).toHaveLength(2);
    expectLinks(videos, { 'See all 6 video templates': '/templates-list?q=story' });
    expectLinks(screen.getByRole('region', { name: 'Image templates (1)' }), {
      'See all 1 image template': '/image-templates?q=story',
    });
    const readyMade = screen.getByRole('region', { name: 'Ready-made videos (0)' });
    expect(within(readyMade).getByText('No ready-made videos match “story”.')).toBeVisible();
    expect(within(readyMade).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search the store' })).toHaveValue('story');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, follow',
    );
  });

  it('offers a better spelling when nothing in the store matches', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${SEARCH}`]: (request) =>
        new URL(request.url).searchParams.get('q') === 'lgo'
          ? json(200, {
              query: 'lgo',
              sections: found.sections.map((section) => ({ ...section, count: 0, templates: [] })),
              didYouMean: 'logo',
            })
          : json(200, found),
    });
    const { router } = renderApp('/search?q=lgo');

    expect(await screen.findByText('No templates found matching your criteria.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'logo' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=logo'));
    expect(await screen.findByRole('combobox', { name: 'Search the store' })).toHaveValue('logo');
  });
});
