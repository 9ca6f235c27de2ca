import type { AdminSearchQueriesResponse } from '@frameshop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveAdminSession } from '../features/admin-shell/admin-session';
import { tokenStore } from '../lib/token-store';
import { json, sentBodies, stubApi, testUser } from '../test/fake-api';
import { requestsTo } from '../test/fake-catalogue';
import { ADMIN_TOKEN } from '../test/fake-owner-catalogue';
import { renderApp } from '../test/render-app';

const figures: AdminSearchQueriesResponse = {
  range: { period: 'all', from: null, to: '2026-11-20', timeZone: 'Asia/Kolkata' },
  searches: 12,
  foundNothing: 3,
  personalLeftOut: 0,
  topQueries: [
    { query: 'birthday', kind: 'video', searches: 9, results: 14 },
    { query: 'unicorn party', kind: 'image', searches: 3, results: 0 },
  ],
  unfoundQueries: [{ query: 'unicorn party', kind: 'image', searches: 3, results: 0 }],
};

beforeEach(() => {
  tokenStore.save('valid-token', true);
  saveAdminSession({ token: ADMIN_TOKEN, expiresAt: Date.now() + 30 * 60_000 });
});

describe('the Search tab', () => {
  it('shows the most searched queries and those that found nothing, for the period', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/admin/search/queries': () => json(200, figures),
      'GET /api/admin/search/synonyms': () => json(200, { synonyms: [] }),
    });
    renderApp('/internal-dashboard-admin?tab=search');

    const top = await screen.findByRole('region', { name: 'Most searched' });
    expect(
      within(top)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'SearchListSearchesFound',
      'birthdayVideo templates914',
      'unicorn partyImage templates30',
    ]);
    const unfound = screen.getByRole('region', { name: 'Searched for, found nothing' });
    expect(within(unfound).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('3 (25%)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'This Week' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/admin/search/queries').at(-1)?.get('period')).toBe('week'),
    );
  });

  it.each([
    [
      1204,
      '1,204 searches that looked like personal data (an email, a phone or card number, a password) were left out.',
    ],
    [
      1,
      '1 search that looked like personal data (an email, a phone or card number, a password) was left out.',
    ],
  ])('says %i searches were left out as personal data', async (personalLeftOut, said) => {
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/admin/search/queries': () => json(200, { ...figures, personalLeftOut }),
      'GET /api/admin/search/synonyms': () => json(200, { synonyms: [] }),
    });
    renderApp('/internal-dashboard-admin?tab=search');

    expect(await screen.findByText(said)).toBeInTheDocument();
  });

  it('says nothing of personal data when no search was left out', async () => {
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/admin/search/queries': () => json(200, figures),
      'GET /api/admin/search/synonyms': () => json(200, { synonyms: [] }),
    });
    renderApp('/internal-dashboard-admin?tab=search');

    await screen.findByRole('region', { name: 'Most searched' });
    expect(screen.queryByText(/looked like personal data/)).not.toBeInTheDocument();
  });

  it('edits the synonyms, one way or both, and saves them together', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/admin/search/queries': () => json(200, figures),
      'GET /api/admin/search/synonyms': () =>
        json(200, { synonyms: [{ term: 'bday', synonym: 'birthday', twoWay: false }] }),
      'PUT /api/admin/search/synonyms': async (request) => json(200, await request.json()),
    });
    renderApp('/internal-dashboard-admin?tab=search');
    const editor = await screen.findByRole('region', { name: 'Synonyms' });
    const save = await within(editor).findByRole('button', { name: 'Save synonyms' });
    expect(save).toBeDisabled();
    expect(within(editor).getByLabelText('Synonym 1: the word searched for')).toHaveValue('bday');

    await user.click(within(editor).getByRole('button', { name: 'Add a synonym' }));
    await user.type(within(editor).getByLabelText('Synonym 2: the word searched for'), 'invite');
    await user.selectOptions(within(editor).getByLabelText('Synonym 2: which way'), '↔ both ways');
    await user.type(within(editor).getByLabelText('Synonym 2: what it also finds'), 'invitation');
    await user.click(save);

    await waitFor(async () =>
      expect(await sentBodies(fetchMock, 'PUT /api/admin/search/synonyms')).toEqual([
        {
          synonyms: [
            { term: 'bday', synonym: 'birthday', twoWay: false },
            { term: 'invite', synonym: 'invitation', twoWay: true },
          ],
        },
      ]),
    );
    expect(
      await screen.findByText('Synonyms saved: searches use them from now on.'),
    ).toBeInTheDocument();
  });

  it('says why synonyms were not saved, and keeps what was typed', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/admin/search/queries': () => json(200, figures),
      'GET /api/admin/search/synonyms': () => json(200, { synonyms: [] }),
      'PUT /api/admin/search/synonyms': () =>
        json(400, {
          error: 'A synonym is one word of letters and digits',
          code: 'VALIDATION_FAILED',
          requestId: 'req-1',
        }),
    });
    renderApp('/internal-dashboard-admin?tab=search');
    const editor = await screen.findByRole('region', { name: 'Synonyms' });
    await user.click(await within(editor).findByRole('button', { name: 'Add a synonym' }));
    await user.type(
      within(editor).getByLabelText('Synonym 1: the word searched for'),
      'real estate',
    );
    await user.type(within(editor).getByLabelText('Synonym 1: what it also finds'), 'property');
    await user.click(within(editor).getByRole('button', { name: 'Save synonyms' }));

    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      'The synonyms were not saved. A synonym is one word of letters and digits',
    );
    expect(within(editor).getByLabelText('Synonym 1: the word searched for')).toHaveValue(
      'real estate',
    );
  });
});
