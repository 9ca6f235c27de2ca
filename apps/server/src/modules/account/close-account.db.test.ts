import { createHash } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import {
  AccountControlMessage,
  AccountMessage,
  AdminMessage,
  NEW_ACCOUNT_CREDITS,
  PROFILE_COMPLETION_CREDITS,
} from '@frameshop/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, creditLedger, receipts, templateLikes, uploads, users } from '../../db/schema';
import {
  bearer,
  latestCode,
  newAccount,
  poster,
  registerAccount,
  unique,
} from '../../test-support/accounts-fixture';
import { insertAdmin } from '../../test-support/admin-fixture';
import { useSaleApp } from '../../test-support/commerce-fixture';
import { insertPackOrder, payOrder, renderOrderWithHold } from '../../test-support/ledger-fixture';
import { startLocalGoogle, type LocalGoogle } from '../../test-support/local-google';
import { eventually } from '../../test-support/eventually';
import { filesUnder, postUpload, uploadDataDir } from '../../test-support/upload-fixtures';
import { startLocalSmtp } from '../../test-support/local-smtp';
import { createTestApp, testConfig, type TestApp } from '../../test-support/test-app';
import { createMailer, DevMailbox } from '../mail';
import { createReceiptsService } from '../receipts';
import { testEngine } from '../../test-support/test-database';

const closedAnswer = { closed: true, message: AccountControlMessage.accountClosed };

/** A small picture, as a buyer's photo upload. */
function photo(): Buffer {
  const canvas = createCanvas(32, 24);
  const context = canvas.getContext('2d');
  context.fillStyle = '#3a7';
  context.fillRect(0, 0, 32, 24);
  return canvas.toBuffer('image/png');
}

