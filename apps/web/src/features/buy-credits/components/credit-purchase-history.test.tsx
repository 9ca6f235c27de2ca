import type { CreditPurchaseItem } from '@frameshop/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { CreditPurchaseHistory } from './credit-purchase-history';

const item = (changes: Partial<CreditPurchaseItem>): CreditPurchaseItem => ({
  orderId: 'order_1',
  creditsPurchased: 500,
  amountPaid: 39900,
  currency: 'INR',
  purchaseDate: '2025-03-14T09:30:00.000Z',
  status: 'paid',
  transactionId: 'pay_1',
  receiptNumber: 12,
  invoiceNumber: null,
  ...changes,
});

describe('CreditPurchaseHistory', () => {
  it('lists each order with its date, credits, rupees to 2 decimals, status and transaction', () => {
    renderUi(
      <CreditPurchaseHistory
        items={[
          item({ invoiceNumber: 'FS/24-25/00012' }),
          item({
            orderId: 'order_2',
            creditsPurchased: 2500,
            amountPaid: 149900,
            purchaseDate: '2025-03-10T12:00:00.000Z',
            status: 'failed',
            transactionId: null,
            receiptNumber: null,
          }),
          item({ orderId: 'order_3', status: 'created', transactionId: null, receiptNumber: null }),
          item({ orderId: 'order_4', status: 'expired', transactionId: null, receiptNumber: null }),
        ]}
      />,
    );

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual([
      'DateMar 14, 2025',
      'Credits500 credits',
      'Amount₹399.00',
      'StatusPaid',
      'Transaction IDpay_1',
      'ReceiptReceipt No. 12',
      'InvoiceFS/24-25/00012 (PDF)',
    ]);
    expect(
      within(rows[0]!).getByRole('button', { name: 'Download FS/24-25/00012 as PDF' }),
    ).toBeEnabled();
    expect(within(rows[0]!).getByRole('link', { name: 'Receipt No. 12' })).toHaveAttribute(
      'href',
      '/receipts/12',
    );
    expect(cells(rows[1]!)).toEqual([
      'DateMar 10, 2025',
      'Credits2,500 credits',
      'Amount₹1,499.00',
      'StatusFailed',
      'Transaction ID—',
      'Receipt—',
      'Invoice—',
    ]);
    expect(within(rows[2]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Expired')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Credits', 'Amount', 'Status', 'Transaction ID', 'Receipt', 'Invoice']);
  });

  it('says when there are no purchases yet', () => {
    renderUi(<CreditPurchaseHistory items={[]} />);

    expect(screen.getByRole('heading', { name: 'Credit purchase history' })).toBeVisible();
    expect(screen.getByText('No credit purchases yet')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
