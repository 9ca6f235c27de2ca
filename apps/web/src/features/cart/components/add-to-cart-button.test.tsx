import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../../lib/token-store';
import { json, sentBodies, stubApi } from '../../../test/fake-api';
import { templateSummary } from '../../../test/fake-catalogue';
import { renderRoutes } from '../../../test/render-ui';
import { AddToCartButton } from './add-to-cart-button';

const template = templateSummary({ templateId: '1001', templateName: 'Neon Intro' });
const cart = { lines: [], itemCount: 1, subtotal: 49, tax: null, total: 49 };

function renderButton() {
  return renderRoutes(
    [
      { path: '/template/:id', element: <AddToCartButton template={template} /> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/Cart', element: <p>Cart page</p> },
    ],
    '/template/1001',
  );
}

describe('AddToCartButton', () => {
  it('adds one licence, says so, and leads to the cart', async () => {
    tokenStore.save('valid-token', true);
    const user = userEvent.setup();
    const fetchMock = stubApi({ 'POST /api/add-to-cart': () => json(200, cart) });
    const { router } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Added to cart');
    expect(await sentBodies(fetchMock, 'POST /api/add-to-cart')).toEqual([
      { templateId: '1001', quantity: 1 },
    ]);
    await user.click(screen.getByRole('button', { name: 'View cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Cart'));
  });

  it('sends a visitor to /login, to come back here, without asking the server', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    const { router } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/template/1001' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the line is full", async () => {
    tokenStore.save('valid-token', true);
    const user = userEvent.setup();
    stubApi({
      'POST /api/add-to-cart': () =>
        json(400, { error: 'A cart line holds at most 99 licences.', code: 'VALIDATION' }),
    });
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A cart line holds at most 99 licences.',
    );
  });
});
