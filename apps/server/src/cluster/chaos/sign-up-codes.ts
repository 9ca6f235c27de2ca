import { bodyTextOf, type ReceivedMail } from '../../test-support/local-smtp';
import { sleep } from '../waiting';
import { freshAddress } from './chaos-load';
import type { ScenarioReport } from './scenario-report';

/** How a scenario takes the mail server away and brings it back. */
export interface MailOutage {
  begin(): Promise<void>;
  /** Answers what the mail server has received, to find the code in. */
  end(): Promise<ReceivedMail[]>;
}

/**
 * A visitor asking API process `apiUrl` for a sign-up code through a mail outage of `seconds`:
 * twice while it lasts, each to be refused with a 503 within `slowestAllowedMs` (the code is
 * withdrawn, so asking again is not held to the resend wait), then once it is over, when the code
 * must arrive and verify. Its figures and failures go into `report`.
 */
export async function askForCodesThroughOutage(
  apiUrl: string,
  outage: MailOutage,
  options: { seconds: number; slowestAllowedMs: number },
  report: Pick<ScenarioReport, 'figures' | 'failures'>,
): Promise<void> {
  const post = async (path: string, body: unknown) => {
    const startedAt = Date.now();
    const answer = await fetch(new URL(path, apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
      body: JSON.stringify(body),
    });
    const json = (await answer.json()) as { code?: string; error?: string };
    return {
      status: answer.status,
      code: json.code,
      error: json.error,
      ms: Date.now() - startedAt,
    };
  };
  const email = `chaos-${Date.now().toString(36)}@example.com`;
  const ask = () => post('/api/send-email-otp', { email, purpose: 'register' });

  await outage.begin();
  const downAt = Date.now();
  const first = await ask();
  const again = await ask();
  await sleep(Math.max(0, downAt + options.seconds * 1000 - Date.now()));
  const received = await outage.end();
  const back = await ask();
  const mail = received.find((message) => message.to.includes(email));
  const code = mail && /\b(\d{6})\b/.exec(bodyTextOf(mail.raw))?.[1];
  const verified = code
    ? await post('/api/verify-email-otp', { email, otp: code, purpose: 'register' })
    : undefined;

  report.figures.push(
    ['asked while it was down', `${first.status} ${first.code ?? ''} in ${first.ms} ms`],
    ['asked again at once', `${again.status} ${again.code ?? ''} in ${again.ms} ms`],
    ['what the visitor read', first.error ?? ''],
    ['asked once it was back', `${back.status} in ${back.ms} ms`],
    ['code delivered / verified', `${code ? 'yes' : 'no'} / ${verified?.status ?? 'no code'}`],
  );
  for (const [what, answer] of [
    ['the code asked for while the mail server was down', first],
    ['the code asked for again at once', again],
  ] as const) {
    if (answer.status !== 503) report.failures.push(`${what} answered ${answer.status}`);
    if (answer.ms > options.slowestAllowedMs) {
      report.failures.push(`${what} took ${answer.ms} ms`);
    }
  }
  if (back.status !== 200) {
    report.failures.push(`the code asked for once back answered ${back.status}`);
  }
  if (!code) report.failures.push('no code arrived once the mail server was back');
  if (verified && verified.status !== 200) {
    report.failures.push(`the delivered code verified ${verified.status}`);
  }
}
