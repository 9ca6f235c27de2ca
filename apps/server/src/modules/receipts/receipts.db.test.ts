import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, receipts, users } from '../../db/schema';
import { insertAdmin, insertUser, sessionTokenOf } from '../../test-support/admin-fixture';
import { caller, registerBuyer } from '../../test-support/commerce-fixture';
import {
  attachmentsOf,
  bodyTextOf,
  startLocalSmtp,
  subjectOf,
} from '../../test-support/local-smtp';
import {
  paymentsServiceOf,
  purchaseCredits,
  storedOrder,
  useRazorpayApp,
} from '../../test-support/payments-fixture';
import { eventually } from '../../test-support/eventually';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';

type Buyer = Awaited<ReturnType<typeof registerBuyer>>;

const STORE_ENV = {
  STORE_LEGAL_NAME: 'Frameshop Media Private Limited',
  STORE_ADDRESS: '4th Floor, 12 MG Road\\nBengaluru 560001\\nIndia',
  STORE_TIME_ZONE: 'Asia/Kolkata',
};

/** Pays a pack in the sandbox and verifies as checkout's handler would; answers the verification. */
async function buyInSandbox(buyer: Buyer, packId = 'pack-500') {
  const made = await buyer.call('POST', '/api/create-razorpay-order', { packId });
  expect(made.statusCode).toBe(200);
  const orderId = made.json().orderId as string;
  const paid = await buyer.call('POST', '/api/sandbox-payments', { orderId, outcome: 'paid' });
  expect(paid.statusCode).toBe(200);
  const verified = await buyer.call('POST', '/api/verify-razorpay-payment', paid.json());
  expect(verified.statusCode).toBe(200);
  return { orderId, paymentId: paid.json().razorpay_payment_id as string, answer: verified.json() };
}

