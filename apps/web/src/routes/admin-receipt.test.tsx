import { AdminMessage, ReceiptMessage, type Receipt } from '@frameshop/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAdminSession } from '../features/admin-shell/admin-session';
import { tokenStore } from '../lib/token-store';
import { json, stubApi, testUser } from '../test/fake-api';
import { ADMIN_TOKEN } from '../test/fake-owner-catalogue';
import { renderApp } from '../test/render-app';

// Another buyer's: the owner reads any receipt, whoever paid.
const receipt: Receipt = {
  receiptNumber: 17,
  issuedAt: '2025-03-14T10:40:00.000Z',
  timeZone: 'Asia/Kolkata',
  seller: { name: 'Frameshop Media Private Limited', addressLines: ['12 MG Road'] },
  buyer: { name: 'Ravi Buyer', email: 'ravi@example.com' },
  packId: 'pack-500',
  credits: 500,
  amount: 39900,
  currency: 'INR',
  orderId: 'order_Q1w2e3r4t5y6u7',
  paymentId: 'pay_A1s2d3f4g5h6j7',
  provider: 'razorpay',
  paymentMethod: 'card',
  invoice: null,
};

const RECEIPT_17 = 'GET /api/admin/receipts/17';

function bearersOf(fetchMock: ReturnType<typeof stubApi>, path: string): (string | null)[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => new Headers(init?.headers).get('Authorization'));
}

beforeEach(() => {
  tokenStore.save('valid-token', true);
  saveAdminSession({ token: ADMIN_TOKEN, expiresAt: Date.now() + 30 * 60_000 });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/internal-dashboard-admin/receipts/:receiptNumber', () => {
  it("shows any buyer's receipt, asked for with the admin token, and prints it", async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const fetchMock = stubApi({
      'GET /api/profile': () => json(200, testUser),
      [RECEIPT_17]: () => json(200, receipt),
    });
    renderApp('/internal-dashboard-admin/receipts/17');

    const document = await screen.findByRole('article', { name: 'Receipt' });
    expect(document).toHaveTextContent('No. 17');
    expect(document).toHaveTextContent('Billed toRavi Buyerravi@example.com');
    expect(document).toHaveTextContent('Total paid (INR)₹399.00');
    expect(window.document.title).toMatch(/^Receipt No\. 17/);
    // The dashboard's token, not the owner's sign-in token: the admin gate checks it.
    expect(bearersOf(fetchMock, '/api/admin/receipts/17')).toEqual([`Bearer ${ADMIN_TOKEN}`]);
    expect(screen.getByRole('link', { name: /Back to dashboard/ })).toHaveAttribute(
      'href',
      '/internal-dashboard-admin?tab=revenue',
    );

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says "Receipt not found" for a number no receipt has, with no Print', async () => {
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/admin/receipts/99': () =>
        json(404, { error: ReceiptMessage.notFound, code: 'NOT_FOUND' }),
    });
    renderApp('/internal-dashboard-admin/receipts/99');

    expect(
      await screen.findByRole('heading', { level: 1, name: ReceiptMessage.notFound }),
    ).toBeVisible();
    expect(screen.getByText(/No receipt is numbered 99\./)).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to dashboard/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('offers Try Again when the receipt could not be loaded, and shows it once it loads', async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      [RECEIPT_17]: () =>
        calls++ === 0
          ? json(500, { error: 'Something went wrong', code: 'INTERNAL' })
          : json(200, receipt),
    });
    renderApp('/internal-dashboard-admin/receipts/17');

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();

    await user.click(screen.getByRole('button', { name: AdminMessage.tryAgain }));
    expect(await screen.findByRole('article', { name: 'Receipt' })).toHaveTextContent('No. 17');
    expect(calls).toBe(2);
  });

  it('asks for the admin password first, and sends nothing without the admin token', async () => {
    window.sessionStorage.clear();
    const fetchMock = stubApi({ 'GET /api/profile': () => json(200, testUser) });
    renderApp('/internal-dashboard-admin/receipts/17');

    expect(await screen.findByRole('heading', { name: AdminMessage.gateTitle })).toBeVisible();
    await waitFor(() => expect(bearersOf(fetchMock, '/api/admin/receipts/17')).toEqual([]));
  });

  it("refuses a wrong password in the server's words, with the reference to quote, and empties the field", async () => {
    window.sessionStorage.clear();
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'POST /api/admin/session': () =>
        json(401, {
          error: AdminMessage.invalidPassword,
          code: 'UNAUTHORIZED',
          requestId: '3c4d5e6f708192a3',
        }),
    });
    const user = userEvent.setup();
    renderApp('/internal-dashboard-admin/receipts/17');

    await user.type(await screen.findByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: AdminMessage.accessDashboard }));

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent(AdminMessage.invalidPassword);
    expect(alert).toHaveTextContent('Reference: 3c4d5e6f708192a3');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
