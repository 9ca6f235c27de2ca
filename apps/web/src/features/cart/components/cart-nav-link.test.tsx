import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/fake-api';
import { renderUi } from '../../../test/render-ui';
import { CartNavLink } from './cart-nav-link';

const cartOf = (itemCount: number) => ({
  lines: [],
  itemCount,
  subtotal: 0,
  tax: null,
  total: 0,
});

describe('CartNavLink', () => {
  it('leads to the cart and says how many licences are in it', async () => {
    stubApi({ 'GET /api/cart': () => json(200, cartOf(3)) });
    renderUi(<CartNavLink />);

    const link = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(link).toHaveAttribute('href', '/Cart');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
  });

  it('shows no count for an empty cart', async () => {
    stubApi({ 'GET /api/cart': () => json(200, cartOf(0)) });
    renderUi(<CartNavLink />);

    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('is still a way to the cart while the count cannot be had', async () => {
    stubApi({ 'GET /api/cart': () => json(500, { error: 'Boom', code: 'INTERNAL' }) });
    renderUi(<CartNavLink />);

    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/Cart');
  });
});
