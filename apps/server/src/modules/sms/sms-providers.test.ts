import net from 'node:net';
import { COUNTRY_CODES, PHONE_FORM_COUNTRIES } from '@frameshop/contract';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test-support/test-app';
import {
  startLocalMsg91,
  startLocalTwilio,
  type LocalSmsProvider,
} from '../../test-support/local-sms';
import { maskNumberIn, parseMobileNumber, type MobileNumber } from './mobile-number';
import { Msg91Provider } from './msg91-provider';
import {
  SMS_DEADLINES,
  SmsNumberRefused,
  SmsProviderFailed,
  SmsProviderUnanswered,
} from './sms-provider';
import { TwilioProvider } from './twilio-provider';

const number = (raw: string) => parseMobileNumber(raw) as MobileNumber;
const message = (raw: string) => ({
  to: number(raw),
  body: 'Frameshop code: 123456.',
  code: '123456',
});

function twilioSettings(env: Record<string, string>) {
  const { provider } = testConfig(env).sms;
  if (provider?.name !== 'twilio') throw new Error('not a Twilio config');
  return provider;
}

function msg91Settings(env: Record<string, string>) {
  const { provider } = testConfig(env).sms;
  if (provider?.name !== 'msg91') throw new Error('not an MSG91 config');
  return provider;
}

