import { ReceiptMessage, type Receipt } from '@frameshop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../lib/token-store';
import { json, stubApi, testUser } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const receipt: Receipt = {
  receiptNumber: 17,
  // 23:40 UTC is already the next day in India: the receipt is dated in the store's zone.
  issuedAt: '2025-03-14T23:40:00.000Z',
  timeZone: 'Asia/Kolkata',
  seller: {
    name: 'Frameshop Media Private Limited',
    addressLines: ['12 MG Road', 'Bengaluru 560001'],
  },
  buyer: { name: 'Maya Lin', email: 'maya@example.com' },
  packId: 'pack-500',
  credits: 500,
  amount: 39900,
  currency: 'INR',
  orderId: 'order_Q1w2e3r4t5y6u7',
  paymentId: 'pay_A1s2d3f4g5h6j7',
  provider: 'razorpay',
  paymentMethod: 'upi',
  invoice: null,
};

beforeEach(() => {
  tokenStore.save('valid-token', true);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/receipts/:receiptNumber', () => {
  it('shows who sold what to whom, when, for how much and how it was paid, and prints', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/receipts/17': () => json(200, receipt),
    });
    renderApp('/receipts/17');

    const document = await screen.findByRole('article', { name: 'Receipt' });
    expect(document).toHaveTextContent('No. 17');
    expect(document).toHaveTextContent('15 March 2025');
    expect(document).toHaveTextContent('(Asia/Kolkata)');
    expect(document).toHaveTextContent('Frameshop Media Private Limited12 MG RoadBengaluru 560001');
    expect(document).toHaveTextContent('Billed toMaya Linmaya@example.com');
    expect(document).toHaveTextContent('Credit pack: 500 credits₹399.00');
    expect(document).toHaveTextContent('Total paid (INR)₹399.00');
    const fact = (label: string) => within(document).getByText(label).nextElementSibling;
    expect(fact('Payment method')).toHaveTextContent('UPI');
    expect(fact('Order ID')).toHaveTextContent('order_Q1w2e3r4t5y6u7');
    expect(fact('Payment ID')).toHaveTextContent('pay_A1s2d3f4g5h6j7');
    expect(window.document.title).toMatch(/^Receipt No\. 17/);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says "Receipt not found" for a receipt that is not the user\'s', async () => {
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/receipts/18': () =>
        json(404, { error: ReceiptMessage.notFound, code: 'NOT_FOUND' }),
    });
    renderApp('/receipts/18');

    expect(
      await screen.findByRole('heading', { level: 1, name: ReceiptMessage.notFound }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
  });

  it('offers to try again when the receipt could not be loaded', async () => {
    stubApi({
      'GET /api/profile': () => json(200, testUser),
      'GET /api/receipts/19': () => json(500, { error: 'Internal Server Error', code: 'INTERNAL' }),
    });
    renderApp('/receipts/19');

    expect(await screen.findByText('Failed to load the receipt')).toBeVisible();
    expect(screen.getByRole('button', { name: /try again/i })).toBeVisible();
  });
});