describe(`closing an account on ${testEngine}`, () => {
  const files = uploadDataDir();
  const sale = useSaleApp(
    {
      reel: { name: 'Closing Reel', price: 30 },
      film: { name: 'Closing Film', kind: 'direct-sell', price: 20 },
    },
    { RATE_LIMIT_MAX: '1000000' },
  );
  const app = () => sale.testApp.app;
  const db = () => sale.testApp.database.db;
  const close = (token: string, body: unknown) =>
    poster(app())('/api/account/close', body, bearer(token));
  const login = (email: string, password: string) =>
    poster(app())('/api/login', { email, password });
  const ledgerOf = (userId: string) =>
    db().select().from(creditLedger).where(eq(creditLedger.userId, userId));

  it('takes the password, then the account can no longer sign in and its data is gone', async () => {
    const { token, user, account } = await registerAccount(app());
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app().inject({ method, url, payload, headers: bearer(token) });
    const { order } = await payOrder(
      sale.testApp,
      (await insertPackOrder(db(), user.id, 100, 9_900)).id,
    );
    expect(order.status).toBe('paid');
    await call('POST', '/api/add-to-liked', { templateId: sale.ids.reel });
    await call('POST', '/api/add-to-cart', { templateId: sale.ids.reel, quantity: 1 });
    expect((await postUpload(app(), token, photo(), 'me.png')).statusCode).toBe(201);

    expect((await close(token, {})).statusCode).toBe(400);
    const wrong = await close(token, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: AccountControlMessage.currentPasswordWrong,
      field: 'password',
    });
    expect((await login(account.email, account.password)).statusCode).toBe(200);

    const closed = await close(token, { password: account.password });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual(closedAnswer);
    // A replay (a retry after a lost answer) answers the same.
    expect((await close(token, { password: account.password })).json()).toEqual(closedAnswer);

    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await call('GET', '/api/profile')).statusCode).toBe(401);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      closedAt: expect.any(Date),
      credits: 0,
      passwordHash: null,
      actualName: '',
      phoneNumber: '',
      googleSubject: null,
    });
    expect(row!.email).not.toContain(account.email);
    expect(row!.username).not.toBe(account.username);
    // The ledger keeps every row and still adds up: the credits left were forfeited.
    const ledger = await ledgerOf(user.id);
    expect(ledger.find((entry) => entry.reason === 'account_closed')?.delta).toBe(
      -(NEW_ACCOUNT_CREDITS + 100),
    );
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(0);
    // The receipt is kept, without the person.
    const [receipt] = await db().select().from(receipts).where(eq(receipts.userId, user.id));
    expect(receipt).toMatchObject({ buyerName: 'Closed account', buyerEmail: '' });
    expect(
      await db().select().from(templateLikes).where(eq(templateLikes.userId, user.id)),
    ).toEqual([]);
    expect(await db().select().from(cartLines).where(eq(cartLines.userId, user.id))).toEqual([]);
  });

  it('settles a render hold first, and closes once however many requests race', async () => {
    const { token, user, account } = await registerAccount(app());
    await renderOrderWithHold(db(), {
      userId: user.id,
      templateId: sale.ids.reel,
      templateName: 'Closing Reel',
      price: 30,
      outcome: 'queued',
    });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => close(token, { password: account.password })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const ledger = await ledgerOf(user.id);
    // The hold came back before the balance was forfeited, once.
    expect(ledger.filter((entry) => entry.reason === 'refund').map((e) => e.delta)).toEqual([30]);
    expect(ledger.filter((entry) => entry.reason === 'account_closed').map((e) => e.delta)).toEqual(
      [-NEW_ACCOUNT_CREDITS],
    );
    const { rows } = await db().execute<{ status: string }>(
      sql`select status from generated_videos where user_id = ${user.id}::uuid`,
    );
    expect(rows).toEqual([{ status: 'cancelled' }]);
  });

  it('lets the email register again as a new account with none of the old data, and no second bonus', async () => {
    const first = await registerAccount(app());
    await close(first.token, { password: first.account.password });
    const again = await registerAccount(app(), { ...newAccount(), email: first.account.email });
    expect(again.user.id).not.toBe(first.user.id);
    expect(again.user).toMatchObject({
      email: first.account.email,
      credits: 0,
      likedTemplates: [],
      cart: [],
      creditPurchaseHistory: [],
    });
    expect(again.notice).toBe(AccountMessage.signupBonusWithheld);
    expect(await ledgerOf(again.user.id)).toEqual([]);
  });

  it("gives no second bonus to a new address with the closed account's phone number", async () => {
    const first = await registerAccount(app());
    await close(first.token, { password: first.account.password });
    const phoneNumber = first.account.phoneNumber.replace(/ /g, '-');
    const again = await registerAccount(app(), { ...newAccount(), phoneNumber });
    expect(again.user.credits).toBe(0);
    expect(again.notice).toBe(AccountMessage.signupBonusWithheld);
    // Someone else entirely still gets theirs, and is told nothing.
    const stranger = await registerAccount(app());
    expect(stranger.user.credits).toBe(NEW_ACCOUNT_CREDITS);
    expect(stranger).not.toHaveProperty('notice');
  });

  it("keeps only keyed hashes of a closed account's email and phone, nothing in clear", async () => {
    const { token, account } = await registerAccount(app());
    const kept = async () =>
      (
        await db().execute<{ row: string }>(
          sql`select row_to_json(c)::text as row from closed_identities c`,
        )
      ).rows.map(({ row }) => row);
    const before = await kept();
    await close(token, { password: account.password });
    const added = (await kept()).filter((row) => !before.includes(row));
    expect(added).toHaveLength(2);
    const phone = `+${account.phoneNumber.replace(/\D/g, '')}`;
    const plainHashes = [account.email, phone].map((value) =>
      createHash('sha256').update(value).digest('hex'),
    );
    for (const row of added) {
      const { digest } = JSON.parse(row) as { digest: string };
      expect(digest).toMatch(/^[0-9a-f]{64}$/);
      expect(plainHashes).not.toContain(digest);
      expect(row).not.toContain(account.email);
      expect(row).not.toContain(phone.slice(1));
    }
  });

  it('leaves nothing to revive: its placeholder address is unknown to every way in', async () => {
    const { token, user, account } = await registerAccount(app());
    await close(token, { password: account.password });
    const placeholder = `closed-${user.id}@closed.invalid`;
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(placeholder);
    const post = poster(app());

    const exists = await post('/api/check-user-exists', { email: placeholder });
    expect(exists.statusCode).toBe(404);
    expect(exists.json().error).toBe(AccountMessage.noUserWithEmail);
    const resetCode = await post('/api/send-email-otp', { email: placeholder, purpose: 'reset' });
    expect(resetCode.statusCode).toBe(404);
    await expect(latestCode(app(), placeholder)).rejects.toThrow(/no code was sent/);
    const reset = await post('/api/reset-password', {
      email: placeholder,
      newPassword: 'a new horse',
      verifiedOtp: true,
    });
    expect(reset.statusCode).toBe(404);
    const signIn = await login(placeholder, 'a new horse');
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().error).toBe(AccountMessage.invalidCredentials);
  });

  it('refuses every spend of an account marked closed, even with a session still valid', async () => {
    const { token, user } = await registerAccount(app());
    const call = (url: string, payload: object) =>
      app().inject({ method: 'POST', url, payload, headers: bearer(token) });
    expect((await postUpload(app(), token, photo(), 'mine.png')).statusCode).toBe(201);
    const [upload] = await db().select().from(uploads).where(eq(uploads.userId, user.id));
    expect((await call('/api/add-to-cart', { templateId: sale.ids.reel })).statusCode).toBe(200);
    // As if the close committed between the session's check and the spend: the row says closed
    // while the token still names its version.
    await db().update(users).set({ closedAt: new Date() }).where(eq(users.id, user.id));

    const spends = {
      purchase: await call('/api/purchase-template', { templateId: sale.ids.reel }),
      download: await call('/api/download-template', { templateId: sale.ids.reel }),
      checkout: await call('/api/checkout', {}),
      cart: await call('/api/add-to-cart', { templateId: sale.ids.film }),
      render: await call('/api/renders', {
        templateId: sale.ids.reel,
        uploadId: upload!.id,
        placement: {},
      }),
    };
    for (const [spend, answer] of Object.entries(spends)) {
      // Each route words its refusal its own way; none lets the session spend.
      expect(answer.statusCode, `${spend}: ${answer.body}`).toBe(401);
    }
    const ledger = await ledgerOf(user.id);
    expect(ledger.map((entry) => entry.reason)).toEqual(['signup_bonus']);
    const { rows } = await db().execute<{ orders: number }>(
      sql`select count(*)::int as orders from generated_videos where user_id = ${user.id}::uuid`,
    );
    expect(rows[0]!.orders).toBe(0);
  });

  it('drops the mail of a receipt the close left unsent, once and for all', async () => {
    const smtp = await startLocalSmtp();
    try {
      const { token, user, account } = await registerAccount(app());
      // Credited and its receipt written; the mail job has not run yet.
      await payOrder(sale.testApp, (await insertPackOrder(db(), user.id, 100, 9_900)).id);
      const [receipt] = await db().select().from(receipts).where(eq(receipts.userId, user.id));
      await close(token, { password: account.password });

      const config = testConfig({ SMTP_URL: smtp.url });
      const mailer = createMailer(config, new DevMailbox());
      const receiptsService = createReceiptsService({ config, db: db(), jobs: sale.testApp.jobs });
      const mailing = { mailer, paymentMethodOf: async () => 'upi', attempt: 1, log: app().log };
      // The job's try ends without an error, so the queue does not try again.
      await receiptsService.mail(receipt!.number, mailing);
      expect(smtp.received).toEqual([]);
      const [after] = await db().select().from(receipts).where(eq(receipts.userId, user.id));
      expect(after).toMatchObject({ buyerEmail: '', mailedAt: null });
    } finally {
      await smtp.close();
    }
  });

  it('shows the account to an admin as closed', async () => {
    const { token, user, account } = await registerAccount(app());
    await close(token, { password: account.password });
    const admin = await insertAdmin(app(), db());
    const listed = await admin.call('GET', '/api/admin/users?sort=newest');
    const closed = (listed.json().users as { id: string; closedAt: string | null }[]).find(
      (entry) => entry.id === user.id,
    );
    expect(closed?.closedAt).toEqual(expect.any(String));
    const adjusted = await admin.call('POST', `/api/admin/users/${user.id}/credits`, {
      amount: 100,
      reason: 'goodwill',
    });
    expect(adjusted.statusCode).toBe(409);
    expect(adjusted.json().error).toBe(AdminMessage.accountClosed);
  });

  it('refuses a close without a session, or with a stale one', async () => {
    expect((await poster(app())('/api/account/close', { password: 'x' })).statusCode).toBe(401);
    const { token, account } = await registerAccount(app());
    await poster(app())('/api/account/sign-out-everywhere', {}, bearer(token));
    const stale = await close(token, { password: account.password });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error).toBe(AccountMessage.sessionExpired);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it("deletes the account's files from storage in a job", async () => {
    const jobs = await createTestApp({ env: files.env, runJobs: true });
    try {
      const { token, user, account } = await registerAccount(jobs.app);
      const uploaded = await postUpload(jobs.app, token, photo(), 'mine.png');
      expect(uploaded.statusCode).toBe(201);
      const before = await filesUnder(files.mediaDir);
      const key = (
        await jobs.database.db.select().from(uploads).where(eq(uploads.userId, user.id))
      )[0]!.storageKey;
      expect(before).toContain(key);
      const closed = await poster(jobs.app)(
        '/api/account/close',
        { password: account.password },
        bearer(token),
      );
      expect(closed.statusCode).toBe(200);
      await eventually('the upload rows are gone', async () => {
        const left = await jobs.database.db
          .select()
          .from(uploads)
          .where(and(eq(uploads.userId, user.id)));
        return left.length === 0;
      });
      expect(await filesUnder(files.mediaDir)).not.toContain(key);
    } finally {
      await jobs.close();
    }
  });
});

