import { BatchMessage, IDEMPOTENCY_KEY_HEADER } from '@frameshop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BATCH_POLL_MS, batchQueryOptions } from '../features/batches/api/batches-api';
import { batchRecord, batchRow } from '../features/batches/test-batches';
import { tokenStore } from '../lib/token-store';
import { json, sentBodies, stubApi, testUser } from '../test/fake-api';
import { renderApp } from '../test/render-app';

beforeEach(() => tokenStore.save('valid-token', true));

const finished = batchRecord({
  status: 'finished',
  made: 1,
  failed: 2,
  waiting: 0,
  credits: { held: 0, charged: 5, returned: 10 },
  finishedAt: '2026-11-27T10:05:00.000Z',
  photoSlots: ['photo'],
  rows: [
    batchRow(0, { name: 'Priya', status: 'made', downloadUrl: '/media/b-1/0.png?sig=x' }),
    batchRow(1, { name: 'Arun', status: 'failed', reason: 'The photo could not be read.' }),
    batchRow(2, { name: 'Zoë', status: 'failed', reason: 'The photo could not be read.' }),
  ],
});

describe('the batch page', () => {
  it('asks again every 2 s while rows wait or are made, and stops once the batch is finished', () => {
    const { refetchInterval } = batchQueryOptions('b-1');
    const asked = (data: unknown) =>
      typeof refetchInterval === 'function'
        ? refetchInterval({ state: { data } } as Parameters<typeof refetchInterval>[0])
        : refetchInterval;
    expect(asked(batchRecord({ status: 'queued' }))).toBe(BATCH_POLL_MS);
    expect(asked(batchRecord({ status: 'running' }))).toBe(BATCH_POLL_MS);
    expect(asked(finished)).toBe(false);
    expect(asked(batchRecord({ status: 'cancelled' }))).toBe(false);
  });

  it('shows the progress, each row, the downloads and Cancel naming what it returns, then the batch as it finishes', async () => {
    let polls = 0;
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/batches/b-1': () => json(200, polls++ === 0 ? batchRecord() : finished),
    });
    renderApp('/batches/b-1');

    expect(await screen.findByRole('heading', { name: 'Birthday Card: 3 pictures' })).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Batch progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('Being made: 1 of 3 made.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel and get 10 credits back' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Download all (ZIP)' })).toHaveAttribute(
      'href',
      '/api/batches/b-1/archive?expires=1&signature=x',
    );
    expect(screen.getByRole('link', { name: 'Download row 1, Priya' })).toHaveAttribute(
      'href',
      '/media/b-1/0.png?sig=x',
    );

    // The next poll, 2 s later, brings the finished batch: Cancel goes, Retry names its price.
    expect(
      await screen.findByRole(
        'button',
        { name: 'Retry 2 failed rows · 10 credits' },
        { timeout: 6000 },
      ),
    ).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(screen.getByText('Finished: 1 of 3 made, 2 failed.')).toBeVisible();
    expect(screen.getAllByText('The photo could not be read.')).toHaveLength(2);
    expect(screen.getByText('Credits returned').nextSibling).toHaveTextContent('10 credits');
  });

  it('says what a retried batch holds now, charged and returned, and leads back to the pictures', async () => {
    // Priced 20: two rows failed (10 back), were retried (10 held again) and made.
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/batches/b-1': () =>
        json(
          200,
          batchRecord({
            ...finished,
            rows: [0, 1, 2, 3].map((row) => batchRow(row, { status: 'made' })),
            credits: { held: 30, charged: 20, returned: 10 },
            price: { results: 4, perResult: 5, licence: 0, total: 20 },
            total: 4,
            made: 4,
            failed: 0,
          }),
        ),
    });
    renderApp('/batches/b-1');
    expect(await screen.findByText('Finished: 4 of 4 made.')).toBeVisible();
    const credit = (label: string) => screen.getByText(`Credits ${label}`).nextSibling;
    expect(credit('on hold')).toHaveTextContent('0 credits');
    expect(credit('charged')).toHaveTextContent('20 credits');
    expect(credit('returned')).toHaveTextContent('10 credits');
    expect(screen.queryByText('Credits held')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your pictures' })).toHaveAttribute(
      'href',
      '/profile?tab=generated-videos',
    );
  });

  it('cancels the waiting rows and shows the batch the server answers', async () => {
    const fetchMock = stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/batches/b-1': () => json(200, batchRecord()),
      'POST /api/batches/b-1/cancel': () =>
        json(200, {
          batch: batchRecord({
            status: 'cancelled',
            waiting: 0,
            credits: { held: 0, charged: 5, returned: 10 },
            rows: [
              batchRow(0, { name: 'Priya', status: 'made', downloadUrl: '/m/0.png' }),
              batchRow(1, { name: 'Arun', status: 'cancelled' }),
              batchRow(2, { name: 'Zoë', status: 'cancelled' }),
            ],
          }),
          remainingCredits: 1260,
        }),
    });
    const user = userEvent.setup();
    renderApp('/batches/b-1');
    await user.click(await screen.findByRole('button', { name: 'Cancel and get 10 credits back' }));
    expect(await screen.findByText('Cancelled: 1 of 3 made.')).toBeVisible();
    expect(screen.getAllByText('Cancelled', { exact: true }).length).toBeGreaterThanOrEqual(2);
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/cancel'))).toBe(true);
  });

  it('retries the failed rows, sending nothing new when no photo was replaced', async () => {
    const fetchMock = stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/batches/b-1': () => json(200, finished),
      'POST /api/batches/b-1/retry': () =>
        json(200, { batch: batchRecord({ status: 'queued' }), remainingCredits: 1240 }),
    });
    const user = userEvent.setup();
    renderApp('/batches/b-1');
    await user.click(
      await screen.findByRole('button', { name: 'Retry 2 failed rows · 10 credits' }),
    );
    await waitFor(async () =>
      expect(await sentBodies(fetchMock, 'POST /api/batches/b-1/retry')).toEqual([{}]),
    );
    // With a key, so a retried press holds the rows' shares once.
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/retry'))!;
    expect(new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Waiting to start: 1 of 3 made.')).toBeVisible();
    // A failed row offers a new photo before its retry.
    expect(screen.queryByLabelText('New photo for row 2')).toBeNull();
  });

  it('offers a new photo for each failed row of a finished batch', async () => {
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/batches/b-1': () => json(200, finished),
    });
    renderApp('/batches/b-1');
    expect(await screen.findByLabelText('New photo for row 2')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('button', { name: 'Replace the photo of row 3' })).toBeEnabled();
    expect(screen.queryByLabelText('New photo for row 1')).toBeNull();
  });

  it('says a batch that is not the buyer’s, or gone, is not found', async () => {
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/batches/b-1': () => json(404, { error: BatchMessage.notFound, code: 'NOT_FOUND' }),
    });
    renderApp('/batches/b-1');
    expect(await screen.findByRole('heading', { name: BatchMessage.notFound })).toBeVisible();
  });

  it('offers Try again when the batch cannot be loaded', async () => {
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/batches/b-1': () => json(500, { error: 'Boom', code: 'INTERNAL' }),
    });
    renderApp('/batches/b-1');
    const heading = await screen.findByRole('heading', { name: 'This batch could not be loaded' });
    expect(
      within(heading.parentElement!.parentElement!).getAllByRole('button').length,
    ).toBeGreaterThan(0);
  });
});
