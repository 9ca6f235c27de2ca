import { AccountMessage, MAX_ACCOUNTS_PER_PHONE_NUMBER } from '@frameshop/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  newAccount,
  registerAccount,
  verifyEmail,
  verifyPhone,
} from '../../test-support/accounts-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { ledgerBalance } from '../credits';
import { PHONE_NUMBER_USED_UP } from '../users';

describe(`registration on ${testEngine}`, () => {
  const testApp = useTestApp();
  const { post } = testApp;

  const body = (account: ReturnType<typeof newAccount>, extra: object = {}) => ({
    ...account,
    actualName: 'Asha Rao',
    EmpFeild: 'Agency',
    ...extra,
  });

  it('creates an account with 500 credits recorded in the ledger, and signs it in', async () => {
    const { token, user } = await registerAccount(testApp.app);
    expect(user).toMatchObject({
      credits: 500,
      isGoogleUser: false,
      profileIncomplete: false,
      role: 'user',
    });
    expect(user).not.toHaveProperty('passwordHash');
    expect(await ledgerBalance(testApp.database.db, user.id)).toBe(500);
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(token),
    });
    expect(profile.json()).toMatchObject({ id: user.id, credits: 500 });
  });

  it('stores the phone number normalised with its country code', async () => {
    const account = { ...newAccount(), phoneNumber: '+91 98765-43210' };
    const { user } = await registerAccount(testApp.app, account);
    expect(user.phoneNumber).toBe('+919876543210');
  });

  it('refuses an email whose code the server has not verified, whatever the client claims', async () => {
    const account = newAccount();
    await verifyPhone(testApp.app, account.phoneNumber);
    const response = await post('/api/register', body(account, { verifiedOtp: true }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: AccountMessage.verifyEmailFirst,
      field: 'email',
    });
  });

  it('refuses an unverified phone number', async () => {
    const account = newAccount();
    await verifyEmail(testApp.app, account.email);
    const response = await post('/api/register', body(account));
    expect(response.json()).toMatchObject({
      error: AccountMessage.verifyPhoneFirst,
      field: 'phoneNumber',
    });
  });

  it('refuses a verification older than 30 minutes', async () => {
    const account = newAccount();
    await verifyEmail(testApp.app, account.email);
    await verifyPhone(testApp.app, account.phoneNumber);
    await testApp.database.db.execute(
      sql`update otp_codes set verified_at = now() - interval '31 minutes' where target = ${account.email}`,
    );
    const response = await post('/api/register', body(account));
    expect(response.json().error).toBe(AccountMessage.verifyEmailFirst);
  });

  it('uses a verified code once: a failed attempt leaves it, a success consumes it', async () => {
    const first = await registerAccount(testApp.app);
    const again = await post(
      '/api/register',
      body({ ...first.account, username: `${first.account.username}x` }),
    );
    expect(again.statusCode).toBe(409);
  });

  it('refuses a taken email and a taken username (ignoring case) with 409', async () => {
    const { account } = await registerAccount(testApp.app);
    const sendAgain = await post('/api/send-email-otp', { email: account.email.toUpperCase() });
    expect(sendAgain.statusCode).toBe(409);
    expect(sendAgain.json().error).toBe(
      'An account with this email already exists. Please sign in instead.',
    );

    const other = { ...newAccount(), username: account.username.toUpperCase() };
    await verifyEmail(testApp.app, other.email);
    await verifyPhone(testApp.app, other.phoneNumber);
    const response = await post('/api/register', body(other));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: AccountMessage.usernameTaken,
      field: 'username',
    });
  });

  it.each([
    [{ username: 'ab' }, 'body.username: Username must be at least 3 characters long'],
    [{ username: 'has space' }, `body.username: ${AccountMessage.usernameCharacters}`],
    [{ password: '12345' }, 'body.password: Password must be at least 6 characters long'],
    [{ email: 'not-an-email' }, 'body.email: Enter a valid email address, like name@example.com'],
    [
      { phoneNumber: '5551234' },
      'body.phoneNumber: Enter the phone number with its country code, e.g. +1 415 555 2671',
    ],
    [{ EmpFeild: '  ' }, 'body.EmpFeild: Please choose an employment field'],
  ])('answers bad input %j with a message naming the field', async (override, message) => {
    const response = await post('/api/register', body(newAccount(), override));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it(`lets one phone number verify ${MAX_ACCOUNTS_PER_PHONE_NUMBER} accounts and no more`, async () => {
    const phoneNumber = newAccount().phoneNumber;
    const pastResendWait = () =>
      testApp.database.db.execute(
        sql`update otp_codes set sent_at = sent_at - interval '61 seconds' where channel = 'phone'`,
      );
    for (let i = 0; i < MAX_ACCOUNTS_PER_PHONE_NUMBER; i += 1) {
      await registerAccount(testApp.app, { ...newAccount(), phoneNumber });
      await pastResendWait();
    }
    const refused = await post('/api/send-phone-otp', { phoneNumber });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: PHONE_NUMBER_USED_UP,
      code: 'CONFLICT',
      field: 'phoneNumber',
    });
    expect(PHONE_NUMBER_USED_UP).toContain(`${MAX_ACCOUNTS_PER_PHONE_NUMBER} accounts`);
  });

  it('refuses the sign-up itself when the number was used up after its code was verified', async () => {
    const account = newAccount();
    await verifyEmail(testApp.app, account.email);
    await verifyPhone(testApp.app, account.phoneNumber);
    // Meanwhile other sign-ups with codes verified earlier took the number's last places.
    for (let i = 0; i < MAX_ACCOUNTS_PER_PHONE_NUMBER; i += 1) {
      const name = `${account.username}x${i}`;
      await testApp.database.db.execute(
        sql`insert into users (username, email, phone_number, phone_verified) values (${name}, ${`${name}@example.com`}, ${`+${account.phoneNumber.replace(/\D/g, '')}`}, true)`,
      );
    }
    const response = await post('/api/register', body(account));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(PHONE_NUMBER_USED_UP);
  });

  it('keeps the ledger equal to every balance', async () => {
    const rows = await testApp.database.db.execute<{ mismatched: number }>(sql`
      select count(*)::int as mismatched from users u
      where u.credits <> coalesce((select sum(delta) from credit_ledger l where l.user_id = u.id), 0)`);
    expect(rows.rows[0]?.mismatched).toBe(0);
  });
});
