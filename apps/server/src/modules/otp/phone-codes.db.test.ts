import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newAccount,
  poster,
  registerAccount,
  uniqueMobile,
  verifyEmail,
} from '../../test-support/accounts-fixture';
import {
  startLocalMsg91,
  startLocalTwilio,
  type LocalSmsProvider,
} from '../../test-support/local-sms';
import { sample } from '../../test-support/metric-sample';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { PhoneMessage, SmsMessage } from '../sms';
import { PHONE_VERIFICATION_OFF } from './otp.service';
import { expectServerError } from '../../test-support/answered-routes';

/** The code in the newest text the stand-in accepted for `e164`. */
function textedCode(provider: LocalSmsProvider, e164: string): string {
  const text = provider.received.filter((entry) => entry.to === e164).at(-1);
  const code = text && /\b(\d{6})\b/.exec(text.body)?.[1];
  if (!code) throw new Error(`no text reached ${e164}`);
  return code;
}

const e164 = (typed: string) => `+${typed.replace(/\D/g, '')}`;

/** The digits of a number as typed: how a log line could carry it, whatever its spacing. */
const digitsOf = (typed: string) => typed.replace(/\D/g, '');

describe(`phone codes through an SMS provider on ${testEngine}`, () => {
  let twilio: LocalSmsProvider;
  let store: TestApp;
  /** The store's log lines, digits only between quotes: a number is found however it is spaced. */
  const logged: string[] = [];
  const refusedCount = async (reason: string) =>
    sample(await store.metrics.scrape(), 'frameshop_sms_refused_total', { reason }) ?? 0;

  beforeAll(async () => {
    twilio = await startLocalTwilio();
    store = await createTestApp({
      env: {
        ...twilio.env(),
        SMS_PER_ADDRESS_PER_HOUR: '3',
        SMS_PER_NUMBER_RANGE_PER_HOUR: '4',
        LOG_LEVEL: 'info',
      },
      // A person's 10 s, made short: the answer is the same, sooner.
      smsDeadlines: { connectMs: 1000, totalMs: 500 },
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logged.push(...chunk.toString().split('\n').filter(Boolean));
          done();
        },
      }),
    });
  });
  afterAll(async () => {
    await store?.close();
    await twilio?.close();
  });

  it('texts the code through the provider only, and that code verifies the number', async () => {
    const phoneNumber = uniqueMobile();
    const post = poster(store.app);
    const sent = await post('/api/send-phone-otp', { phoneNumber });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: `We sent a 6-digit code to ${phoneNumber}.`,
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
    });
    expect(twilio.received.at(-1)).toMatchObject({
      to: e164(phoneNumber),
      body: expect.stringMatching(/^Frameshop code: \d{6}\. It expires in 10 minutes\.$/),
    });
    const mailbox = await store.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { accept: 'application/json' },
    });
    expect(mailbox.json().messages).toEqual([]);
    const verified = await post('/api/verify-phone-otp', {
      phoneNumber,
      otp: textedCode(twilio, e164(phoneNumber)),
    });
    expect(verified.json()).toEqual({ verified: true, message: 'Phone number verified.' });
    expect(
      sample(await store.metrics.scrape(), 'frameshop_sms_sent_total', {
        provider: 'twilio',
        country: 'US',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('registers with the number in E.164, proved by the texted code', async () => {
    const account = { ...newAccount(), phoneNumber: '+44 7911 123456' };
    await verifyEmail(store.app, account.email);
    const post = poster(store.app);
    const { phoneNumber } = account;
    const sent = await post('/api/send-phone-otp', { phoneNumber });
    expect(sent.statusCode, sent.body).toBe(200);
    const otp = textedCode(twilio, '+447911123456');
    expect((await post('/api/verify-phone-otp', { phoneNumber, otp })).statusCode).toBe(200);
    const registered = await post('/api/register', {
      ...account,
      actualName: 'Asha Rao',
      EmpFeild: 'Agency',
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user.phoneNumber).toBe('+447911123456');
  });

  it.each([
    ['an error', () => twilio.failWith(500)],
    ['a refusal', () => twilio.failWith(429)],
  ])(
    'answers %s from the provider with a 503 that says nothing was sent, and keeps no resend wait',
    async (_what, misbehave) => {
      const phoneNumber = uniqueMobile();
      const post = poster(store.app);
      const before = await refusedCount('provider_error');
      misbehave();
      let failed;
      try {
        failed = await expectServerError(() => post('/api/send-phone-otp', { phoneNumber }));
      } finally {
        twilio.failWith(null);
        twilio.hang(false);
      }
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({
        error: "We couldn't send the text just now. Please try again in a minute.",
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(failed.headers['retry-after']).toBeUndefined();
      expect(await refusedCount('provider_error')).toBe(before + 1);
      // No code was left behind: the next request is not held by the resend wait.
      const again = await post('/api/send-phone-otp', { phoneNumber });
      expect(again.statusCode).toBe(200);
      const otp = textedCode(twilio, e164(phoneNumber));
      expect((await post('/api/verify-phone-otp', { phoneNumber, otp })).statusCode).toBe(200);
    },
  );

  it('keeps the code of a text the provider answered too late, and says it may still arrive', async () => {
    const phoneNumber = uniqueMobile();
    const post = poster(store.app);
    const before =
      sample(await store.metrics.scrape(), 'frameshop_sms_unconfirmed_total', {
        provider: 'twilio',
        country: 'US',
      }) ?? 0;
    // The stand-in delivers at once and answers after the store's 500 ms: a paid text, arriving.
    twilio.answerAfter(1500);
    let answer;
    try {
      answer = await post('/api/send-phone-otp', { phoneNumber });
    } finally {
      twilio.answerAfter(null);
    }
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      message:
        `We asked for a text to ${phoneNumber} but had no answer in time. It may still arrive: ` +
        'its code works for 10 minutes. If none comes, ask for a new code in a minute.',
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
    });
    expect(
      sample(await store.metrics.scrape(), 'frameshop_sms_unconfirmed_total', {
        provider: 'twilio',
        country: 'US',
      }),
    ).toBe(before + 1);
    const otp = textedCode(twilio, e164(phoneNumber));
    expect((await post('/api/verify-phone-otp', { phoneNumber, otp })).statusCode).toBe(200);
  });

  it('counts against an address only texts the provider took: not refused ones, not unanswered ones', async () => {
    // The buyer: texts sent, one refused in an outage, one unanswered, then more.
    const fromOneAddress = poster(store.app, '203.0.113.50');
    const send = () => fromOneAddress('/api/send-phone-otp', { phoneNumber: uniqueMobile() });
    expect((await send()).statusCode).toBe(200);
    twilio.failWith(500);
    try {
      expect((await expectServerError(send)).statusCode).toBe(503);
    } finally {
      twilio.failWith(null);
    }
    twilio.hang(true);
    try {
      expect((await send()).statusCode).toBe(200);
    } finally {
      twilio.hang(false);
    }
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    // Three texts taken: SMS_PER_ADDRESS_PER_HOUR is spent only now.
    expect((await send()).statusCode).toBe(429);
  });

  it('writes a number to the log masked when the provider fails or refuses it, never whole', async () => {
    const failing = uniqueMobile();
    const refusedNumber = uniqueMobile();
    const post = poster(store.app);
    twilio.failWith(500);
    try {
      const failed = await expectServerError(() =>
        post('/api/send-phone-otp', { phoneNumber: failing }),
      );
      expect(failed.statusCode).toBe(503);
    } finally {
      twilio.failWith(null);
    }
    twilio.refuseNumber(e164(refusedNumber));
    expect((await post('/api/send-phone-otp', { phoneNumber: refusedNumber })).statusCode).toBe(
      400,
    );
    // However a line spaces or punctuates it: the digits run together are not there.
    const joined = logged.map((line) => line.replace(/(?<=\d)[\s()+-]+(?=\d)/g, ''));
    for (const typed of [failing, refusedNumber]) {
      expect(joined.filter((line) => line.includes(digitsOf(typed).slice(1)))).toEqual([]);
    }
    expect(logged.map((line) => JSON.parse(line) as object)).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'sending a text failed',
        to: `+1 41••••${digitsOf(failing).slice(-4)}`,
      }),
    );
  });

  it('texts at most SMS_PER_NUMBER_RANGE_PER_HOUR codes to a range of a thousand numbers, from any address', async () => {
    const range = '+91 98123 45';
    for (let i = 0; i < 4; i += 1) {
      const sent = await poster(store.app, `203.0.113.${60 + i}`)('/api/send-phone-otp', {
        phoneNumber: `${range}${100 + i}`,
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const attempts = twilio.sendAttempts();
    const before = await refusedCount('range_limit');
    const refused = await poster(store.app, '203.0.113.69')('/api/send-phone-otp', {
      phoneNumber: `${range}999`,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error:
        'Too many codes were texted to numbers close to yours in the last hour. ' +
        'Please try again in about 60 minutes.',
      code: 'RATE_LIMITED',
    });
    expect(twilio.sendAttempts()).toBe(attempts);
    expect(await refusedCount('range_limit')).toBe(before + 1);
    const nextRange = await poster(store.app, '203.0.113.69')('/api/send-phone-otp', {
      phoneNumber: '+91 98123 46000',
    });
    expect(nextRange.statusCode).toBe(200);
  });

  it.each(['+91 12345 67890', '+1 000 000 0000', '+44 20 7946 0958'])(
    'refuses %s, which cannot be a mobile, on the phone field, texting nothing',
    async (phoneNumber) => {
      const attempts = twilio.sendAttempts();
      const before = await refusedCount('invalid_number');
      const response = await poster(store.app)('/api/send-phone-otp', { phoneNumber });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: PhoneMessage.notMobile,
        code: 'BAD_REQUEST',
        field: 'phoneNumber',
      });
      expect(twilio.sendAttempts()).toBe(attempts);
      expect(await refusedCount('invalid_number')).toBe(before + 1);
    },
  );

  it('says a number with letters in it takes digits only, texting nothing', async () => {
    const attempts = twilio.sendAttempts();
    const response = await poster(store.app)('/api/send-phone-otp', {
      phoneNumber: '+1 415 555 CALL',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'body.phoneNumber: A phone number has only digits: take out the letters.',
    );
    expect(twilio.sendAttempts()).toBe(attempts);
  });

  it('refuses a number the provider calls invalid on the phone field', async () => {
    const phoneNumber = uniqueMobile();
    twilio.refuseNumber(e164(phoneNumber));
    const response = await poster(store.app)('/api/send-phone-otp', { phoneNumber });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: SmsMessage.numberRefused,
      code: 'BAD_REQUEST',
      field: 'phoneNumber',
    });
  });

  it('refuses a mobile of a country the registration form does not offer, texting nothing', async () => {
    const attempts = twilio.sendAttempts();
    const before = await refusedCount('country');
    const response = await poster(store.app)('/api/send-phone-otp', {
      phoneNumber: '+1 876 555 1234',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error:
        'This store does not text numbers in Jamaica. Please use a mobile number from another country.',
      code: 'BAD_REQUEST',
      field: 'phoneNumber',
    });
    expect(twilio.sendAttempts()).toBe(attempts);
    expect(await refusedCount('country')).toBe(before + 1);
  });

  it('texts one number once a minute, whoever asks: a 429 with Retry-After, nothing sent', async () => {
    const phoneNumber = uniqueMobile();
    expect((await poster(store.app)('/api/send-phone-otp', { phoneNumber })).statusCode).toBe(200);
    const attempts = twilio.sendAttempts();
    const before = await refusedCount('number_wait');
    const early = await poster(store.app)('/api/send-phone-otp', { phoneNumber });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(50);
    expect(twilio.sendAttempts()).toBe(attempts);
    expect(await refusedCount('number_wait')).toBe(before + 1);
  });

  it('texts at most SMS_PER_ADDRESS_PER_HOUR codes for one client address an hour', async () => {
    const fromOneAddress = poster(store.app, '203.0.113.40');
    for (let i = 0; i < 3; i += 1) {
      const sent = await fromOneAddress('/api/send-phone-otp', { phoneNumber: uniqueMobile() });
      expect(sent.statusCode).toBe(200);
    }
    const attempts = twilio.sendAttempts();
    const before = await refusedCount('address_limit');
    const refused = await fromOneAddress('/api/send-phone-otp', { phoneNumber: uniqueMobile() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error:
        'Too many codes were texted from your network in the last hour. Please try again in about 60 minutes.',
      code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(twilio.sendAttempts()).toBe(attempts);
    expect(await refusedCount('address_limit')).toBe(before + 1);
    const elsewhere = poster(store.app, '203.0.113.41');
    expect(
      (await elsewhere('/api/send-phone-otp', { phoneNumber: uniqueMobile() })).statusCode,
    ).toBe(200);
  });
});

describe(`the store's daily text limit on ${testEngine}`, () => {
  let twilio: LocalSmsProvider;
  let store: TestApp;
  beforeAll(async () => {
    twilio = await startLocalTwilio();
    store = await createTestApp({ env: { ...twilio.env(), SMS_DAILY_LIMIT: '2' } });
  });
  afterAll(async () => {
    await store?.close();
    await twilio?.close();
  });

  it('refuses every code after SMS_DAILY_LIMIT texts in a day, from anyone, sending nothing', async () => {
    for (let i = 0; i < 2; i += 1) {
      const sent = await poster(store.app)('/api/send-phone-otp', { phoneNumber: uniqueMobile() });
      expect(sent.statusCode).toBe(200);
    }
    for (let i = 0; i < 2; i += 1) {
      const refused = await poster(store.app)('/api/send-phone-otp', {
        phoneNumber: uniqueMobile(),
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe(SmsMessage.dailyLimit);
      const untilMidnight = (Date.UTC(2000, 0, 2) - (Date.now() % 86_400_000)) % 86_400_000;
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(
        Math.ceil(untilMidnight / 1000) + 1,
      );
    }
    expect(twilio.sendAttempts()).toBe(2);
    expect(
      sample(await store.metrics.scrape(), 'frameshop_sms_refused_total', {
        reason: 'daily_limit',
      }),
    ).toBe(2);
  });
});

describe(`phone codes through MSG91 on ${testEngine}`, () => {
  let msg91: LocalSmsProvider;
  let store: TestApp;
  beforeAll(async () => {
    msg91 = await startLocalMsg91();
    store = await createTestApp({ env: msg91.env() });
  });
  afterAll(async () => {
    await store?.close();
    await msg91?.close();
  });

  it('texts an Indian number its code through the DLT template, and the code verifies', async () => {
    const phoneNumber = '+91 98765 43210';
    const post = poster(store.app);
    const sent = await post('/api/send-phone-otp', { phoneNumber });
    expect(sent.json().message).toBe('We sent a 6-digit code to +91 98765 43210.');
    const otp = textedCode(msg91, '+919876543210');
    expect((await post('/api/verify-phone-otp', { phoneNumber, otp })).statusCode).toBe(200);
    expect(
      sample(await store.metrics.scrape(), 'frameshop_sms_sent_total', {
        provider: 'msg91',
        country: 'IN',
      }),
    ).toBe(1);
  });
});

describe(`phone verification turned off on ${testEngine}`, () => {
  let store: TestApp;
  beforeAll(async () => {
    store = await createTestApp({ env: { PHONE_VERIFICATION: 'off' } });
  });
  afterAll(() => store?.close());

  it('tells the browser, sends no codes, and registers with the number unproved', async () => {
    const config = await store.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(config.json().phoneVerification).toBe(false);
    const post = poster(store.app);
    const phoneNumber = '+1 415 555 2671';
    const send = await post('/api/send-phone-otp', { phoneNumber });
    expect(send.statusCode).toBe(404);
    expect(send.json().error).toBe(PHONE_VERIFICATION_OFF);

    // More accounts than one proved number may verify: typed numbers prove nothing, so count nothing.
    for (let i = 0; i < 4; i += 1) {
      const account = { ...newAccount(), phoneNumber };
      await verifyEmail(store.app, account.email);
      const registered = await post('/api/register', {
        ...account,
        actualName: 'Asha Rao',
        EmpFeild: 'Agency',
      });
      expect(registered.statusCode).toBe(201);
      expect(registered.json().user.phoneNumber).toBe('+14155552671');
    }
    const rows = await store.database.db.execute<{ phone_verified: boolean }>(
      sql`select phone_verified from users where phone_number = '+14155552671'`,
    );
    expect(rows.rows.map((row) => row.phone_verified)).toEqual([false, false, false, false]);
  });

  it('still refuses a number that cannot be a mobile', async () => {
    const account = { ...newAccount(), phoneNumber: '+91 12345 67890' };
    await verifyEmail(store.app, account.email);
    const response = await poster(store.app)('/api/register', {
      ...account,
      actualName: 'Asha Rao',
      EmpFeild: 'Agency',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: PhoneMessage.notMobile, field: 'phoneNumber' });
  });
});

describe(`phone numbers proved and typed on ${testEngine}`, () => {
  let store: TestApp;
  beforeAll(async () => {
    store = await createTestApp();
  });
  afterAll(() => store?.close());

  it('marks a registered number proved, and a number typed into the profile unproved', async () => {
    const { token, user } = await registerAccount(store.app);
    const proved = async () =>
      (
        await store.database.db.execute<{ phone_verified: boolean }>(
          sql`select phone_verified from users where id = ${user.id}`,
        )
      ).rows[0]?.phone_verified;
    expect(await proved()).toBe(true);
    const edited = await store.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { phoneNumber: uniqueMobile() },
    });
    expect(edited.statusCode).toBe(200);
    expect(await proved()).toBe(false);
  });
});

describe(`the per-address text limit shared through Redis on ${testEngine}`, () => {
  // Needs a Redis server; `.ci/run` and the README's test command provide REDIS_URL when one runs.
  it.skipIf(!process.env.REDIS_URL)(
    'counts one address across two processes together, and what a refused text gives back',
    async () => {
      const twilio = await startLocalTwilio();
      const env = {
        ...twilio.env(),
        REDIS_URL: process.env.REDIS_URL as string,
        SMS_PER_ADDRESS_PER_HOUR: '2',
        // The day's and the ranges' counts outlive the test in Redis: out of the way of later runs.
        SMS_DAILY_LIMIT: '1000000',
        SMS_PER_NUMBER_RANGE_PER_HOUR: '1000000',
      };
      const stores = [await createTestApp({ env }), await createTestApp({ env })];
      try {
        const address = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
        const [first, second] = stores.map((store) => poster(store.app, address));
        expect(
          (await first!('/api/send-phone-otp', { phoneNumber: uniqueMobile() })).statusCode,
        ).toBe(200);
        twilio.failWith(500);
        try {
          const failed = await expectServerError(() =>
            second!('/api/send-phone-otp', { phoneNumber: uniqueMobile() }),
          );
          expect(failed.statusCode).toBe(503);
        } finally {
          twilio.failWith(null);
        }
        expect(
          (await second!('/api/send-phone-otp', { phoneNumber: uniqueMobile() })).statusCode,
        ).toBe(200);
        const refused = await first!('/api/send-phone-otp', { phoneNumber: uniqueMobile() });
        expect(refused.statusCode).toBe(429);
        expect(twilio.sendAttempts()).toBe(3);
      } finally {
        await Promise.all(stores.map((store) => store.close()));
        await twilio.close();
      }
    },
  );
});
