import { hash } from '@node-rs/argon2';
import { ErrorCode, PaymentMessage } from '@frameshop/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, receipts, sandboxPayments, users } from '../../db/schema';
import { insertUser, sessionTokenOf } from '../../test-support/admin-fixture';
import { caller } from '../../test-support/commerce-fixture';
import { startLocalSmtp } from '../../test-support/local-smtp';
import {
  balanceOf,
  paymentsServiceOf,
  storedOrder,
  useRazorpayApp,
} from '../../test-support/payments-fixture';
import { eventually } from '../../test-support/eventually';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import type { Db } from '../../db/database';

const PASSWORD = 'correct horse';
const LATER = () => new Date(Date.now() + 3_600_000);

/** An account with a password, signed in; inserted, so no sign-up code goes to the SMTP server. */
async function signedInAccount(db: Db, app: Parameters<typeof caller>[0]) {
  const user = await insertUser(db, { passwordHash: await hash(PASSWORD) });
  const call = caller(app, await sessionTokenOf(user));
  return {
    user,
    call,
    close: () => call('POST', '/api/account/close', { password: PASSWORD }),
  };
}

/** The ledger's rows of a user, and whether they add up to the balance. */
async function booksOf(db: Db, userId: string) {
  const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
  return {
    balance: await balanceOf(db, userId),
    ledgerSum: ledger.reduce((sum, row) => sum + row.delta, 0),
    purchases: ledger.filter((row) => row.reason === 'credit_purchase'),
  };
}

/**
 * A payment taken in after its account closed is never credited: it is given back through the
 * provider's refund (ADR 31), whichever of verification, the webhook and the reconciliation pass
 * takes it in, and whichever way a close races them. The balance stays 0, the ledger adds up, and
 * no mail goes to the closed account's placeholder or to no address.
 */
