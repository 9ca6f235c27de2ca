import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveAdminSession } from '../features/admin-shell/admin-session';
import { batchRecord } from '../features/batches/test-batches';
import { tokenStore } from '../lib/token-store';
import { json, sentBodies, stubApi, testUser } from '../test/fake-api';
import { ADMIN_TOKEN } from '../test/fake-owner-catalogue';
import { renderApp } from '../test/render-app';

beforeEach(() => {
  tokenStore.save('valid-token', true);
  saveAdminSession({ token: ADMIN_TOKEN, expiresAt: Date.now() + 30 * 60_000 });
});

const openForm = () =>
  screen.findByRole('form', { name: 'Make many: price per result' }, { timeout: 15_000 });

describe('the bulk prices in the dashboard', () => {
  it('shows the prices per kind and saves them, 0 allowed, with a confirmation', async () => {
    let prices = { image: 1, video: 5 };
    const fetchMock = stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/admin/bulk-prices': () => json(200, prices),
      'PUT /api/admin/bulk-prices': async (request) => {
        prices = (await request.json()) as typeof prices;
        return json(200, prices);
      },
    });
    const user = userEvent.setup();
    renderApp('/internal-dashboard-admin?tab=renders');
    const form = await openForm();
    const picture = within(form).getByRole('textbox', { name: 'Price per picture' });
    const video = within(form).getByRole('textbox', { name: 'Price per video' });
    expect(picture).toHaveValue('1');
    expect(video).toHaveValue('5');

    await user.clear(picture);
    await user.type(picture, '0');
    await user.clear(video);
    await user.type(video, '12');
    await user.click(within(form).getByRole('button', { name: 'Save prices' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Prices saved: 0 credits per picture, 12 credits per video.',
    );
    expect(await sentBodies(fetchMock, 'PUT /api/admin/bulk-prices')).toEqual([
      { image: 0, video: 12 },
    ]);
    const [, init] = fetchMock.mock.calls.find(
      ([input, options]) => String(input) === '/api/admin/bulk-prices' && options?.method === 'PUT',
    )!;
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('refuses a price that is not a whole number of credits, on its field, sending nothing', async () => {
    const fetchMock = stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/admin/bulk-prices': () => json(200, { image: 1, video: 5 }),
    });
    const user = userEvent.setup();
    renderApp('/internal-dashboard-admin?tab=renders');
    const form = await openForm();
    const video = within(form).getByRole('textbox', { name: 'Price per video' });
    await user.clear(video);
    await user.type(video, '-3');
    await user.click(within(form).getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(video).toHaveAttribute('aria-invalid', 'true'));
    expect(video).toHaveFocus();
    expect(await sentBodies(fetchMock, 'PUT /api/admin/bulk-prices')).toEqual([]);
  });

  it('lists recent batches and the queue’s depth in the Renders tab', async () => {
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/admin/batches': () =>
        json(200, {
          batches: [{ ...batchRecord(), userId: 'u-1', buyerEmail: 'maya@example.com' }],
          rowsWaiting: 7,
          rowsMaking: 2,
        }),
    });
    renderApp('/internal-dashboard-admin?tab=renders');
    const panel = await screen.findByRole(
      'region',
      { name: 'Batches (Make many)' },
      { timeout: 15_000 },
    );
    expect(await within(panel).findByText('maya@example.com')).toBeVisible();
    expect(within(panel).getByText('Rows waiting').parentElement).toHaveTextContent('7');
    expect(within(panel).getByText('Rows being made').parentElement).toHaveTextContent('2');
  });
});
