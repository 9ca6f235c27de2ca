import { PaymentMessage } from '@frameshop/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../lib/token-store';
import { json, publicConfig, sentBodies, stubApi, testUser } from '../test/fake-api';
import { OWNER_PACKS } from '../test/fake-credit-packs';
import { fakeRazorpay, offline, orderStatus, paymentsServer } from '../test/fake-payments';
import { renderApp } from '../test/render-app';

const navbarBalance = () => screen.getAllByTestId('credit-balance')[0];
const payButton = () => screen.getByRole('button', { name: /^Pay/ });
/** "500" finds the 500-credit pack, not the 2,500 one. */
const packName = (credits: string) => new RegExp(`(^|\\s)${credits} credits`);
const packRadio = (credits: string) => screen.getByRole('radio', { name: packName(credits) });

async function choosePack(user: ReturnType<typeof userEvent.setup>, credits: string) {
  await user.click(await screen.findByRole('radio', { name: packName(credits) }));
}

async function openSandboxCheckout(user: ReturnType<typeof userEvent.setup>) {
  await choosePack(user, '500');
  await waitFor(() => expect(payButton()).toBeEnabled());
  await user.click(payButton());
  return screen.findByRole('dialog', { name: PaymentMessage.sandboxTitle });
}

describe('/buy-credits for a visitor', () => {
  it('asks to log in, with a Sign In button to /login', async () => {
    stubApi({ 'GET /api/public-config': () => json(200, publicConfig()) });
    renderApp('/buy-credits');

    expect(await screen.findByText(PaymentMessage.loginToBuy)).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('/buy-credits for a signed-in user', () => {
  beforeEach(() => tokenStore.save('valid-token', true));

  it('lists the four packs as a radio group, the popular one marked, with prices and savings', async () => {
    paymentsServer();
    renderApp('/buy-credits');

    const group = await screen.findByRole('group', { name: 'Choose a credit pack' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '100 credits₹1.00₹0.01 per creditTry it out',
      'Most popular500 credits₹399.00₹0.80 per credit20% savings',
      '1,000 credits₹699.00₹0.70 per credit30% savings',
      '2,500 credits₹1,499.00₹0.60 per credit40% savings',
    ]);
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByText('1,250 credits', { selector: 'span' })).toBeVisible();
    // Nothing is chosen yet, so there is nothing to pay.
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(await screen.findByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('goes back where the buyer came from, once the app has a page before this one', async () => {
    paymentsServer();
    const user = userEvent.setup();
    const { router } = renderApp('/buy-credits');
    expect(await screen.findByRole('link', { name: 'Back to profile' })).toBeVisible();

    await act(() => router.navigate('/faq'));
    await act(() => router.navigate('/buy-credits'));
    await user.click(await screen.findByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
  });

  it('moves the choice with the arrow keys and prices the Pay button', async () => {
    paymentsServer();
    const user = userEvent.setup();
    renderApp('/buy-credits');

    await choosePack(user, '500');
    expect(packRadio('500')).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(packRadio('1,000')).toBeChecked();
    expect(packRadio('1,000')).toHaveFocus();
    await waitFor(() => expect(payButton()).toHaveAccessibleName('Pay ₹699.00'));
  });

  it('buys a pack in the sandbox: order, test payment, verification, then the success page', async () => {
    const fetchMock = paymentsServer();
    const user = userEvent.setup();
    const { router } = renderApp('/buy-credits');

    const dialog = await openSandboxCheckout(user);
    expect(within(dialog).getByText('₹399.00')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/credit-purchase-success');
    // Back from the success page must not return to a finished checkout.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({
      credits: 500,
      amount: 39900,
      newBalance: 1750,
      transactionId: 'pay_order_1',
      receiptNumber: 1,
    });
    const receipt = screen.getByText('Credits purchased').closest('dl') as HTMLElement;
    expect(receipt).toHaveTextContent('Credits purchased500 credits');
    expect(receipt).toHaveTextContent('Amount paid₹399.00');
    expect(receipt).toHaveTextContent('New balance1,750 credits');
    expect(receipt).toHaveTextContent('Transaction IDpay_order_1');
    await waitFor(() => expect(navbarBalance()).toHaveTextContent('1,750'));

    expect(await sentBodies(fetchMock, 'POST /api/create-razorpay-order')).toEqual([
      { packId: 'pack-500' },
    ]);
    expect(await sentBodies(fetchMock, 'POST /api/sandbox-payments')).toEqual([
      { orderId: 'order_1', outcome: 'paid' },
    ]);
    expect(await sentBodies(fetchMock, 'POST /api/verify-razorpay-payment')).toEqual([
      {
        razorpay_order_id: 'order_1',
        razorpay_payment_id: 'pay_order_1',
        razorpay_signature: 'signed',
      },
    ]);
    expect(sessionStorage.length).toBe(0);
  });

  it('shows a failed test payment as a Payment Error and lets the buyer try again', async () => {
    const fetchMock = paymentsServer();
    const user = userEvent.setup();
    renderApp('/buy-credits');

    const dialog = await openSandboxCheckout(user);
    await user.click(within(dialog).getByRole('button', { name: 'Fail' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Payment Error' })).toBeVisible();
    expect(alert).toHaveTextContent('Payment failed: Card declined');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    expect(await sentBodies(fetchMock, 'POST /api/verify-razorpay-payment')).toEqual([]);
  });

  it('cancels the test payment back to the packs with a quiet note and nothing verified', async () => {
    const fetchMock = paymentsServer();
    const user = userEvent.setup();
    renderApp('/buy-credits');

    const dialog = await openSandboxCheckout(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Payment cancelled. Nothing was charged.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(packRadio('500')).toBeChecked();
    expect(payButton()).toBeEnabled();
    expect(await sentBodies(fetchMock, 'POST /api/sandbox-payments')).toEqual([]);
    expect(await sentBodies(fetchMock, 'POST /api/verify-razorpay-payment')).toEqual([]);
  });

  it('says the payment could not start when the order is refused', async () => {
    paymentsServer({
      handlers: {
        'POST /api/create-razorpay-order': () =>
          json(500, {
            error: 'Something went wrong',
            code: 'INTERNAL',
            requestId: '5f2c9a0e1b7d4c36',
          }),
      },
    });
    const user = userEvent.setup();
    renderApp('/buy-credits');

    await choosePack(user, '500');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PaymentMessage.failedToInitiate);
    // The failed call's id, for the buyer to quote to support.
    expect(alert).toHaveTextContent('Reference: 5f2c9a0e1b7d4c36');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reports a refused verification with the server error and the transaction id', async () => {
    paymentsServer({
      handlers: {
        'POST /api/verify-razorpay-payment': () =>
          json(400, { error: 'The payment signature is not valid.', code: 'BAD_REQUEST' }),
      },
    });
    const user = userEvent.setup();
    renderApp('/buy-credits');

    const dialog = await openSandboxCheckout(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment verification failed: The payment signature is not valid. Transaction ID: pay_order_1',
    );
    expect(sessionStorage.length).toBe(0);
  });

  it('confirms a payment whose verification got no answer by polling the order until it is paid', async () => {
    let polls = 0;
    const fetchMock = paymentsServer({
      handlers: ({ credit }) => ({
        // The answer is lost, yet the server got the payment (its webhook credits it).
        'POST /api/verify-razorpay-payment': () => offline(),
        'GET /api/payment-orders/order_1': () =>
          polls++ === 0
            ? json(200, orderStatus())
            : json(
                200,
                orderStatus({
                  status: 'paid',
                  transactionId: 'pay_order_1',
                  newCreditsBalance: polls === 2 ? credit(500) : 1750,
                }),
              ),
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/buy-credits');

    const dialog = await openSandboxCheckout(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
    // Never a guess at failure while the money may have moved.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // A reload now would ask about the same order.
    expect(sessionStorage.getItem('frameshop.pendingCreditOrder')).toContain('order_1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' }),
    ).toBeVisible();
    expect(router.state.location.state).toMatchObject({ newBalance: 1750, credits: 500 });
    expect(polls).toBe(2);
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/payment-orders/')),
    ).toHaveLength(2);
    await waitFor(() => expect(navbarBalance()).toHaveTextContent('1,750'));
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps asking through lost answers while confirming', async () => {
    let polls = 0;
    paymentsServer({
      handlers: {
        'GET /api/payment-orders/order_7': () =>
          polls++ === 0
            ? offline()
            : json(
                200,
                orderStatus({
                  orderId: 'order_7',
                  status: 'paid',
                  transactionId: 'pay_7',
                  newCreditsBalance: 1750,
                }),
              ),
      },
    });
    sessionStorage.setItem(
      'frameshop.pendingCreditOrder',
      JSON.stringify({ orderId: 'order_7', userId: testUser.id, savedAt: Date.now() }),
    );
    renderApp('/buy-credits');

    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' }),
    ).toBeVisible();
    expect(polls).toBe(2);
  });

  it('reopened on a pending order that failed, says so with the provider reason', async () => {
    paymentsServer({
      handlers: {
        'GET /api/payment-orders/order_9': () =>
          json(
            200,
            orderStatus({ orderId: 'order_9', status: 'failed', failureReason: 'Bank declined' }),
          ),
      },
    });
    sessionStorage.setItem(
      'frameshop.pendingCreditOrder',
      JSON.stringify({ orderId: 'order_9', userId: testUser.id, savedAt: Date.now() }),
    );
    renderApp('/buy-credits');

    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed: Bank declined');
    expect(await screen.findByRole('group', { name: 'Choose a credit pack' })).toBeVisible();
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores a pending order left by another account on this tab', async () => {
    const fetchMock = paymentsServer();
    sessionStorage.setItem(
      'frameshop.pendingCreditOrder',
      JSON.stringify({ orderId: 'order_3', userId: 'someone-else', savedAt: Date.now() }),
    );
    renderApp('/buy-credits');

    expect(await screen.findByRole('group', { name: 'Choose a credit pack' })).toBeVisible();
    expect(
      fetchMock.mock.calls.some(([input]) => String(input).includes('/api/payment-orders/')),
    ).toBe(false);
  });

  it('lets the buyer stop waiting, leaving the confirmation to the server', async () => {
    paymentsServer({
      handlers: { 'GET /api/payment-orders/order_4': () => json(200, orderStatus()) },
    });
    sessionStorage.setItem(
      'frameshop.pendingCreditOrder',
      JSON.stringify({ orderId: 'order_4', userId: testUser.id, savedAt: Date.now() }),
    );
    const user = userEvent.setup();
    renderApp('/buy-credits');

    await user.click(await screen.findByRole('button', { name: 'Back to credit packs' }));
    expect(await screen.findByText(/Your credits will be added as soon as/)).toBeVisible();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('/buy-credits through Razorpay', () => {
  beforeEach(() => tokenStore.save('valid-token', true));

  async function openRazorpayCheckout(user: ReturnType<typeof userEvent.setup>) {
    await choosePack(user, '1,000');
    await waitFor(() => expect(payButton()).toHaveAccessibleName('Pay ₹699.00'));
    await user.click(payButton());
  }

  it("opens Razorpay's checkout for the server's order and verifies what its handler gets", async () => {
    const razorpay = fakeRazorpay();
    const fetchMock = paymentsServer({ provider: 'razorpay' });
    const user = userEvent.setup();
    const { router } = renderApp('/buy-credits');

    await openRazorpayCheckout(user);
    await waitFor(() => expect(razorpay.checkouts).toHaveLength(1));
    const checkout = razorpay.last();
    expect(checkout.opened).toBe(true);
    expect(checkout.options).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_1',
      amount: 69900,
      currency: 'INR',
      name: 'Frameshop',
      description: '1,000 credits',
      prefill: { name: testUser.actualName, email: testUser.email },
    });
    // No sandbox dialog: Razorpay's own window is the checkout.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Completing payment…' })).toBeDisabled();

    act(() =>
      checkout.options.handler({
        razorpay_order_id: 'order_1',
        razorpay_payment_id: 'pay_rzp_1',
        razorpay_signature: 'sig',
      }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' }),
    ).toBeVisible();
    expect(router.state.location.state).toEqual({
      credits: 1000,
      amount: 69900,
      newBalance: 2250,
      transactionId: 'pay_rzp_1',
      receiptNumber: 1,
    });
    await waitFor(() => expect(navbarBalance()).toHaveTextContent('2,250'));
    expect(await sentBodies(fetchMock, 'POST /api/sandbox-payments')).toEqual([]);
  });

  it("shows Razorpay's payment.failed description, and keeps it when checkout is closed", async () => {
    const razorpay = fakeRazorpay();
    paymentsServer({ provider: 'razorpay' });
    const user = userEvent.setup();
    renderApp('/buy-credits');

    await openRazorpayCheckout(user);
    await waitFor(() => expect(razorpay.checkouts).toHaveLength(1));
    act(() =>
      razorpay.last().fail({ error: { code: 'BAD_REQUEST_ERROR', description: 'Card expired' } }),
    );
    act(() => razorpay.last().options.modal.ondismiss());

    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed: Card expired');
    expect(screen.queryByText('Payment cancelled. Nothing was charged.')).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });

  it('closing checkout without paying is a cancel', async () => {
    const razorpay = fakeRazorpay();
    paymentsServer({ provider: 'razorpay' });
    const user = userEvent.setup();
    renderApp('/buy-credits');

    await openRazorpayCheckout(user);
    await waitFor(() => expect(razorpay.checkouts).toHaveLength(1));
    expect(sessionStorage.getItem('frameshop.pendingCreditOrder')).toContain('order_1');
    act(() => razorpay.last().options.modal.ondismiss());

    expect(await screen.findByText('Payment cancelled. Nothing was charged.')).toBeVisible();
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps Pay disabled while checkout.js loads, and says so when it never does', async () => {
    paymentsServer({ provider: 'razorpay' });
    const user = userEvent.setup();
    renderApp('/buy-credits');

    await choosePack(user, '500');
    expect(await screen.findByRole('button', { name: 'Loading checkout…' })).toBeDisabled();
    const script = await waitFor(() => {
      const element = document.head.querySelector<HTMLScriptElement>(
        'script[src="https://checkout.razorpay.test/v1/checkout.js"]',
      );
      expect(element).not.toBeNull();
      return element!;
    });
    act(() => {
      script.dispatchEvent(new Event('error'));
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(PaymentMessage.razorpayNotLoaded);
    expect(payButton()).toBeDisabled();
  });

  it('never loads checkout.js for the sandbox', async () => {
    paymentsServer();
    renderApp('/buy-credits');

    expect(await screen.findByRole('button', { name: 'Pay' })).toBeInTheDocument();
    expect(document.head.querySelector('script[src*="checkout"]')).toBeNull();
  });
});

describe('/buy-credits with the packs the owner has on sale', () => {
  beforeEach(() => tokenStore.save('valid-token', true));

  it('lists the packs the API answers, and orders the one chosen by its id', async () => {
    const fetchMock = paymentsServer({ packs: OWNER_PACKS });
    const user = userEvent.setup();
    renderApp('/buy-credits');

    const group = await screen.findByRole('group', { name: 'Choose a credit pack' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      '250 credits₹199.00₹0.80 per creditTry it out',
      'Most popular750 credits₹549.00₹0.73 per creditSave 8%',
      '5,000 credits₹2,999.00₹0.60 per credit25% off',
    ]);
    await choosePack(user, '750');
    await waitFor(() => expect(payButton()).toHaveAccessibleName('Pay ₹549.00'));
    await user.click(payButton());
    expect(await screen.findByRole('dialog', { name: PaymentMessage.sandboxTitle })).toBeVisible();
    expect(await sentBodies(fetchMock, 'POST /api/create-razorpay-order')).toEqual([
      { packId: 'pack-750' },
    ]);
  });

  it('says when the packs cannot be loaded, and Try Again loads them', async () => {
    let packsAnswer = () => json(429, { error: 'Too many requests', code: 'RATE_LIMITED' });
    paymentsServer({ handlers: { 'GET /api/credit-packs': () => packsAnswer() } });
    const user = userEvent.setup();
    renderApp('/buy-credits');

    expect(
      await screen.findByText('Failed to load the credit packs. Please try again.'),
    ).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Pay/ })).toBeDisabled();

    packsAnswer = () => json(200, { packs: OWNER_PACKS });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('radio', { name: packName('250') })).toBeInTheDocument();
  });
});