describe(`a payment that comes in after its account closed, on ${testEngine}`, () => {
  let smtp: Awaited<ReturnType<typeof startLocalSmtp>> | undefined;
  // Read by the app's fixture in its own beforeAll, which runs after this one.
  const env: Record<string, string> = { RATE_LIMIT_MAX: '1000000' };
  beforeAll(async () => {
    smtp = await startLocalSmtp();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp?.close());
  const store = useRazorpayApp({ runJobs: true, listen: true, env });

  /** An account with an order paid at Razorpay that the store has not heard of yet. */
  async function accountWithPayment(packId = 'pack-500') {
    const account = await signedInAccount(store.db, store.app);
    const made = await account.call('POST', '/api/create-razorpay-order', { packId });
    expect(made.statusCode, made.body).toBe(200);
    const orderId = made.json().orderId as string;
    const payment = store.razorpay.pay(orderId);
    const signed = {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: store.razorpay.signCheckout(orderId, payment.id),
    };
    return { ...account, orderId, payment, signed };
  }

  /** Whether every job of this name about `value` (a payload field) is done. */
  async function jobsDone(name: string, field: string, value: string) {
    const { rows } = await store.db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pgboss.job
          where name = ${name} and data->>${field} = ${value} and state <> 'completed'`,
    );
    return rows[0]!.waiting === 0;
  }

  /**
   * Waits for the order to be credited or refunded and for its jobs to finish, then checks the
   * books either way: a payment credited before the close was forfeited with the rest, one taken
   * in after it was refunded in full, once. Answers which it was.
   */
  async function settledCorrectly(
    account: Awaited<ReturnType<typeof accountWithPayment>>,
  ): Promise<'credited before the close' | 'refunded'> {
    const { user, orderId, payment } = account;
    await eventually('the order is credited or refunded', async () =>
      ['paid', 'refunded'].includes((await storedOrder(store.db, orderId)).status),
    );
    const order = await storedOrder(store.db, orderId);
    await eventually('its jobs are done', async () => {
      const mailed = await store.db.select().from(receipts).where(eq(receipts.userId, user.id));
      const mails = await Promise.all(
        mailed.map((receipt) => jobsDone('mail-receipt', 'receiptNumber', String(receipt.number))),
      );
      return mails.every(Boolean) && (await jobsDone('refund-payment', 'orderId', order.id));
    });
    const books = await booksOf(store.db, user.id);
    expect(books.balance).toBe(0);
    expect(books.ledgerSum).toBe(0);
    const ownReceipts = await store.db.select().from(receipts).where(eq(receipts.userId, user.id));
    const refunds = [...store.razorpay.refunds.values()].filter(
      (refund) => refund.payment_id === payment.id,
    );
    const mailedTo = (smtp?.received ?? []).flatMap((mail) => mail.to);
    expect(mailedTo.filter((to) => to.trim() === '' || to.endsWith('.invalid'))).toEqual([]);
    if (order.status === 'paid') {
      expect(books.purchases.map((row) => row.delta)).toEqual([order.credits]);
      expect(refunds).toEqual([]);
      // Kept for the books, without the person.
      expect(ownReceipts).toEqual([expect.objectContaining({ buyerEmail: '' })]);
      return 'credited before the close';
    }
    expect(books.purchases).toEqual([]);
    expect(ownReceipts).toEqual([]);
    expect(refunds).toEqual([expect.objectContaining({ amount: order.amount })]);
    expect(order).toMatchObject({ paymentId: payment.id, refundId: refunds[0]!.id });
    expect(store.razorpay.orders.get(orderId)).toBeDefined();
    const refundCalls = store.razorpay.requests.filter(
      (request) => request.path === `/v1/payments/${payment.id}/refund`,
    );
    expect(refundCalls.length).toBeGreaterThanOrEqual(1);
    return 'refunded';
  }

  it('refunds a payment checkout verifies after the close, and says so', async () => {
    const account = await accountWithPayment();
    expect((await account.close()).statusCode).toBe(200);
    // The session is gone with the account…
    const verified = await account.call('POST', '/api/verify-razorpay-payment', account.signed);
    expect(verified.statusCode).toBe(401);
    // …but a verification already past its session check when the close committed goes on.
    await expect(
      store.payments.verify(account.user.id, {
        providerOrderId: account.orderId,
        paymentId: account.payment.id,
        signature: account.signed.razorpay_signature,
      }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: ErrorCode.Conflict,
      message: PaymentMessage.refundedAccountClosed,
    });
    expect(await settledCorrectly(account)).toBe('refunded');
  });

  it('refunds a payment whose webhook arrives after the close', async () => {
    const account = await accountWithPayment();
    expect((await account.close()).statusCode).toBe(200);
    const sent = await store.razorpay.sendWebhook(
      store.webhookUrl,
      'payment.captured',
      account.payment,
    );
    expect(sent.status).toBe(200);
    expect(await settledCorrectly(account)).toBe('refunded');
  });

  it('refunds a payment the reconciliation pass finds after the close', async () => {
    const account = await accountWithPayment('pack-100');
    expect((await account.close()).statusCode).toBe(200);
    expect(await store.payments.reconcile(LATER())).toMatchObject({
      credited: 0,
      refunding: 1,
      errors: 0,
    });
    expect(await settledCorrectly(account)).toBe('refunded');
    // Asked again, the order is settled: nothing more is refunded or credited.
    expect(await store.payments.reconcile(LATER())).toMatchObject({ refunding: 0, credited: 0 });
    await store.payments.refund((await storedOrder(store.db, account.orderId)).id);
    expect(
      [...store.razorpay.refunds.values()].filter(
        (refund) => refund.payment_id === account.payment.id,
      ),
    ).toHaveLength(1);
  });

  it('keeps the books whichever way a close races verification, the webhook and the reconciliation', async () => {
    // The close checks its password first (tens of milliseconds); the payment's ways in start
    // from its start to well past its commit, so the rounds cover both orders and the middle.
    const delaysMs = [0, 10, 25, 50, 100, 200];
    for (const [round, delayMs] of delaysMs.entries()) {
      const account = await accountWithPayment(round % 2 === 0 ? 'pack-100' : 'pack-500');
      const after = <T>(start: () => Promise<T>) =>
        new Promise((resolve) => setTimeout(resolve, delayMs)).then(start);
      await Promise.all([
        account.close(),
        after(() => account.call('POST', '/api/verify-razorpay-payment', account.signed)),
        after(() =>
          store.razorpay.sendWebhook(store.webhookUrl, 'payment.captured', account.payment),
        ),
        after(() => store.payments.reconcile(LATER())),
      ]);
      const [row] = await store.db.select().from(users).where(eq(users.id, account.user.id));
      expect(row?.closedAt, `round ${round}`).not.toBeNull();
      await settledCorrectly(account);
    }
  });
});

describe(`a sandbox payment that comes in after its account closed, on ${testEngine}`, () => {
  const store = useTestApp();

  it('is refunded in the sandbox, not credited', async () => {
    const account = await signedInAccount(store.database.db, store.app);
    const made = await account.call('POST', '/api/create-razorpay-order', { packId: 'pack-100' });
    const orderId = made.json().orderId as string;
    const paid = await account.call('POST', '/api/sandbox-payments', { orderId, outcome: 'paid' });
    expect(paid.statusCode).toBe(200);
    expect((await account.close()).statusCode).toBe(200);
    // The payment event the sandbox queued runs after the close.
    const payments = paymentsServiceOf(store, {});
    const order = await storedOrder(store.database.db, orderId);
    await payments.applyPaymentEvent({
      event: 'payment.captured',
      providerOrderId: orderId,
      paymentId: paid.json().razorpay_payment_id,
      amount: order.amount,
      currency: order.currency,
      failureReason: null,
      method: 'sandbox',
    });
    expect((await storedOrder(store.database.db, orderId)).status).toBe('refunding');
    await payments.refund(order.id);
    expect(await storedOrder(store.database.db, orderId)).toMatchObject({
      status: 'refunded',
      refundId: expect.stringMatching(/^rfnd_/),
    });
    const [sandboxPayment] = await store.database.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.providerOrderId, orderId)));
    expect(sandboxPayment?.status).toBe('refunded');
    expect(await booksOf(store.database.db, account.user.id)).toMatchObject({
      balance: 0,
      ledgerSum: 0,
      purchases: [],
    });
  });
});
