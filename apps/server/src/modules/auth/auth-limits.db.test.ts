import { describe, expect, it } from 'vitest';
import { limits } from '../../http/request-limits';
import {
  bearer,
  latestCode,
  newAccount,
  type NewAccount,
  poster,
  registerAccount,
  unique,
} from '../../test-support/accounts-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { SignInLimitMessage, signInLimits } from './sign-in-guard';

/** A wait as the limits word it: never a raw count of seconds. */
const ABOUT_MINUTES = /Please wait about \d+ minutes? and try again/;

describe(`limits on guessable calls on ${testEngine}`, () => {
  const testApp = useTestApp();

  let addresses = 0;
  /** A fixed client address of its own for each caller in a test. */
  const from = () => poster(testApp.app, `203.0.113.${(addresses += 1)}`);
  const signIn = (post: ReturnType<typeof poster>, account: NewAccount, password?: string) =>
    post('/api/login', { email: account.email, password: password ?? account.password });
  const owner = async () => (await registerAccount(testApp.app)).account;

  it('lets one address sign in successfully again and again, as an office does', async () => {
    const office = from();
    const regular = await owner();
    for (let i = 0; i < 15; i += 1) {
      expect((await signIn(office, regular)).statusCode, `sign-in ${i + 1}`).toBe(200);
    }
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(office, await owner())).statusCode, `colleague ${i + 1}`).toBe(200);
    }
  });

  it('lets many people sign up from one address, each getting their codes', async () => {
    const office = from();
    for (let i = 0; i < 12; i += 1) {
      const account = newAccount();
      const emailSent = await office('/api/send-email-otp', { email: account.email });
      expect(emailSent.statusCode, `email code ${i + 1}: ${emailSent.body}`).toBe(200);
      await office('/api/verify-email-otp', {
        email: account.email,
        otp: await latestCode(testApp.app, account.email),
      });
      const phoneSent = await office('/api/send-phone-otp', { phoneNumber: account.phoneNumber });
      expect(phoneSent.statusCode, `text code ${i + 1}: ${phoneSent.body}`).toBe(200);
      await office('/api/verify-phone-otp', {
        phoneNumber: account.phoneNumber,
        otp: await latestCode(testApp.app, `+${account.phoneNumber.replace(/\D/g, '')}`),
      });
      const registered = await office('/api/register', {
        ...account,
        actualName: 'Office Person',
        EmpFeild: 'Agency',
      });
      expect(registered.statusCode, `sign-up ${i + 1}: ${registered.body}`).toBe(201);
    }
  });

  it('refuses brute force from one address, even the right password, with a wait in minutes', async () => {
    const account = await owner();
    const guesser = from();
    for (let i = 0; i < signInLimits.failuresPerAccountAndAddress; i += 1) {
      expect((await signIn(guesser, account, `guess ${i}`)).statusCode).toBe(401);
    }
    for (const password of ['another guess', account.password]) {
      const limited = await signIn(guesser, account, password);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      expect(limited.json().error).toMatch(ABOUT_MINUTES);
      expect(limited.json().error).toMatch(/^Too many wrong passwords for this account\./);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('does not let an attacker elsewhere lock the owner out', async () => {
    const account = await owner();
    const attacker = from();
    for (let i = 0; i < signInLimits.failuresPerAccountAndAddress + 3; i += 1) {
      await signIn(attacker, account, `guess ${i}`);
    }
    expect((await signIn(attacker, account, 'one more')).statusCode).toBe(429);
    // The owner, at an address that has never signed in before, is let in at once.
    expect((await signIn(from(), account)).statusCode).toBe(200);
  });

  it('counts failures only: a success starts the count again', async () => {
    const account = await owner();
    const person = from();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 1; i < signInLimits.failuresPerAccountAndAddress; i += 1) {
        expect((await signIn(person, account, 'typo typo')).statusCode).toBe(401);
      }
      expect((await signIn(person, account)).statusCode, `round ${round}`).toBe(200);
    }
  });

  it('counts wrong passwords at sign-in and when the account asks for its password again together', async () => {
    const { account, token } = await registerAccount(testApp.app);
    const guesser = from();
    const half = Math.ceil(signInLimits.failuresPerAccountAndAddress / 2);
    for (let i = 0; i < half; i += 1) {
      expect((await signIn(guesser, account, `guess ${i}`)).statusCode).toBe(401);
    }
    const reAuthenticate = (password: string) =>
      guesser(
        '/api/account/password',
        { currentPassword: password, newPassword: 'another horse' },
        bearer(token),
      );
    for (let i = half; i < signInLimits.failuresPerAccountAndAddress; i += 1) {
      expect((await reAuthenticate(`guess ${i}`)).statusCode).toBe(400);
    }
    // Both ways have reached the limit between them: neither lets the next try through.
    expect((await signIn(guesser, account)).statusCode).toBe(429);
    expect((await reAuthenticate(account.password)).statusCode).toBe(429);
  });

  it('caps wrong passwords from one address across accounts', async () => {
    const guesser = from();
    for (let i = 0; i < signInLimits.failuresPerAddress; i += 1) {
      const response = await guesser('/api/login', {
        email: `${unique('ip')}@example.com`,
        password: 'wrong one',
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await guesser('/api/login', { email: 'x@example.com', password: 'wrong one' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many wrong passwords from your network\./);
    expect(limited.json().error).toMatch(ABOUT_MINUTES);
  });

  it('slows guessing from many addresses without stopping the owner where they signed in', async () => {
    const account = await owner();
    const home = from();
    expect((await signIn(home, account)).statusCode).toBe(200);
    let refused: { statusCode: number; json: () => { error: string } } | undefined;
    for (let i = 0; i < signInLimits.accountBackOffAfter + 5 && !refused; i += 1) {
      const response = await signIn(from(), account, `guess ${i}`); // a new address every time
      if (response.statusCode === 429) refused = response;
      else expect(response.statusCode).toBe(401);
    }
    expect(refused?.json().error).toBe(SignInLimitMessage.backingOff('about 30 seconds'));
    expect((await signIn(from(), account, 'next guess')).statusCode).toBe(429);
    // The owner's own address is not held back.
    expect((await signIn(home, account)).statusCode).toBe(200);
  });

  it('bounds the password hashing one address can ask for', () => {
    expect(limits.login.perIp).toBeGreaterThanOrEqual(100);
  });

  it('limits OTP sends per email', async () => {
    const post = from();
    const email = `${unique('otp')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i <= limits.otpSend.perEmail; i += 1) {
      statuses.push((await post('/api/resend-email-otp', { email })).statusCode);
    }
    // The first goes out; the next ones meet the 60 s resend wait (429); past the ceiling, the limiter.
    expect(statuses[0]).toBe(200);
    const last = await post('/api/resend-email-otp', { email });
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toMatch(/^Too many attempts for this account/);
    expect(last.json().error).toMatch(ABOUT_MINUTES);
  });
});
