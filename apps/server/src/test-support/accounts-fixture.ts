import type { RegisterResponse } from '@frameshop/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';

let counter = 0;
/** A unique suffix, so every test's accounts and addresses are its own. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

/** An address from the benchmarking range, different per call, so per-IP limits stay out of the way. */
const anyAddress = () =>
  `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** POSTs JSON from one fixed client address, or from a fresh one per call when none is given. */
export function poster(app: FastifyInstance, remoteAddress?: string) {
  return (url: string, payload: unknown, headers: Record<string, string> = {}) => {
    const options: InjectOptions = {
      method: 'POST',
      url,
      payload: payload as object,
      headers,
      remoteAddress: remoteAddress ?? anyAddress(),
    };
    return app.inject(options);
  };
}

export type Post = ReturnType<typeof poster>;

/** The newest code sent to an address through the dev mailbox. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/dev/mailbox',
    headers: { accept: 'application/json' },
  });
  const messages = response.json().messages as { to: string; text: string }[];
  const message = messages.find((entry) => entry.to === to);
  const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

export async function verifyEmail(
  app: FastifyInstance,
  email: string,
  purpose: 'register' | 'reset' = 'register',
) {
  const post = poster(app);
  const sent = await post('/api/send-email-otp', { email, purpose });
  if (sent.statusCode !== 200) throw new Error(`send-email-otp: ${sent.body}`);
  const verified = await post('/api/verify-email-otp', {
    email,
    otp: await latestCode(app, email),
    purpose,
  });
  if (verified.statusCode !== 200) throw new Error(`verify-email-otp: ${verified.body}`);
}

export async function verifyPhone(app: FastifyInstance, phoneNumber: string) {
  const post = poster(app);
  const sent = await post('/api/send-phone-otp', { phoneNumber });
  if (sent.statusCode !== 200) throw new Error(`send-phone-otp: ${sent.body}`);
  const normalized = `+${phoneNumber.replace(/\D/g, '')}`;
  const verified = await post('/api/verify-phone-otp', {
    phoneNumber,
    otp: await latestCode(app, normalized),
  });
  if (verified.statusCode !== 200) throw new Error(`verify-phone-otp: ${verified.body}`);
}

/**
 * A mobile number no other test uses, as libphonenumber reads it: San Francisco's area code with
 * an exchange of 5 (the US plan does not tell mobiles from landlines, so it can be one).
 */
export function uniqueMobile(): string {
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  return `+1 415 5${digits.slice(0, 2)} ${digits.slice(2)}`;
}

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  phoneNumber: string;
}

export function newAccount(): NewAccount {
  const username = unique('user');
  return {
    username,
    email: `${username}@example.com`,
    password: 'correct horse',
    phoneNumber: uniqueMobile(),
  };
}

/** Registers an account the way the browser does: both codes verified first. */
export async function registerAccount(
  app: FastifyInstance,
  account: NewAccount = newAccount(),
  extra: Record<string, unknown> = {},
): Promise<RegisterResponse & { account: NewAccount }> {
  await verifyEmail(app, account.email);
  await verifyPhone(app, account.phoneNumber);
  const response = await poster(app)('/api/register', {
    ...account,
    actualName: 'Test Person',
    countryCode: '+1',
    EmpFeild: 'Individual',
    ...extra,
  });
  if (response.statusCode !== 201) throw new Error(`register: ${response.body}`);
  return { ...(response.json() as RegisterResponse), account };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