describe(`receipts for credit packs on ${testEngine}`, () => {
  const store = useTestApp({ env: STORE_ENV });
  const db = () => store.database.db;

  it('gives each paid order a receipt with the store, the buyer, the pack and the payment', async () => {
    const buyer = await registerBuyer(store.app);
    const { orderId, paymentId, answer } = await buyInSandbox(buyer);
    expect(answer.receiptNumber).toEqual(expect.any(Number));

    const receipt = await buyer.call('GET', `/api/receipts/${answer.receiptNumber}`);
    expect(receipt.statusCode).toBe(200);
    const profile = (await buyer.call('GET', '/api/profile')).json();
    expect(receipt.json()).toEqual({
      receiptNumber: answer.receiptNumber,
      issuedAt: expect.any(String),
      timeZone: 'Asia/Kolkata',
      seller: {
        name: 'Frameshop Media Private Limited',
        addressLines: ['4th Floor, 12 MG Road', 'Bengaluru 560001', 'India'],
      },
      buyer: { name: profile.actualName || profile.username, email: profile.email },
      packId: 'pack-500',
      credits: 500,
      amount: 39900,
      currency: 'INR',
      orderId,
      paymentId,
      provider: 'sandbox',
      paymentMethod: 'sandbox',
      // The store has no GSTIN here: the sale's document is a bill of supply (ADR 55).
      invoice: { number: expect.stringMatching(/^FS\/\d\d-\d\d\/\d{5}$/), title: 'Bill of supply' },
    });
    const paidAt = (await storedOrder(db(), orderId)).paidAt!;
    expect(Math.abs(Date.parse(receipt.json().issuedAt) - paidAt.getTime())).toBeLessThan(5000);

    const list = await buyer.call('GET', '/api/receipts');
    expect(list.json().receipts).toEqual([receipt.json()]);
    const history = (await buyer.call('GET', '/api/credit-purchases')).json();
    expect(history.creditPurchaseHistory).toEqual([
      expect.objectContaining({ orderId, status: 'paid', receiptNumber: answer.receiptNumber }),
    ]);
    const status = await buyer.call('GET', `/api/payment-orders/${orderId}`);
    expect(status.json().receiptNumber).toBe(answer.receiptNumber);
  });

  it('shows the sale and the buyer as they were when it was issued, whatever changed since', async () => {
    const buyer = await registerBuyer(store.app);
    const { orderId, answer } = await buyInSandbox(buyer);
    const path = `/api/receipts/${answer.receiptNumber}`;
    const issued = (await buyer.call('GET', path)).json();

    // The order's row and the account move on; the receipt, a record of the sale, does not.
    const order = await storedOrder(db(), orderId);
    await db()
      .update(paymentOrders)
      .set({ packId: 'pack-100', credits: 100, amount: 9900, paymentId: 'pay_elsewhere' })
      .where(eq(paymentOrders.id, order.id));
    await db()
      .update(users)
      .set({ actualName: 'Someone Else', email: 'moved@example.com' })
      .where(eq(users.id, order.userId));

    expect((await buyer.call('GET', path)).json()).toEqual(issued);
    expect(issued).toMatchObject({ packId: 'pack-500', credits: 500, amount: 39900 });
    expect(issued.buyer.name).not.toBe('Someone Else');
  });

  it('writes no second receipt when the payment is confirmed again', async () => {
    const buyer = await registerBuyer(store.app);
    const made = await buyer.call('POST', '/api/create-razorpay-order', { packId: 'pack-100' });
    const orderId = made.json().orderId as string;
    const paid = await buyer.call('POST', '/api/sandbox-payments', { orderId, outcome: 'paid' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        buyer.call('POST', '/api/verify-razorpay-payment', paid.json()),
      ),
    );
    const numbers = new Set(answers.map((answer) => answer.json().receiptNumber));
    expect(numbers.size).toBe(1);
    // The reconciliation pass finds it paid and confirms nothing more.
    await paymentsServiceOf(store, {}).reconcile(new Date(Date.now() + 3_600_000));
    const order = await storedOrder(db(), orderId);
    expect(await db().select().from(receipts).where(eq(receipts.paymentOrderId, order.id))).toEqual(
      [expect.objectContaining({ number: [...numbers][0] })],
    );
    expect(await purchaseCredits(db(), orderId)).toHaveLength(1);
  });

  it('numbers receipts of payments credited at once one after another, none skipped or twice', async () => {
    const [before] = (await db().execute(sql`select max(number)::int as last from receipts`))
      .rows as { last: number | null }[];
    const buyers = await Promise.all(Array.from({ length: 4 }, () => registerBuyer(store.app)));
    // Each buyer pays two packs; the eight verifications race each other.
    const paid = await Promise.all(
      buyers.flatMap((buyer) =>
        ['pack-100', 'pack-1000'].map(async (packId) => {
          const made = await buyer.call('POST', '/api/create-razorpay-order', { packId });
          const orderId = made.json().orderId as string;
          const pay = await buyer.call('POST', '/api/sandbox-payments', {
            orderId,
            outcome: 'paid',
          });
          return { buyer, signed: pay.json() };
        }),
      ),
    );
    const answers = await Promise.all(
      paid.map(({ buyer, signed }) => buyer.call('POST', '/api/verify-razorpay-payment', signed)),
    );
    const numbers = answers.map((answer) => answer.json().receiptNumber as number);
    const first = (before?.last ?? 0) + 1;
    expect(numbers.toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: 8 }, (_, index) => first + index),
    );
  });

  it("keeps every buyer's receipts their own", async () => {
    const owner = await registerBuyer(store.app);
    const stranger = await registerBuyer(store.app);
    const { answer } = await buyInSandbox(owner, 'pack-100');
    const theirs = await stranger.call('GET', `/api/receipts/${answer.receiptNumber}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('Receipt not found');
    expect((await stranger.call('GET', '/api/receipts')).json()).toEqual({ receipts: [] });
    expect((await stranger.call('GET', '/api/receipts/999999999')).statusCode).toBe(404);
    expect((await stranger.call('GET', '/api/receipts/abc')).statusCode).toBe(400);
    expect((await stranger.call('GET', '/api/receipts/0')).statusCode).toBe(400);
    const anonymous = await store.app.inject({ url: `/api/receipts/${answer.receiptNumber}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("lets an admin read any receipt through the dashboard's gate, and no one else", async () => {
    const buyer = await registerBuyer(store.app);
    const { answer } = await buyInSandbox(buyer, 'pack-100');
    const admin = await insertAdmin(store.app, db());
    const read = await admin.call('GET', `/api/admin/receipts/${answer.receiptNumber}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ receiptNumber: answer.receiptNumber, credits: 100 });
    const notAdmin = await buyer.call('GET', `/api/admin/receipts/${answer.receiptNumber}`);
    expect(notAdmin.statusCode).toBe(403);
    expect((await admin.call('GET', '/api/admin/receipts/999999999')).statusCode).toBe(404);
  });
});

describe(`a receipt's mail, with Razorpay and the jobs running, on ${testEngine}`, () => {
  let smtp: Awaited<ReturnType<typeof startLocalSmtp>> | undefined;
  // Read by the app's fixture in its own beforeAll, which runs after this one.
  const env: Record<string, string> = { ...STORE_ENV };
  beforeAll(async () => {
    smtp = await startLocalSmtp();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp?.close());
  const store = useRazorpayApp({ runJobs: true, listen: true, env });
  const mailsTo = (email: string) =>
    (smtp?.received ?? []).filter((mail) => mail.to.includes(email));

  it('is sent once, with the method Razorpay reports, however often the payment is confirmed', async () => {
    // Inserted, not registered: with SMTP configured, sign-up codes would go there too.
    const account = await insertUser(store.db);
    const buyer = { call: caller(store.app, await sessionTokenOf(account)) };
    const { email } = account;
    const made = await buyer.call('POST', '/api/create-razorpay-order', { packId: 'pack-500' });
    const orderId = made.json().orderId as string;
    const payment = store.razorpay.pay(orderId);
    const signed = {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: store.razorpay.signCheckout(orderId, payment.id),
    };
    // Checkout's handler, twice, the webhook, twice under new event ids, and the reconciliation.
    await Promise.all([
      buyer.call('POST', '/api/verify-razorpay-payment', signed),
      buyer.call('POST', '/api/verify-razorpay-payment', signed),
      store.razorpay.sendWebhook(store.webhookUrl, 'payment.captured', payment),
      store.razorpay.sendWebhook(store.webhookUrl, 'order.paid', payment),
    ]);
    await store.payments.reconcile(new Date(Date.now() + 3_600_000));
    await eventually('the receipt is mailed', async () => mailsTo(email).length > 0);
    const [receipt] = (await buyer.call('GET', '/api/receipts')).json().receipts;
    await eventually('the mail job has marked it', async () => {
      const [row] = await store.db
        .select()
        .from(receipts)
        .where(eq(receipts.number, receipt.receiptNumber));
      return row?.mailedAt !== null;
    });

    expect(mailsTo(email)).toHaveLength(1);
    const raw = mailsTo(email)[0]!.raw;
    expect(subjectOf(raw)).toBe(
      `Your Frameshop Media Private Limited receipt No. ${receipt.receiptNumber}`,
    );
    const text = bodyTextOf(raw);
    expect(text).toContain(`Receipt No. ${receipt.receiptNumber}`);
    expect(text).toContain('Amount paid: ₹399.00');
    expect(text).toContain('Payment method: UPI');
    expect(text).toContain(`Payment ID: ${payment.id}`);
    expect(text).toContain(`Order ID: ${orderId}`);
    expect(text).toContain(`/receipts/${receipt.receiptNumber}`);
    expect(text).toContain('(Asia/Kolkata)');
    expect(text).toContain('From: Frameshop Media Private Limited, 4th Floor, 12 MG Road');
    expect(text).toContain(`Bill of supply No. ${receipt.invoice.number}`);
    expect(attachmentsOf(raw)).toEqual([
      {
        filename: `${receipt.invoice.number.replaceAll('/', '-')}.pdf`,
        contentType: 'application/pdf',
        content: expect.any(Buffer),
      },
    ]);
    expect(attachmentsOf(raw)[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(receipt.paymentMethod).toBe('upi');
  });
});
