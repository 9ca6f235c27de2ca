import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '../test/fake-api';
import {
  fakeListEndpoint,
  stubIntersectionObserver,
  stubMediaElements,
  templateSummary,
} from '../test/fake-catalogue';
import { renderApp } from '../test/render-app';

const LIST = '/api/direct-sell-templates';

beforeEach(() => {
  stubMediaElements();
  stubIntersectionObserver();
});

describe('/direct-sell-templates', () => {
  it('lists ready-made videos linking to /direct-sell/{id}, each with a hover preview', async () => {
    stubApi({
      [`GET ${LIST}`]: fakeListEndpoint([
        templateSummary({ kind: 'direct-sell', templateId: '5001', templateName: 'City Lights' }),
      ]),
    });
    renderApp('/direct-sell-templates');

    const grid = await screen.findByRole('list', { name: 'Ready-Made Videos' });
    const [card] = within(grid).getAllByRole('listitem');
    expect(within(card!).getByRole('link', { name: 'City Lights' })).toHaveAttribute(
      'href',
      '/direct-sell/5001',
    );
    expect(card!.querySelector('video')).toHaveAttribute('src', '/media/5001/preview.mp4');
    expect(card).toHaveTextContent('49 credits');
    expect(screen.getByRole('combobox', { name: 'Search templates' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });

  it('shows "Failed to load direct sell templates" when the list cannot be loaded', async () => {
    stubApi({ [`GET ${LIST}`]: () => json(429, { error: 'Slow down', code: 'RATE_LIMITED' }) });
    renderApp('/direct-sell-templates');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load direct sell templates',
    );
  });
});
