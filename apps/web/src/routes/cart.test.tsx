import type { Cart, CartLine, TemplateSummary } from '@frameshop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../lib/token-store';
import { json, sentBodies, stubApi, userWith } from '../test/fake-api';
import { templateSummary } from '../test/fake-catalogue';
import { renderApp } from '../test/render-app';

const neon = templateSummary({
  templateId: '1001',
  templateName: 'Neon Intro',
  price: 40,
  templateCategory: ['Promo', 'Intro', 'Neon', 'Night', 'Bold'],
});
const poster = templateSummary({ templateId: '1002', templateName: 'Autumn Poster', price: 15 });

/** A cart server over {template, quantity} lines that answers as the real one does. */
function cartServer({
  lines: start = [
    { template: neon, quantity: 2, owned: false },
    { template: poster, quantity: 1, owned: true },
  ],
  credits = 500,
  checkout,
}: {
  lines?: { template: TemplateSummary; quantity: number; owned: boolean }[];
  credits?: number;
  checkout?: (request: Request) => Response | Promise<Response>;
} = {}) {
  let lines = start.map((line) => ({ ...line }));
  let balance = credits;
  const cart = (): Cart => {
    const cartLines: CartLine[] = lines.map(({ template, quantity, owned }) => ({
      template,
      unitPrice: template.price,
      quantity,
      lineTotal: template.price * quantity,
      owned,
      addedAt: '2025-01-01T00:00:00.000Z',
    }));
    const total = cartLines.reduce((sum, line) => sum + line.lineTotal, 0);
    return {
      lines: cartLines,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal: total,
      tax: null,
      total,
    };
  };
  const fetchMock = stubApi({
    'GET /api/profile': () => json(200, userWith({ credits: balance })),
    'GET /api/cart': () => json(200, cart()),
    'POST /api/update-cart-quantity': async (request) => {
      const { templateId, delta } = (await request.json()) as { templateId: string; delta: number };
      lines = lines
        .map((line) =>
          line.template.templateId === templateId
            ? { ...line, quantity: line.quantity + delta }
            : line,
        )
        .filter((line) => line.quantity > 0);
      return json(200, cart());
    },
    'DELETE /api/cart/1002': () => {
      lines = lines.filter((line) => line.template.templateId !== '1002');
      return json(200, cart());
    },
    'POST /api/checkout':
      checkout ??
      (() => {
        const { total } = cart();
        const licences = lines.flatMap((line) =>
          Array.from({ length: line.quantity }, (_, index) => ({
            licenceId: `${line.template.templateId}-${index}`,
            templateId: line.template.templateId,
            templateName: line.template.templateName,
            creditsPaid: line.template.price,
          })),
        );
        balance -= total;
        lines = [];
        return json(200, {
          message: 'Checkout complete',
          licences,
          creditsCharged: total,
          remainingCredits: balance,
        });
      }),
  });
  return fetchMock;
}

const lineOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;
const navbarBalance = () => screen.getAllByTestId('credit-balance')[0];

beforeEach(() => tokenStore.save('valid-token', true));

