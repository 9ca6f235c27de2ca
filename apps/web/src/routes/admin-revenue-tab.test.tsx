import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveAdminSession } from '../features/admin-shell/admin-session';
import { tokenStore } from '../lib/token-store';
import type { AdminInvoice } from '@frameshop/contract';
import { json, stubApi, testUser } from '../test/fake-api';
import { ADMIN_TOKEN } from '../test/fake-owner-catalogue';
import { renderApp } from '../test/render-app';

async function openRevenueTab() {
  stubApi({
    'GET /api/profile': () => json(200, testUser),
    // The figures never come: the form waits for none of them (and jsdom has no canvas for
    // the chart they would draw).
    'GET /api/admin/revenue': () => new Promise<Response>(() => {}),
  });
  const rendered = renderApp('/internal-dashboard-admin?tab=revenue');
  const form = await screen.findByRole('form', { name: 'Find a receipt' });
  return { ...rendered, form, field: within(form).getByLabelText('Receipt number') };
}

beforeEach(() => {
  tokenStore.save('valid-token', true);
  saveAdminSession({ token: ADMIN_TOKEN, expiresAt: Date.now() + 30 * 60_000 });
});

describe('Find a receipt, on the Revenue tab', () => {
  it.each([
    ['', 'Enter a receipt number.'],
    ['0', 'Enter a whole number of 1 or more.'],
    ['-3', 'Enter a whole number of 1 or more.'],
    ['2.5', 'Enter a whole number of 1 or more.'],
    ['1e3', 'Enter a whole number of 1 or more.'],
    ['abc', 'Enter a whole number of 1 or more.'],
  ])('keeps "%s" where it is, says why under the field and goes nowhere', async (typed, why) => {
    const user = userEvent.setup();
    const { router, form, field } = await openRevenueTab();

    if (typed) await user.type(field, typed);
    await user.click(within(form).getByRole('button', { name: 'Open receipt' }));

    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(why);
    expect(field).toHaveFocus();
    expect(field).toHaveValue(typed);
    expect(router.state.location.pathname).toBe('/internal-dashboard-admin');

    // Typing again clears the complaint until the next try.
    await user.type(field, '7');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('opens the receipt with Enter, as typed but without spaces or leading zeros', async () => {
    const user = userEvent.setup();
    const { router, field } = await openRevenueTab();

    await user.type(field, ' 0042 {Enter}');

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/internal-dashboard-admin/receipts/42'),
    );
  });
});

describe('Tax invoices and GSTR-1, on the Revenue tab', () => {
  /** A tax invoice of the owner's month, as the server answers it. */
  const invoiceOfDecember: AdminInvoice = {
    number: 'FS/26-27/00004',
    date: '2026-11-30T19:05:00.000Z',
    total: 39_900,
    kind: 'invoice',
    title: 'Tax invoice',
    timeZone: 'Asia/Kolkata',
    seller: {
      name: 'Frameshop',
      addressLines: ['Bengaluru'],
      gstin: '29ABCDE1234F1Z5',
      state: '29',
    },
    buyer: {
      name: 'Ravi Kumar',
      addressLines: ['3 Church Street'],
      gstin: null,
      state: '29',
      email: 'ravi@example.com',
    },
    placeOfSupply: '29',
    interState: false,
    sac: '998439',
    description: '500 credits (credit pack)',
    credits: 500,
    rate: 18,
    taxableValue: 33_814,
    cgst: 3_043,
    sgst: 3_043,
    igst: 0,
    currency: 'INR',
    orderId: 'order_december',
    invoiceNumber: null,
    invoiceDate: null,
    reason: null,
    creditNoteNumber: null,
  };

  it("opens on the store's month as the server names it, whatever the browser's clock, and changes with the picker", async () => {
    const user = userEvent.setup();
    const monthsAsked: (string | null)[] = [];
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/admin/revenue': () => new Promise<Response>(() => {}),
      'GET /api/admin/invoices': (request) => {
        const month = new URL(request.url).searchParams.get('month');
        monthsAsked.push(month);
        // At 00:35 on 1 December in Kolkata a browser in UTC still reads 30 November.
        return month === null
          ? json(200, { month: '2026-12', registered: true, invoices: [invoiceOfDecember] })
          : json(200, { month, registered: true, invoices: [] });
      },
    });
    renderApp('/internal-dashboard-admin?tab=revenue');
    const panel = await screen.findByRole('region', { name: 'Tax invoices and GSTR-1' });
    const entry = await within(panel).findByRole('listitem');
    expect(entry).toHaveTextContent('Tax invoice FS/26-27/00004');
    expect(entry).toHaveTextContent('Ravi Kumar');
    const picker = within(panel).getByLabelText('Month');
    expect(picker).toHaveValue('2026-12');
    expect(monthsAsked).toEqual([null]);

    await user.clear(picker);
    await user.type(picker, '2026-11');
    expect(
      await within(panel).findByText('No invoices or credit notes in this month.'),
    ).toBeInTheDocument();
    expect(picker).toHaveValue('2026-11');
    expect(monthsAsked.at(-1)).toBe('2026-11');
  });
});
