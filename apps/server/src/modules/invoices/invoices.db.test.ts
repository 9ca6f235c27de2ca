import {
  financialYearLabel,
  financialYearOf,
  localDate,
  taxMonthOf,
  splitGstInclusive,
  type Gstr1,
  type Invoice,
} from '@frameshop/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, invoiceCounters, invoices, paymentOrders } from '../../db/schema';
import type { JobLog } from '../../jobs';
import { insertAdmin, insertUser, sessionTokenOf } from '../../test-support/admin-fixture';
import { caller } from '../../test-support/commerce-fixture';
import { eventually } from '../../test-support/eventually';
import { pdfText } from '../../test-support/pdf-text';
import { balanceOf, storedOrder, useRazorpayApp } from '../../test-support/payments-fixture';
import { testConfig, testSecrets } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { createInvoicesService } from './index';
import { createPaymentsService, markPaidAndCredit } from '../payments';
import { createReceiptsService } from '../receipts';
import { UsersService } from '../users';

/** The seller: registered in Karnataka (29), with a GSTIN whose check character is published. */
const STORE_GSTIN = '29AAGCB7383J1Z4';
const STORE_ENV = {
  STORE_GSTIN,
  GST_RATE: '18',
  STORE_LEGAL_NAME: 'Frameshop Media Private Limited',
  STORE_ADDRESS: '4th Floor, 12 MG Road\\nBengaluru 560001',
  STORE_TIME_ZONE: 'Asia/Kolkata',
  // The crowd comes from one address: the per-address ceiling is not what is tested here.
  RATE_LIMIT_MAX: '1000000',
  PAYMENTS_RECONCILE_AFTER_SECONDS: '0',
};
/** A business in Maharashtra (27): the GST portal's own example GSTIN. */
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const DEVANAGARI_NAME = 'अनुराधा शर्मा डिज़ाइन स्टूडियो LLP';

const quietLog: JobLog = { info: () => {}, warn: () => {}, error: () => {} };
const encoded = (number: string) => encodeURIComponent(number);

type Buyer = { userId: string; email: string; call: ReturnType<typeof caller> };