describe('/Cart', () => {
  it('shows each line with its link, three tags then +N more, the owned note and the totals', async () => {
    cartServer();
    renderApp('/Cart');

    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    const neonLine = await waitFor(() => lineOf('Neon Intro'));
    expect(within(neonLine).getByRole('link', { name: 'Neon Intro' })).toHaveAttribute(
      'href',
      '/1001-template',
    );
    const tags = within(within(neonLine).getByRole('list', { name: 'Categories' })).getAllByRole(
      'listitem',
    );
    expect(tags.map((tag) => tag.textContent)).toEqual(['Promo', 'Intro', 'Neon', '+2 more']);
    expect(within(neonLine).getByRole('status')).toHaveTextContent('2');
    expect(within(neonLine).getByText('80 credits')).toBeInTheDocument();
    expect(within(neonLine).queryByText(/Owned/)).not.toBeInTheDocument();
    expect(
      within(lineOf('Autumn Poster')).getByText('Owned — this line buys extra licences'),
    ).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('95 credits');
    // Credits carry no tax: no tax line at all.
    expect(within(summary).queryByText('Tax')).not.toBeInTheDocument();
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('95 credits');
    // The navbar counts licences.
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Cart, 3 items' }).length).toBeGreaterThan(0),
    );
  });

  it('steps the quantity up and down, within 1 to 99, and removes a line', async () => {
    const user = userEvent.setup();
    const fetchMock = cartServer();
    renderApp('/Cart');
    const neonLine = await waitFor(() => lineOf('Neon Intro'));

    await user.click(within(neonLine).getByRole('button', { name: 'More licences of Neon Intro' }));
    await waitFor(() => expect(within(neonLine).getByRole('status')).toHaveTextContent('3'));
    await user.click(
      within(neonLine).getByRole('button', { name: 'Fewer licences of Neon Intro' }),
    );
    await waitFor(() => expect(within(neonLine).getByRole('status')).toHaveTextContent('2'));
    expect(await sentBodies(fetchMock, 'POST /api/update-cart-quantity')).toEqual([
      { templateId: '1001', delta: 1 },
      { templateId: '1001', delta: -1 },
    ]);

    const posterLine = lineOf('Autumn Poster');
    expect(
      within(posterLine).getByRole('button', { name: 'Fewer licences of Autumn Poster' }),
    ).toBeDisabled();
    await user.click(within(posterLine).getByRole('button', { name: 'Remove Autumn Poster' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Autumn Poster' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('80 credits');
  });

  it('stops the stepper at 99', async () => {
    cartServer({ lines: [{ template: neon, quantity: 99, owned: false }], credits: 9999 });
    renderApp('/Cart');
    const neonLine = await waitFor(() => lineOf('Neon Intro'));
    expect(
      within(neonLine).getByRole('button', { name: 'More licences of Neon Intro' }),
    ).toBeDisabled();
  });

  it('says "Your cart is empty", with a way to browse', async () => {
    cartServer({ lines: [] });
    renderApp('/Cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Browse Templates' }),
    ).toHaveAttribute('href', '/templates-list');
  });

  it('checks out in one click on the button that names the total, the balance after beside it, and the navbar balance drops at once', async () => {
    const user = userEvent.setup();
    const fetchMock = cartServer();
    renderApp('/Cart');
    await waitFor(() => lineOf('Neon Intro'));
    await waitFor(() => expect(navbarBalance()).toHaveTextContent('500'));

    expect(screen.getByText('Balance after').nextSibling).toHaveTextContent('405 credits');
    await user.click(screen.getByRole('button', { name: 'Checkout · 95 credits' }));

    const receipt = await screen.findByRole('dialog', { name: 'Checkout complete' });
    expect(within(receipt).getAllByRole('listitem')).toHaveLength(3);
    expect(within(receipt).getByRole('link', { name: 'View purchases' })).toHaveAttribute(
      'href',
      '/Purchased',
    );
    await waitFor(() => expect(navbarBalance()).toHaveTextContent('405'));

    expect(await sentBodies(fetchMock, 'POST /api/checkout')).toEqual([{ expectedTotal: 95 }]);
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/checkout')!;
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(within(receipt).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('retries a checkout whose answer was lost with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const fetchMock = cartServer({
      checkout: () => {
        attempts += 1;
        if (attempts === 1) return json(503, { error: 'Unavailable', code: 'INTERNAL' });
        return json(200, {
          message: 'Checkout complete',
          licences: [],
          creditsCharged: 95,
          remainingCredits: 405,
        });
      },
    });
    renderApp('/Cart');
    await waitFor(() => lineOf('Neon Intro'));

    await user.click(screen.getByRole('button', { name: 'Checkout · 95 credits' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Checkout · 95 credits' }));
    await screen.findByRole('dialog', { name: 'Checkout complete' });

    const keys = fetchMock.mock.calls
      .filter(([input]) => String(input) === '/api/checkout')
      .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('says a failed checkout with its reference, and keeps the cart to try again', async () => {
    const user = userEvent.setup();
    cartServer({
      checkout: () =>
        json(500, {
          error: 'Something went wrong',
          code: 'INTERNAL',
          requestId: 'a1b2c3d4e5f60718',
        }),
    });
    renderApp('/Cart');
    await waitFor(() => lineOf('Neon Intro'));

    await user.click(screen.getByRole('button', { name: 'Checkout · 95 credits' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Reference: a1b2c3d4e5f60718');
    expect(lineOf('Neon Intro')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Checkout · 95 credits' })).toBeEnabled();
  });

  it('opens the Insufficient Credits modal when the server says there are not enough', async () => {
    const user = userEvent.setup();
    cartServer({
      checkout: () =>
        json(402, {
          error: 'Not enough credits',
          code: 'INSUFFICIENT_CREDITS',
          creditsRequired: 95,
          userCredits: 20,
        }),
    });
    renderApp('/Cart');
    await waitFor(() => lineOf('Neon Intro'));

    await user.click(screen.getByRole('button', { name: 'Checkout · 95 credits' }));

    const modal = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    expect(within(modal).getByText('Shortage').nextSibling).toHaveTextContent('75 credits');
    expect(within(modal).getByRole('link', { name: 'Buy More Credits' })).toHaveAttribute(
      'href',
      '/buy-credits',
    );
  });

  it('opens the Insufficient Credits modal at once for a cart the balance cannot cover', async () => {
    const user = userEvent.setup();
    const fetchMock = cartServer({ credits: 50 });
    renderApp('/Cart');
    await waitFor(() => lineOf('Neon Intro'));
    await waitFor(() => expect(navbarBalance()).toHaveTextContent('50'));

    expect(screen.getByText('Short by').nextSibling).toHaveTextContent('45 credits');
    await user.click(screen.getByRole('button', { name: 'Checkout · 95 credits' }));

    expect(await screen.findByRole('dialog', { name: 'Insufficient Credits' })).toBeVisible();
    expect(await sentBodies(fetchMock, 'POST /api/checkout')).toEqual([]);
  });

  it('refreshes the cart and says so when the total changed', async () => {
    const user = userEvent.setup();
    const fetchMock = cartServer({
      checkout: () =>
        json(409, { error: 'Total changed', code: 'PRICE_CHANGED', currentTotal: 120 }),
    });
    renderApp('/Cart');
    await waitFor(() => lineOf('Neon Intro'));

    await user.click(screen.getByRole('button', { name: 'Checkout · 95 credits' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your cart total has changed. Please check the new total and try again.',
    );
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([input]) => String(input) === '/api/cart').length,
      ).toBeGreaterThan(1),
    );
  });
});
