import type { SearchSuggestionsResponse } from '@frameshop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import { requestsTo } from '../../test/fake-catalogue';
import { renderApp } from '../../test/render-app';

const SUGGESTIONS = '/api/search/suggestions';

const suggestions: SearchSuggestionsResponse = {
  templates: [
    { templateId: '11', kind: 'video', templateName: 'Birthday Countdown Story', posterUrl: '' },
    { templateId: '12', kind: 'video', templateName: 'Travel Diary Story', posterUrl: '' },
    { templateId: '21', kind: 'image', templateName: 'Fashion Lookbook Story', posterUrl: '' },
  ],
  sections: [],
};

async function openSearch() {
  const user = userEvent.setup();
  const fetchMock = stubApi({ [`GET ${SUGGESTIONS}`]: () => json(200, suggestions) });
  const view = renderApp('/faq');
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
  const toggle = within(screen.getByRole('banner')).getByRole('button', {
    name: 'Search the store',
  });
  await user.click(toggle);
  const box = screen.getByRole('combobox', { name: 'Search the store' });
  await waitFor(() => expect(box).toHaveFocus());
  return { user, fetchMock, toggle, box, ...view };
}

describe('the header’s search', () => {
  it('suggests names of every kind grouped by kind, and opens the results page on Enter', async () => {
    const { user, fetchMock, box, router } = await openSearch();
    await user.type(box, 'stor');

    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(requestsTo(fetchMock, SUGGESTIONS).at(-1)?.has('kind')).toBe(false);
    expect(within(listbox).getAllByRole('group')).toHaveLength(2);
    expect(
      within(screen.getByRole('group', { name: 'Video templates' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Birthday Countdown Story', 'Travel Diary Story']);
    expect(
      within(screen.getByRole('group', { name: 'Image templates' })).getByRole('option'),
    ).toHaveTextContent('Fashion Lookbook Story');
    expect(within(listbox).getByRole('option', { name: 'Every result for “stor”' })).toBeVisible();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=stor');
    expect(screen.queryByRole('button', { name: 'Close search' })).not.toBeInTheDocument();
  });

  it('opens a suggested template, picked with the arrow keys', async () => {
    const { user, box, router } = await openSearch();
    await user.type(box, 'stor');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Fashion Lookbook Story' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/image-template/21'));
  });

  it('closes the suggestions on Escape, then the box, handing the focus back', async () => {
    const { user, box, toggle } = await openSearch();
    await user.type(box, 'stor');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Search the store' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});
