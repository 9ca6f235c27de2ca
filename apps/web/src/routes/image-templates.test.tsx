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
import { renderApp } from '../test/render-app';

const LIST = '/api/image-templates';

beforeEach(() => {
  stubMediaElements();
  stubIntersectionObserver();
});

describe('/image-templates', () => {
  it('lists image templates linking to /image-template/{id}, with search and chips but no sort', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [`GET ${LIST}`]: fakeListEndpoint([
        templateSummary({
          kind: 'image',
          templateId: '4001',
          templateName: 'Sale Poster',
          templateSection: ['Retail'],
        }),
        templateSummary({ kind: 'image', templateName: 'Quote Card', templateSection: ['Social'] }),
      ]),
    });
    const { router } = renderApp('/image-templates?sort=price-high-low');

    const grid = await screen.findByRole('list', { name: 'Image Templates' });
    expect(within(grid).getByRole('link', { name: 'Sale Poster' })).toHaveAttribute(
      'href',
      '/image-template/4001',
    );
    // Image templates have no preview video and no duration.
    expect(grid.querySelector('video')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    // No order asked: the list's own (popularity; relevance for a search).
    expect(requestsTo(fetchMock, LIST)[0]?.has('sort')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Retail' }));
    expect(router.state.location.search).toContain('section=Retail');
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(1));
  });

  it('shows "Failed to load image templates" when the list cannot be loaded', async () => {
    stubApi({ [`GET ${LIST}`]: () => json(403, { error: 'Forbidden', code: 'FORBIDDEN' }) });
    renderApp('/image-templates');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load image templates');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
