import type { LikedTemplate } from '@frameshop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../lib/token-store';
import { json, stubApi, userWith } from '../test/fake-api';
import { requestsTo, stubMediaElements, templateSummary } from '../test/fake-catalogue';
import { renderApp } from '../test/render-app';

const liked = (
  templateId: string,
  templateName: string,
  price: number,
  likedAt: string,
  kind: LikedTemplate['kind'] = 'video',
): LikedTemplate => ({ ...templateSummary({ templateId, templateName, price, kind }), likedAt });

const templates = [
  liked('1001', 'Neon Intro', 49, '2025-01-02T00:00:00.000Z'),
  liked('1002', 'Autumn Poster', 10, '2025-01-03T00:00:00.000Z', 'image'),
  liked('1003', 'City Reel', 99, '2025-01-01T00:00:00.000Z', 'direct-sell'),
];

function likedServer(start: LikedTemplate[]) {
  let list = [...start];
  return stubApi({
    'GET /api/profile': () =>
      json(200, userWith({ likedTemplates: list.map((t) => t.templateId) })),
    'GET /api/liked-templates': () => json(200, { templates: list }),
    'DELETE /api/unlike-template/1001': () => {
      list = list.filter((t) => t.templateId !== '1001');
      return json(200, { liked: false, alreadyLiked: false, message: 'ok' });
    },
  });
}

const names = () =>
  within(screen.getByRole('list', { name: 'Liked templates' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

beforeEach(() => {
  stubMediaElements();
  tokenStore.save('valid-token', true);
});

describe('/Liked', () => {
  it('lists the liked templates, newest like first, each linking to its kind of page', async () => {
    likedServer(templates);
    renderApp('/Liked');

    expect(await screen.findByRole('heading', { level: 1, name: 'Liked Templates' })).toBeVisible();
    await waitFor(() => expect(names()).toEqual(['Autumn Poster', 'Neon Intro', 'City Reel']));
    const list = screen.getByRole('list', { name: 'Liked templates' });
    expect(within(list).getByRole('link', { name: 'Autumn Poster' })).toHaveAttribute(
      'href',
      '/image-template/1002',
    );
    expect(within(list).getByRole('link', { name: 'City Reel' })).toHaveAttribute(
      'href',
      '/direct-sell/1003',
    );
    expect(screen.getByText('3 liked templates')).toBeInTheDocument();
  });

  it('sorts by name and price, and searches', async () => {
    const user = userEvent.setup();
    likedServer(templates);
    renderApp('/Liked');
    await waitFor(() => expect(names()).toHaveLength(3));

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'name');
    expect(names()).toEqual(['Autumn Poster', 'City Reel', 'Neon Intro']);
    await user.selectOptions(sort, 'price-high');
    expect(names()).toEqual(['City Reel', 'Neon Intro', 'Autumn Poster']);
    await user.selectOptions(sort, 'price-low');
    expect(names()).toEqual(['Autumn Poster', 'Neon Intro', 'City Reel']);

    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), ' neon ');
    expect(names()).toEqual(['Neon Intro']);
    expect(screen.getByText('1 of 3 liked templates')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search templates' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'zzz');
    expect(screen.getByText('No templates found matching your criteria.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(names()).toHaveLength(3);
  });

  it('unlikes a template, which leaves the list at once', async () => {
    const user = userEvent.setup();
    const fetchMock = likedServer(templates);
    renderApp('/Liked');
    await waitFor(() => expect(names()).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Unlike Neon Intro' }));

    expect(names()).toEqual(['Autumn Poster', 'City Reel']);
    expect(await screen.findByText('Template removed from liked list')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/unlike-template/1001')).toHaveLength(1);
    await waitFor(() => expect(requestsTo(fetchMock, '/api/liked-templates')).toHaveLength(2));
    expect(names()).toEqual(['Autumn Poster', 'City Reel']);
  });

  it('says "No liked templates yet", with a way to browse', async () => {
    likedServer([]);
    renderApp('/Liked');

    expect(await screen.findByText('No liked templates yet')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Browse Templates' }),
    ).toHaveAttribute('href', '/templates-list');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      'GET /api/profile': () => json(200, userWith({ likedTemplates: ['1001'] })),
      'GET /api/liked-templates': () =>
        fail
          ? json(500, { error: 'Boom', code: 'INTERNAL' })
          : json(200, { templates: templates.slice(0, 1) }),
    });
    renderApp('/Liked');

    expect(await screen.findByText('Failed to load your liked templates')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names()).toEqual(['Neon Intro']));
  });
});
