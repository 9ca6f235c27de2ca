import { uniqueId, uniquePhone } from './unique';
import { emailedCode, textedCode } from './mail';
import { appUrl } from './ports';

export interface TestAccount {
  username: string;
  email: string;
  password: string;
  actualName: string;
  phone: { local: string; normalised: string };
}

async function post(
  origin: string,
  path: string,
  body: unknown,
  clientIp: string,
): Promise<unknown> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientIp },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * Registers an account through the API, verifying the email with the code from the test SMTP
 * server and the phone with the code from the dev mailbox: the setup for journeys that start
 * with an existing account. `origin` is the store to register with (the stack runs two).
 */
export async function createAccount(
  clientIp: string,
  origin = appUrl,
  /** An address of its own (one a closed account freed), instead of a fresh one. */
  email?: string,
): Promise<TestAccount> {
  const id = uniqueId();
  const account: TestAccount = {
    username: `user.${id}`,
    email: email ?? `user.${id}@example.com`,
    password: `pass-${id}`,
    actualName: 'Jordan Rivers',
    phone: uniquePhone(),
  };

  const emailSentAt = Date.now();
  await post(
    origin,
    '/api/send-email-otp',
    { email: account.email, purpose: 'register' },
    clientIp,
  );
  const emailCode = await emailedCode(account.email, emailSentAt);
  await post(
    origin,
    '/api/verify-email-otp',
    { email: account.email, otp: emailCode, purpose: 'register' },
    clientIp,
  );

  const phoneNumber = `+1 ${account.phone.local}`;
  const phoneSentAt = Date.now();
  await post(origin, '/api/send-phone-otp', { phoneNumber }, clientIp);
  const phoneCode = await textedCode(account.phone.normalised, phoneSentAt, origin);
  await post(origin, '/api/verify-phone-otp', { phoneNumber, otp: phoneCode }, clientIp);

  await post(
    origin,
    '/api/register',
    {
      username: account.username,
      email: account.email,
      password: account.password,
      actualName: account.actualName,
      phoneNumber,
      countryCode: '+1',
      EmpFeild: 'Agency',
    },
    clientIp,
  );
  return account;
}
