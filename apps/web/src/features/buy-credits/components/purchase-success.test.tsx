import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLinks } from '../../../test/expect-links';
import { renderUi } from '../../../test/render-ui';
import { successDetailsOf } from '../success-details';
import { PurchaseSuccess } from './purchase-success';

describe('PurchaseSuccess', () => {
  it('shows the credits, the rupees paid to 2 decimals, the new balance, the transaction and four ways on', () => {
    renderUi(
      <PurchaseSuccess
        details={{
          credits: 2500,
          amount: 149900,
          newBalance: 3750,
          transactionId: 'pay_Q1w2',
          receiptNumber: 42,
        }}
      />,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    const values = Object.fromEntries(
      screen
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(values).toEqual({
      'Credits purchased': '2,500 credits',
      'Amount paid': '₹1,499.00',
      'New balance': '3,750 credits',
      'Transaction ID': 'pay_Q1w2',
    });
    expectLinks(screen.getByRole('navigation', { name: 'What next' }), {
      'Browse Templates': '/templates-list',
      'Image Templates': '/image-templates',
      'My Profile': '/profile',
      'Buy More Credits': '/buy-credits',
    });
    expect(screen.getByRole('link', { name: 'View and print receipt No. 42' })).toHaveAttribute(
      'href',
      '/receipts/42',
    );
  });

  it('offers no receipt link when the server named none', () => {
    renderUi(
      <PurchaseSuccess
        details={{ credits: 500, amount: 39900, newBalance: 1750, transactionId: 'pay_1' }}
      />,
    );
    expect(screen.queryByRole('link', { name: /receipt/ })).not.toBeInTheDocument();
  });
});

describe('successDetailsOf', () => {
  it('reads complete details and nothing else', () => {
    const details = { credits: 500, amount: 39900, newBalance: 1750, transactionId: 'pay_1' };
    expect(successDetailsOf(details)).toEqual(details);
    expect(successDetailsOf(null)).toBeNull();
    expect(successDetailsOf({ ...details, transactionId: '' })).toBeNull();
    expect(successDetailsOf({ ...details, credits: '500' })).toBeNull();
    expect(successDetailsOf({ transactionId: 'pay_1' })).toBeNull();
    expect(successDetailsOf({ ...details, receiptNumber: 7 })).toEqual({
      ...details,
      receiptNumber: 7,
    });
    // A number that is no receipt's is left out, not trusted.
    expect(successDetailsOf({ ...details, receiptNumber: 0 })).toEqual(details);
    expect(successDetailsOf({ ...details, receiptNumber: '7' })).toEqual(details);
  });
});