/** A server that takes connections and never says a word. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('phone numbers', () => {
  it.each(['+91 12345 67890', '+1 000 000 0000', '+44 20 7946 0958', '+1 555 123 4567'])(
    'refuses %s, which cannot be a mobile in its country',
    (raw) => {
      expect(parseMobileNumber(raw)).toBeNull();
    },
  );

  it('reads a mobile in E.164 with its country, and as people write it', () => {
    expect(parseMobileNumber('+91 98765-43210')).toEqual({
      e164: '+919876543210',
      country: 'IN',
      display: '+91 98765 43210',
      masked: '+91 98••••3210',
    });
    expect(parseMobileNumber('+1 (415) 555-2671')?.country).toBe('US');
    expect(parseMobileNumber('+1 876 555 1234')?.country).toBe('JM');
  });
});

describe('phone numbers in logs', () => {
  it('are masked: the country code, two digits, four hidden, the last four', () => {
    expect(number('+91 98765 56655').masked).toBe('+91 98••••6655');
    expect(number('+1 415 555 2671').masked).toBe('+1 41••••2671');
    expect(number('+44 7911 123456').masked).toBe('+44 79••••3456');
    // A short number hides four all the same.
    expect(number('+65 8123 4567').masked).toBe('+65 81••••67');
  });

  it('are masked wherever a provider writes them, with or without the plus or country code', () => {
    const to = number('+91 98765 43210');
    expect(maskNumberIn('To +919876543210, 919876543210 and 9876543210.', to)).toBe(
      'To +91 98••••3210, +91 98••••3210 and +91 98••••3210.',
    );
  });
});

describe('Twilio', () => {
  let twilio: LocalSmsProvider;
  beforeAll(async () => {
    twilio = await startLocalTwilio();
  });
  afterAll(() => twilio.close());

  it('sends To, From and Body with basic auth, and reads the account', async () => {
    const provider = new TwilioProvider(twilioSettings(twilio.env()));
    await provider.send(message('+1 415 555 2671'));
    expect(twilio.received.at(-1)).toMatchObject({
      to: '+14155552671',
      body: 'Frameshop code: 123456.',
    });
    expect(await provider.checkCredentials()).toBe('account Local stand-in active');
  });

  it('sends from a Messaging Service when TWILIO_FROM names one', async () => {
    const env = { ...twilio.env(), TWILIO_FROM: `MG${'a'.repeat(32)}` };
    await new TwilioProvider(twilioSettings(env)).send(message('+44 7911 123456'));
    expect(twilio.received.at(-1)?.to).toBe('+447911123456');
  });

  it('tells a number Twilio calls invalid (21211) from a failure, masking the number it quotes', async () => {
    const provider = new TwilioProvider(twilioSettings(twilio.env()));
    twilio.refuseNumber('+14155550199');
    const refused = provider.send(message('+1 415 555 0199'));
    await expect(refused).rejects.toThrow(SmsNumberRefused);
    await expect(refused).rejects.toThrow("Invalid 'To' Phone Number: +1 41••••0199");
    twilio.failWith(500);
    try {
      await expect(provider.send(message('+1 415 555 2671'))).rejects.toThrow(SmsProviderFailed);
    } finally {
      twilio.failWith(null);
    }
  });

  it('fails on credentials Twilio does not know, naming its code', async () => {
    const provider = new TwilioProvider(
      twilioSettings({ ...twilio.env(), TWILIO_AUTH_TOKEN: 'not-the-auth-token' }),
    );
    await expect(provider.send(message('+1 415 555 2671'))).rejects.toThrow(/401 \(20003\)/);
    await expect(provider.checkCredentials()).rejects.toThrow(/Authenticate/);
  });

  it('gives up when Twilio takes the request and never answers, within the deadline: it may have sent the text', async () => {
    const deadlines = { connectMs: SMS_DEADLINES.connectMs, totalMs: 300 };
    const provider = new TwilioProvider(twilioSettings(twilio.env()), deadlines);
    twilio.hang(true);
    const started = Date.now();
    try {
      const unanswered = provider.send(message('+1 415 555 2671'));
      await expect(unanswered).rejects.toThrow(/no answer within 300 ms/);
      await expect(unanswered).rejects.toThrow(SmsProviderUnanswered);
    } finally {
      twilio.hang(false);
    }
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('calls a connection dropped after the request unanswered, and a refused one failed', async () => {
    const provider = new TwilioProvider(twilioSettings(twilio.env()));
    twilio.dropConnections(true);
    try {
      await expect(provider.send(message('+1 415 555 2671'))).rejects.toThrow(
        SmsProviderUnanswered,
      );
    } finally {
      twilio.dropConnections(false);
    }
    const closed = await silentServer();
    await closed.close();
    const nobody = { ...twilio.env(), TWILIO_API_URL: `http://127.0.0.1:${closed.port}` };
    const refused = new TwilioProvider(twilioSettings(nobody)).send(message('+1 415 555 2671'));
    await expect(refused).rejects.toThrow(SmsProviderFailed);
    await expect(refused).rejects.toThrow(/ECONNREFUSED/);
  });

  it('gives up on a connection that never completes, within the connect deadline', async () => {
    // TLS never starts on a server that says nothing: the connection is not made.
    const silent = await silentServer();
    try {
      const env = { ...twilio.env(), TWILIO_API_URL: `https://127.0.0.1:${silent.port}` };
      const provider = new TwilioProvider(twilioSettings(env), { connectMs: 200, totalMs: 30_000 });
      const started = Date.now();
      const unconnected = provider.send(message('+1 415 555 2671'));
      await expect(unconnected).rejects.toThrow(/no connection within 200 ms/);
      // Nothing was asked: a failure, not a text that may have gone.
      await expect(unconnected).rejects.toThrow(SmsProviderFailed);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await silent.close();
    }
  });
});

describe('MSG91', () => {
  let msg91: LocalSmsProvider;
  beforeAll(async () => {
    msg91 = await startLocalMsg91();
  });
  afterAll(() => msg91.close());

  it('sends the code into the DLT template by the flow API, and checks the key', async () => {
    const provider = new Msg91Provider(msg91Settings(msg91.env()));
    await provider.send(message('+91 98765 43210'));
    expect(msg91.received.at(-1)).toMatchObject({ to: '+919876543210', body: '123456' });
    expect(await provider.checkCredentials()).toBe('authkey valid, transactional balance 250');
  });

  it('tells a number MSG91 calls invalid from a failure, and a wrong key', async () => {
    const provider = new Msg91Provider(msg91Settings(msg91.env()));
    msg91.refuseNumber('+919876500000');
    await expect(provider.send(message('+91 98765 00000'))).rejects.toThrow(SmsNumberRefused);
    const wrongKey = new Msg91Provider(
      msg91Settings({ ...msg91.env(), MSG91_AUTH_KEY: 'not-the-authkey' }),
    );
    await expect(wrongKey.send(message('+91 98765 43210'))).rejects.toThrow(SmsProviderFailed);
    await expect(wrongKey.checkCredentials()).rejects.toThrow(/Authentication failure/);
  });
});

describe('the countries texted by default', () => {
  it("are every country the form's codes dial, but only the United States and Canada of +1", () => {
    const dialled = COUNTRY_CODES.flatMap(({ code }) =>
      getCountries().filter((country) => `+${getCountryCallingCode(country)}` === code),
    );
    const expected = dialled.filter(
      (country) => getCountryCallingCode(country) !== '1' || ['US', 'CA'].includes(country),
    );
    expect([...PHONE_FORM_COUNTRIES].sort()).toEqual([...new Set(expected)].sort());
  });
});