describe(`tax invoices of a registered store on ${testEngine}`, () => {
  const store = useRazorpayApp({ env: STORE_ENV, runJobs: true, listen: true });

  /** An account inserted (no sign-up mail), with a session. */
  async function newBuyer(actualName = 'Asha Rao'): Promise<Buyer> {
    const account = await insertUser(store.db, { actualName, credits: 0 });
    return {
      userId: account.id,
      email: account.email,
      call: caller(store.app, await sessionTokenOf(account)),
    };
  }

  /** An order for `packId`, paid at the stand-in: its signed checkout answer. */
  async function paidAtRazorpay(buyer: Buyer, packId = 'pack-500') {
    const made = await buyer.call('POST', '/api/create-razorpay-order', { packId });
    expect(made.statusCode).toBe(200);
    const orderId: string = made.json().orderId;
    const payment = store.razorpay.pay(orderId);
    const signed = {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: store.razorpay.signCheckout(orderId, payment.id),
    };
    return { orderId, payment, signed };
  }

  /** Buys a pack through checkout's verification; answers the order's invoice. */
  async function buy(buyer: Buyer, packId = 'pack-500'): Promise<Invoice> {
    const { orderId, signed } = await paidAtRazorpay(buyer, packId);
    expect((await buyer.call('POST', '/api/verify-razorpay-payment', signed)).statusCode).toBe(200);
    const history = (await buyer.call('GET', '/api/credit-purchases')).json();
    const number: string = history.creditPurchaseHistory.find(
      (item: { orderId: string }) => item.orderId === orderId,
    ).invoiceNumber;
    const answer = await buyer.call('GET', `/api/invoices/${encoded(number)}`);
    expect(answer.statusCode).toBe(200);
    return answer.json();
  }

  const thisYear = () => financialYearLabel(financialYearOf(new Date(), 'Asia/Kolkata'));

  it('answers 400 naming the field and why for a bad GSTIN or detail, and keeps a good one', async () => {
    const buyer = await newBuyer();
    expect((await buyer.call('GET', '/api/billing-details')).json()).toEqual({
      billingDetails: null,
    });
    const details = {
      legalName: 'Acme Films LLP',
      address: '7 Baner Road\nPune 411045',
      state: '27',
    };
    const refused = async (body: object) => {
      const answer = await buyer.call('PUT', '/api/billing-details', body);
      expect(answer.statusCode).toBe(400);
      return answer.json() as { error: string; issues: { path: string; message: string }[] };
    };
    const tooShort = await refused({ ...details, gstin: '27AAPFU0939F1Z' });
    expect(tooShort.issues).toEqual([
      { path: 'body.gstin', message: 'A GSTIN has exactly 15 characters' },
    ]);
    expect(tooShort.error).toBe('body.gstin: A GSTIN has exactly 15 characters');
    expect((await refused({ ...details, gstin: '99AAPFU0939F1ZV' })).issues[0]!.message).toMatch(
      /state code/,
    );
    expect((await refused({ ...details, gstin: '27AAPFU0939F1ZW' })).issues[0]!.message).toMatch(
      /check character/,
    );
    expect((await refused({ ...details, state: '29', gstin: MAHARASHTRA_GSTIN })).issues).toEqual([
      expect.objectContaining({
        path: 'body.gstin',
        message: expect.stringMatching(/27-Maharashtra, not in 29-Karnataka/),
      }),
    ]);
    expect((await refused({ ...details, state: '25' })).issues[0]!.path).toBe('body.state');
    expect((await refused({ ...details, legalName: ' ' })).issues[0]!.path).toBe('body.legalName');
    // A character the invoice's font cannot print never reaches an invoice.
    const unprintable = await refused({ ...details, legalName: 'Kṣetra Films' });
    expect(unprintable.issues).toEqual([
      expect.objectContaining({ path: 'body.legalName', message: expect.stringContaining('“ṣ”') }),
    ]);
    expect((await buyer.call('GET', '/api/billing-details')).json()).toEqual({
      billingDetails: null,
    });

    const saved = await buyer.call('PUT', '/api/billing-details', {
      ...details,
      gstin: ' 27aapfu0939f1zv',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().billingDetails).toEqual({
      ...details,
      gstin: MAHARASHTRA_GSTIN,
      updatedAt: expect.any(String),
    });
    expect((await buyer.call('GET', '/api/billing-details')).json()).toEqual(saved.json());
    expect((await store.app.inject({ url: '/api/billing-details' })).statusCode).toBe(401);
  });

  it('invoices a business in another state with IGST, its PDF saying every field', async () => {
    const buyer = await newBuyer();
    const address = 'Plot 7, Baner Road\nPune 411045';
    await buyer.call('PUT', '/api/billing-details', {
      legalName: DEVANAGARI_NAME,
      address,
      state: '27',
      gstin: MAHARASHTRA_GSTIN,
    });
    const invoice = await buy(buyer, 'pack-500');
    const split = splitGstInclusive(39_900, 18, false);
    expect(invoice).toEqual({
      number: expect.stringMatching(new RegExp(`^FS/${thisYear()}/\\d{5}$`)),
      kind: 'invoice',
      title: 'Tax invoice',
      date: expect.any(String),
      timeZone: 'Asia/Kolkata',
      seller: {
        name: 'Frameshop Media Private Limited',
        addressLines: ['4th Floor, 12 MG Road', 'Bengaluru 560001'],
        gstin: STORE_GSTIN,
        state: '29',
      },
      buyer: {
        name: DEVANAGARI_NAME,
        addressLines: ['Plot 7, Baner Road', 'Pune 411045'],
        gstin: MAHARASHTRA_GSTIN,
        state: '27',
        email: buyer.email,
      },
      placeOfSupply: '27',
      interState: true,
      sac: '998439',
      description: '500 credits (credit pack)',
      credits: 500,
      rate: 18,
      taxableValue: split.taxableValue,
      cgst: 0,
      sgst: 0,
      igst: split.igst,
      total: 39_900,
      currency: 'INR',
      orderId: expect.stringMatching(/^order_/),
      invoiceNumber: null,
      invoiceDate: null,
      reason: null,
    });
    expect(split).toEqual({ taxableValue: 33_814, cgst: 0, sgst: 0, igst: 6086 });
    expect((await buyer.call('GET', '/api/invoices')).json()).toEqual({
      invoices: [{ number: invoice.number, date: invoice.date, total: 39_900, kind: 'invoice' }],
    });

    const pdf = await buyer.call('GET', `/api/invoices/${encoded(invoice.number)}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.number.replaceAll('/', '-')}.pdf"`,
    );
    const read = await pdfText(pdf.rawPayload);
    expect(read.pageSizes).toEqual([[595.28, 841.89]]);
    expect(read.fontsEmbedded).toBe(true);
    const { year, month, day } = localDate(new Date(invoice.date), 'Asia/Kolkata');
    const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-IN', {
      month: 'long',
      timeZone: 'UTC',
    });
    // Each field, read back: the seller's column and the buyer's share lines, left then right.
    for (const line of [
      'Tax invoice',
      `No. ${invoice.number}`,
      'SOLD BY BILLED TO',
      '4th Floor, 12 MG Road Plot 7, Baner Road',
      'Bengaluru 560001 Pune 411045',
      `GSTIN: ${STORE_GSTIN} ${buyer.email}`,
      `State: 29-Karnataka GSTIN: ${MAHARASHTRA_GSTIN}`,
      'State: 27-Maharashtra',
      'Place of supply: 27-Maharashtra',
      'Supply: inter-state (IGST) · Reverse charge: No',
      'Description SAC Qty Taxable value',
      '500 credits (credit pack) 998439 1 ₹338.14',
      'Taxable value ₹338.14',
      'IGST @ 18% ₹60.86',
      'Total (INR) ₹399.00',
      'Rupees Three Hundred Ninety-Nine Only',
      'Prices include GST.',
      `500 credits · Order ID: ${invoice.orderId}`,
      'For Frameshop Media Private Limited',
    ]) {
      expect(read.lines, line).toContain(line);
    }
    expect(read.lines.some((line) => line.startsWith('Frameshop Media Private Limited '))).toBe(
      true,
    );
    expect(read.lines.join('\n')).toContain(`Date: ${day} ${monthName} ${year}`);
    expect(read.lines.join('\n')).not.toMatch(/CGST|SGST/);
    // The Devanagari name, in logical order, as copying it from the PDF gives it.
    expect(read.actualTexts).toContain(DEVANAGARI_NAME);

    // Another buyer's answers 404, as an unknown number does.
    const stranger = await newBuyer();
    for (const path of [
      `/api/invoices/${encoded(invoice.number)}`,
      `/api/invoices/${encoded(invoice.number)}/pdf`,
    ]) {
      expect((await stranger.call('GET', path)).statusCode).toBe(404);
    }
    expect((await stranger.call('GET', '/api/invoices/FS%2F99-00%2F00001')).statusCode).toBe(404);
    expect((await stranger.call('GET', '/api/invoices/not%20a%20number')).statusCode).toBe(400);
    expect(
      (await store.app.inject({ url: `/api/invoices/${encoded(invoice.number)}` })).statusCode,
    ).toBe(401);

    // The buyer's details change for the next invoice only.
    await buyer.call('PUT', '/api/billing-details', {
      legalName: 'Someone Else Pvt Ltd',
      address: 'Elsewhere',
      state: '29',
    });
    expect((await buyer.call('GET', `/api/invoices/${encoded(invoice.number)}`)).json()).toEqual(
      invoice,
    );
    const next = await buy(buyer, 'pack-100');
    expect(next.buyer).toMatchObject({ name: 'Someone Else Pvt Ltd', gstin: null, state: '29' });
    expect(next.interState).toBe(false);
  });

  it("charges CGST + SGST in the seller's state, and names the account where no details were given", async () => {
    const local = await newBuyer();
    await local.call('PUT', '/api/billing-details', {
      legalName: 'Ravi Kumar',
      address: '3 Church Street\nBengaluru 560001',
      state: '29',
    });
    const invoice = await buy(local, 'pack-1000');
    const split = splitGstInclusive(69_900, 18, true);
    expect(invoice).toMatchObject({
      placeOfSupply: '29',
      interState: false,
      rate: 18,
      ...split,
      total: 69_900,
      buyer: { name: 'Ravi Kumar', gstin: null, state: '29' },
    });
    expect(split.cgst).toBe(split.sgst);
    const read = await pdfText(
      (await local.call('GET', `/api/invoices/${encoded(invoice.number)}/pdf`)).rawPayload,
    );
    for (const line of [
      'Supply: intra-state (CGST + SGST) · Reverse charge: No',
      `CGST @ 9% ₹${(split.cgst / 100).toFixed(2)}`,
      `SGST @ 9% ₹${(split.sgst / 100).toFixed(2)}`,
      'Total (INR) ₹699.00',
    ]) {
      expect(read.lines, line).toContain(line);
    }
    expect(read.actualTexts).toContain('GSTIN: Unregistered');

    const anonymous = await newBuyer('Meera Iyer');
    const unknown = await buy(anonymous, 'pack-100');
    expect(unknown).toMatchObject({
      placeOfSupply: '29',
      interState: false,
      buyer: { name: 'Meera Iyer', gstin: null, state: null, addressLines: [] },
    });
  });

  it('numbers 50 payments confirmed at once by checkout, webhook and reconciliation with no gap or repeat', async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, () => newBuyer()));
    const paid = await Promise.all(
      buyers.map(async (buyer) => ({ buyer, ...(await paidAtRazorpay(buyer, 'pack-100')) })),
    );
    const [before] = await store.db
      .select({ last: sql<number | null>`max(${invoices.sequence})` })
      .from(invoices)
      .where(eq(invoices.kind, 'invoice'));
    await Promise.all([
      ...paid.map(({ buyer, signed }) =>
        buyer.call('POST', '/api/verify-razorpay-payment', signed),
      ),
      ...paid.map(({ payment }) =>
        store.razorpay.sendWebhook(store.webhookUrl, 'payment.captured', payment),
      ),
      store.payments.reconcile(),
    ]);
    const orderIds = paid.map(({ orderId }) => orderId);
    await eventually('every order is credited', async () => {
      const credited = await store.db
        .select()
        .from(paymentOrders)
        .where(
          and(inArray(paymentOrders.providerOrderId, orderIds), eq(paymentOrders.status, 'paid')),
        );
      return credited.length === 50;
    });
    const issued = await store.db
      .select()
      .from(invoices)
      .where(inArray(invoices.providerOrderId, orderIds));
    expect(issued).toHaveLength(50);
    const first = (before?.last ?? 0) + 1;
    expect(issued.map((row) => row.sequence).toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => first + index),
    );
    // Every number of the year's series is used once: the counter is where the last one is.
    const [counter] = await store.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.kind, 'invoice'));
    const [count] = await store.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(eq(invoices.kind, 'invoice'));
    expect(counter!.lastNumber).toBe(count!.n);
  });

  it('gives a rolled-back crediting transaction’s number to the next payment', async () => {
    const buyer = await newBuyer();
    const { orderId, payment } = await paidAtRazorpay(buyer, 'pack-100');
    const order = await storedOrder(store.db, orderId);
    const config = testConfig(store.env);
    const books = {
      receipts: createReceiptsService({ config, db: store.db, jobs: store.testApp.jobs }),
      invoices: createInvoicesService({ config, db: store.db }),
      users: new UsersService(store.db),
      jobs: store.testApp.jobs,
    };
    const counterNow = async () =>
      (await store.db.select().from(invoiceCounters).where(eq(invoiceCounters.kind, 'invoice')))[0]!
        .lastNumber;
    const before = await counterNow();
    let numberTaken: string | undefined;
    await expect(
      store.db.transaction(async (tx) => {
        const credited = await markPaidAndCredit(tx, books, order, {
          id: payment.id,
          method: 'upi',
        });
        expect(credited.credited).toBe(true);
        [{ number: numberTaken }] = (await tx
          .select({ number: invoices.number })
          .from(invoices)
          .where(eq(invoices.paymentOrderId, order.id))) as [{ number: string }];
        throw new Error('the crediting transaction fails after the invoice');
      }),
    ).rejects.toThrow('the crediting transaction fails');
    expect(numberTaken).toMatch(/^FS\//);
    expect(await counterNow()).toBe(before);
    expect(
      await store.db.select().from(invoices).where(eq(invoices.paymentOrderId, order.id)),
    ).toEqual([]);
    // The payment is credited again for real: it gets the number the rolled-back one gave back.
    await store.db.transaction((tx) =>
      markPaidAndCredit(tx, books, order, { id: payment.id, method: 'upi' }),
    );
    const [row] = await store.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentOrderId, order.id));
    expect(row!.number).toBe(numberTaken);
    expect(await counterNow()).toBe(before + 1);
  });

  it('refunds a pack with a credit note in its own series, the same split reversed, once', async () => {
    const buyer = await newBuyer();
    await buyer.call('PUT', '/api/billing-details', {
      legalName: 'Acme Films LLP',
      address: '7 Baner Road, Pune',
      state: '27',
      gstin: MAHARASHTRA_GSTIN,
    });
    const invoice = await buy(buyer, 'pack-500');
    // 500 bought; 120 spent since, as a template purchase would.
    await store.db.transaction(async (tx) => {
      await tx.execute(sql`update users set credits = credits - 120 where id = ${buyer.userId}`);
      await tx.insert(creditLedger).values({
        userId: buyer.userId,
        delta: -120,
        reason: 'template_purchase',
        reference: null,
        balanceAfter: 380,
      });
    });
    const admin = await insertAdmin(store.app, store.db);
    const path = `/api/admin/credit-pack-orders/${invoice.orderId}/refund`;
    expect((await buyer.call('POST', path)).statusCode).toBe(403);
    const refunded = await admin.call('POST', path);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toEqual({
      orderId: invoice.orderId,
      status: 'refunding',
      creditsTakenBack: 380,
      creditNoteNumber: expect.stringMatching(new RegExp(`^CN/${thisYear()}/\\d{5}$`)),
    });
    expect(await balanceOf(store.db, buyer.userId)).toBe(0);
    const again = await admin.call('POST', path);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      'Only a paid credit pack can be refunded; this order is refunded already.',
    );

    const noteNumber: string = refunded.json().creditNoteNumber;
    const note = (await buyer.call('GET', `/api/invoices/${encoded(noteNumber)}`)).json();
    expect(note).toMatchObject({
      kind: 'credit-note',
      title: 'Credit note',
      invoiceNumber: invoice.number,
      invoiceDate: invoice.date,
      reason: 'Credit pack refunded',
      buyer: invoice.buyer,
      placeOfSupply: '27',
      taxableValue: invoice.taxableValue,
      igst: invoice.igst,
      cgst: 0,
      total: invoice.total,
    });
    const kinds = (await buyer.call('GET', '/api/invoices'))
      .json()
      .invoices.map((entry: { kind: string }) => entry.kind);
    expect(kinds).toEqual(['credit-note', 'invoice']);
    const read = await pdfText(
      (await admin.call('GET', `/api/admin/invoices/${encoded(noteNumber)}/pdf`)).rawPayload,
    );
    expect(read.lines).toContain('Credit note');
    expect(read.lines).toContain(`No. ${noteNumber}`);
    expect(read.lines.join('\n')).toContain(`Against tax invoice No. ${invoice.number} dated`);
    expect(read.lines).toContain('Total credited (INR) ₹399.00');

    // The refund job returns the money at Razorpay, once.
    await eventually(
      'the order is refunded',
      async () => (await storedOrder(store.db, invoice.orderId)).status === 'refunded',
    );
    const order = await storedOrder(store.db, invoice.orderId);
    expect(
      [...store.razorpay.refunds.values()].filter((made) => made.payment_id === order.paymentId),
    ).toHaveLength(1);
    // Razorpay's refund.processed for the store's own refund changes nothing more.
    const [ledger] = await store.db
      .select({ n: sql<number>`count(*)::int` })
      .from(creditLedger)
      .where(
        and(eq(creditLedger.userId, buyer.userId), eq(creditLedger.reason, 'purchase_refunded')),
      );
    expect(ledger!.n).toBe(1);
  });

  it('issues the credit note of a pack refunded at Razorpay’s dashboard from its webhook', async () => {
    const buyer = await newBuyer();
    const { orderId, payment, signed } = await paidAtRazorpay(buyer, 'pack-100');
    await buyer.call('POST', '/api/verify-razorpay-payment', signed);
    expect(await balanceOf(store.db, buyer.userId)).toBe(100);
    const { answer } = await store.razorpay.refundAtDashboard(store.webhookUrl, payment);
    expect(answer.status).toBe(200);
    await eventually(
      'the order is refunded',
      async () => (await storedOrder(store.db, orderId)).status === 'refunded',
    );
    const order = await storedOrder(store.db, orderId);
    const documents = await store.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentOrderId, order.id));
    expect(documents.map((row) => row.kind).toSorted()).toEqual(['credit-note', 'invoice']);
    expect(await balanceOf(store.db, buyer.userId)).toBe(0);
  });

  it("exports the month's GSTR-1: B2B, B2CS, credit notes and the SAC summary equal the payments taken", async () => {
    const admin = await insertAdmin(store.app, store.db);
    const now = new Date();
    const { year, month } = localDate(now, 'Asia/Kolkata');
    const period = taxMonthOf(now, 'Asia/Kolkata');
    const answer = await admin.call('GET', `/api/admin/tax/gstr1?month=${period}`);
    expect(answer.statusCode).toBe(200);
    const gstr1: Gstr1 = answer.json();
    // The payments the store took this month (Kolkata's): every order credited, whatever came later.
    const { rows } = await store.testApp.database.executeSql(
      `select coalesce(sum(r.amount), 0)::int as taken, count(*)::int as orders
       from receipts r
       where r.issued_at >= ($1 || '-01')::date::timestamp at time zone 'Asia/Kolkata'
         and r.issued_at < (($1 || '-01')::date + interval '1 month')::timestamp at time zone 'Asia/Kolkata'`,
      [period],
    );
    const { taken, orders } = rows[0] as { taken: number; orders: number };
    expect(gstr1.totals.invoices).toBe(orders);
    expect(gstr1.totals.invoicesValue).toBe(taken);
    expect(gstr1.totals.billsOfSupply).toBe(0);
    // What was refunded this month comes off, to the paisa, in the credit notes.
    const notes = await store.db.select().from(invoices).where(eq(invoices.kind, 'credit-note'));
    const notesThisMonth = notes.filter(
      (row) =>
        localDate(row.issuedAt, 'Asia/Kolkata').month === month &&
        localDate(row.issuedAt, 'Asia/Kolkata').year === year,
    );
    expect(gstr1.totals.creditNotesValue).toBe(
      notesThisMonth.reduce((sum, row) => sum + row.total, 0),
    );
    const documents = await store.db.select().from(invoices);
    const ofMonth = documents.filter((row) => {
      const day = localDate(row.issuedAt, 'Asia/Kolkata');
      return day.year === year && day.month === month;
    });
    const net = (field: 'taxableValue' | 'igst' | 'cgst' | 'sgst') =>
      ofMonth.reduce((sum, row) => sum + (row.kind === 'invoice' ? row[field] : -row[field]), 0);
    expect(gstr1.totals).toMatchObject({
      taxableValue: net('taxableValue'),
      igst: net('igst'),
      cgst: net('cgst'),
      sgst: net('sgst'),
    });
    expect(
      gstr1.totals.taxableValue + gstr1.totals.igst + gstr1.totals.cgst + gstr1.totals.sgst,
    ).toBe(gstr1.totals.invoicesValue - gstr1.totals.creditNotesValue);
    // The tables add up to the same, in rupees.
    const rupees = (paise: number) => Math.round(paise) / 100;
    const b2bValue = gstr1.b2b
      .flatMap((entry) => entry.inv)
      .reduce((sum, inv) => sum + Math.round(inv.val * 100), 0);
    const b2cs = gstr1.b2cs.reduce(
      (sum, row) => sum + Math.round((row.txval + row.iamt + row.camt + row.samt) * 100),
      0,
    );
    const cdnr = gstr1.cdnr
      .flatMap((entry) => entry.nt)
      .reduce((sum, nt) => sum + Math.round(nt.val * 100), 0);
    expect(b2bValue - cdnr + b2cs).toBe(gstr1.totals.invoicesValue - gstr1.totals.creditNotesValue);
    const hsn = gstr1.hsn.data;
    expect(hsn).toEqual([
      expect.objectContaining({ hsn_sc: '998439', rt: 18, txval: rupees(net('taxableValue')) }),
    ]);
    expect(gstr1).toMatchObject({
      gstin: STORE_GSTIN,
      fp: `${String(month).padStart(2, '0')}${year}`,
    });
    const maharashtra = gstr1.b2b.find((entry) => entry.ctin === MAHARASHTRA_GSTIN);
    expect(maharashtra?.inv[0]).toMatchObject({
      pos: '27',
      rchrg: 'N',
      inv_typ: 'R',
      itms: [{ itm_det: { rt: 18, camt: 0, samt: 0 } }],
    });
    expect(gstr1.b2cs).toContainEqual(
      expect.objectContaining({ sply_ty: 'INTRA', pos: '29', rt: 18, iamt: 0 }),
    );
    expect(gstr1.cdnr.find((entry) => entry.ctin === MAHARASHTRA_GSTIN)?.nt[0]).toMatchObject({
      ntty: 'C',
      pos: '27',
    });

    const csv = await admin.call('GET', `/api/admin/tax/gstr1?month=${period}&format=csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    for (const section of ['B2B', 'B2CL', 'B2CS', 'CDNR', 'CDNUR', 'HSN/SAC summary']) {
      expect(csv.body).toContain(`\r\n${section}\r\n`);
    }
    expect(csv.body).toContain(`${MAHARASHTRA_GSTIN},${maharashtra!.inv[0]!.inum}`);
    expect((await admin.call('GET', '/api/admin/tax/gstr1?month=2026-13')).statusCode).toBe(400);

    const list = (await admin.call('GET', `/api/admin/invoices?month=${period}`)).json();
    expect(list.registered).toBe(true);
    // Without a month, the store's: the same documents, the month named.
    expect((await admin.call('GET', '/api/admin/invoices')).json()).toEqual(list);
    const refundedInvoice = list.invoices.find(
      (entry: { kind: string; creditNoteNumber: string | null }) =>
        entry.kind === 'invoice' && entry.creditNoteNumber,
    );
    expect(refundedInvoice).toBeDefined();
  });
  // Last: its invoices are dated 2027, outside the month the export checks against its payments.
  it('starts a new series on 1 April in the store’s zone, with a fixed clock across the boundary', async () => {
    let now = new Date('2027-03-31T18:29:59.999Z'); // 23:59:59.999 on 31 March in Kolkata
    const payments = createPaymentsService(
      {
        config: testConfig(store.env),
        secrets: testSecrets,
        db: store.db,
        jobs: store.testApp.jobs,
        clock: () => now,
      },
      quietLog,
    );
    const creditAt = async (at: string) => {
      now = new Date(at);
      const buyer = await newBuyer();
      const { orderId, payment } = await paidAtRazorpay(buyer, 'pack-100');
      await payments.applyPaymentEvent({
        event: 'payment.captured',
        providerOrderId: orderId,
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        failureReason: null,
        method: 'upi',
      });
      const order = await storedOrder(store.db, orderId);
      const [row] = await store.db
        .select()
        .from(invoices)
        .where(eq(invoices.paymentOrderId, order.id));
      return { row: row!, orderId };
    };
    const lastOfYear = await creditAt('2027-03-31T18:29:59.999Z');
    const firstOfNext = await creditAt('2027-03-31T18:30:00.000Z');
    const secondOfNext = await creditAt('2027-04-01T10:00:00.000Z');
    expect(lastOfYear.row.number).toMatch(/^FS\/26-27\/\d{5}$/);
    expect(firstOfNext.row.number).toBe('FS/27-28/00001');
    expect(secondOfNext.row.number).toBe('FS/27-28/00002');
    expect(lastOfYear.row.issuedAt.toISOString()).toBe('2027-03-31T18:29:59.999Z');

    // A refund on 1 April: the credit note is the new year's first, naming last year's invoice.
    const admin = await insertAdmin(store.app, store.db);
    now = new Date('2027-04-01T05:00:00.000Z');
    const refund = await payments.refundPack(lastOfYear.orderId, {
      adminUserId: admin.user.id,
      address: '127.0.0.1',
    });
    expect(refund.creditNoteNumber).toBe('CN/27-28/00001');
    const [note] = await store.db
      .select()
      .from(invoices)
      .where(eq(invoices.number, 'CN/27-28/00001'));
    expect(note).toMatchObject({
      kind: 'credit-note',
      invoiceNumber: lastOfYear.row.number,
      financialYear: 2027,
    });
  });
});
