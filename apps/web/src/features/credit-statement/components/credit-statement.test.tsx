import type { CreditStatement as Statement, CreditStatementEntry } from '@frameshop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api';
import { renderUi } from '../../../test/render-ui';
import { CreditStatement } from './credit-statement';

const entry = (changes: Partial<CreditStatementEntry>): CreditStatementEntry => ({
  id: 1,
  at: '2025-03-14T09:30:00.000Z',
  kind: 'awarded',
  delta: 1250,
  balanceAfter: 1250,
  description: 'Welcome credits',
  receiptNumber: null,
  ...changes,
});

const newest: Statement = {
  entries: [
    entry({
      id: 9,
      kind: 'held',
      delta: -30,
      balanceAfter: 1720,
      description: 'Held for the render of Neon Intro',
    }),
    entry({
      id: 8,
      kind: 'bought',
      delta: 500,
      balanceAfter: 1750,
      description: 'Credit pack',
      receiptNumber: 4,
    }),
  ],
  nextBefore: 8,
};
const older: Statement = { entries: [entry({})], nextBefore: null };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CreditStatement', () => {
  it('lists every change signed, with its balance and receipt, and loads older pages', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/credit-statement': (request) =>
        json(200, new URL(request.url).searchParams.get('before') === '8' ? older : newest),
    });
    renderUi(<CreditStatement />);

    const table = await screen.findByRole('table');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(cells(rows()[0]!)).toEqual([
      'DateMar 14, 2025',
      'WhatHeldHeld for the render of Neon Intro',
      'Change\u221230',
      'Balance1,720',
    ]);
    expect(cells(rows()[1]!)).toEqual([
      'DateMar 14, 2025',
      'WhatBoughtCredit pack · Receipt No. 4',
      'Change+500',
      'Balance1,750',
    ]);
    expect(within(rows()[1]!).getByRole('link', { name: 'Receipt No. 4' })).toHaveAttribute(
      'href',
      '/receipts/4',
    );

    await user.click(screen.getByRole('button', { name: 'Show older' }));
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    expect(cells(rows()[2]!)).toContain('WhatAwardedWelcome credits');
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/credit-statement',
      '/api/credit-statement?before=8',
    ]);
  });

  it('offers to try again when the statement could not be loaded', async () => {
    stubApi({
      'GET /api/credit-statement': () =>
        json(500, { error: 'Internal Server Error', code: 'INTERNAL' }),
    });
    renderUi(<CreditStatement />);

    expect(await screen.findByText('Failed to load the credit statement')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});