describe(`closing an account that signs in with Google on ${testEngine}`, () => {
  let google: LocalGoogle;
  let testApp: TestApp;
  beforeAll(async () => {
    google = await startLocalGoogle();
    testApp = await createTestApp({
      env: { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await google.close();
  });

  it('takes a fresh credential of its own Google account, and no other', async () => {
    const name = unique('g');
    const identity = { sub: `sub-${name}`, email: `${name}@gmail.com` };
    const post = poster(testApp.app);
    const signedIn = await post('/api/google-auth', { token: await google.signIdToken(identity) });
    const token = signedIn.json().token as string;

    const withoutProof = await post('/api/account/close', { password: 'guess' }, bearer(token));
    expect(withoutProof.statusCode).toBe(400);
    expect(withoutProof.json().error).toBe(AccountControlMessage.closeNeedsGoogle);
    const someoneElse = await post(
      '/api/account/close',
      { googleCredential: await google.signIdToken({ ...identity, sub: 'sub-other' }) },
      bearer(token),
    );
    expect(someoneElse.statusCode).toBe(403);
    const closed = await post(
      '/api/account/close',
      { googleCredential: await google.signIdToken(identity) },
      bearer(token),
    );
    expect(closed.json()).toEqual(closedAnswer);
    // The same Google account signing in again is a new, empty account, without a second bonus.
    const again = await post('/api/google-auth', { token: await google.signIdToken(identity) });
    expect(again.json()).toMatchObject({
      isNewUser: true,
      user: { credits: 0 },
      notice: AccountMessage.signupBonusWithheld,
    });
    // Nor does completing its profile pay a second time.
    const completed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(again.json().token as string),
      payload: { phoneNumber: '+1 555 010 9999', EmpFeild: 'Individual' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({
      creditsAwarded: false,
      creditsAwardedAmount: 0,
      message: AccountMessage.profileAwardWithheld,
      user: { credits: 0, profileIncomplete: false },
    });
  });

  it('still pays a new Google account its bonus and its profile award', async () => {
    const name = unique('g');
    const identity = { sub: `sub-${name}`, email: `${name}@gmail.com` };
    const post = poster(testApp.app);
    const signedIn = await post('/api/google-auth', { token: await google.signIdToken(identity) });
    expect(signedIn.json()).toMatchObject({
      isNewUser: true,
      user: { credits: NEW_ACCOUNT_CREDITS },
    });
    expect(signedIn.json()).not.toHaveProperty('notice');
    const completed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(signedIn.json().token as string),
      payload: { phoneNumber: '+1 555 010 8888', EmpFeild: 'Individual' },
    });
    expect(completed.json()).toMatchObject({
      creditsAwarded: true,
      user: { credits: NEW_ACCOUNT_CREDITS + PROFILE_COMPLETION_CREDITS },
    });
  });
});
