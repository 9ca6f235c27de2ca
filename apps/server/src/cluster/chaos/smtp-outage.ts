import { bodyTextOf, startLocalSmtp } from '../../test-support/local-smtp';
import { sleep } from '../waiting';
import { freshAddress, settleAndCheck, type ChaosContext } from './chaos-load';
import type { ScenarioReport } from './scenario-report';

/** A sign-up code that cannot be sent is said at once, never after a wait. */
const SLOWEST_ALLOWED_MS = 5000;
/** The API process given a mail server: the second. */
const MAILING_API = 1;

/**
 * The mail server gone while visitors ask for sign-up codes. API process 2 is started again with
 * SMTP_URL pointing at a local mail server, which is then stopped for `seconds`. Asking for a
 * code meanwhile must be refused at once with a 503 that lets the visitor ask again (the code is
 * withdrawn, so no resend wait applies); once the mail server is back, the code asked for again
 * must arrive and verify.
 */
export async function smtpOutage(ctx: ChaosContext, seconds: number): Promise<ScenarioReport> {
  const report: ScenarioReport = {
    title: `4. The mail server down for ${seconds} s`,
    happened:
      `API process 2 was started again with a local mail server as SMTP_URL; the mail server ` +
      `was stopped for ${seconds} s while a visitor asked it for a sign-up code, twice, then ` +
      `started again on the same port, and the visitor asked once more.`,
    figures: [],
    failures: [],
  };
  const { pool } = ctx.stack;
  let smtp = await startLocalSmtp();
  try {
    pool.reconfigure(MAILING_API, { SMTP_URL: smtp.url });
    await pool.restart(MAILING_API);
    const api = pool.directUrlOf(MAILING_API);
    const post = async (path: string, body: unknown) => {
      const startedAt = Date.now();
      const answer = await fetch(new URL(path, api), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
        body: JSON.stringify(body),
      });
      const json = (await answer.json()) as { code?: string };
      return { status: answer.status, code: json.code, ms: Date.now() - startedAt };
    };
    const email = `chaos-${Date.now().toString(36)}@example.com`;
    const ask = () => post('/api/send-email-otp', { email, purpose: 'register' });

    await smtp.close();
    const downAt = Date.now();
    const first = await ask();
    const again = await ask();
    await sleep(Math.max(0, downAt + seconds * 1000 - Date.now()));
    smtp = await startLocalSmtp(new Set(), smtp.port);
    const back = await ask();
    const mail = smtp.received.find((message) => message.to.includes(email));
    const code = mail && /\b(\d{6})\b/.exec(bodyTextOf(mail.raw))?.[1];
    const verified = code
      ? await post('/api/verify-email-otp', { email, otp: code, purpose: 'register' })
      : undefined;

    report.figures.push(
      ['asked while it was down', `${first.status} ${first.code ?? ''} in ${first.ms} ms`],
      ['asked again at once', `${again.status} ${again.code ?? ''} in ${again.ms} ms`],
      ['asked once it was back', `${back.status} in ${back.ms} ms`],
      ['code delivered / verified', `${code ? 'yes' : 'no'} / ${verified?.status ?? 'no code'}`],
    );
    for (const [what, answer] of [
      ['the code asked for while the mail server was down', first],
      ['the code asked for again at once', again],
    ] as const) {
      if (answer.status !== 503) report.failures.push(`${what} answered ${answer.status}`);
      if (answer.ms > SLOWEST_ALLOWED_MS) report.failures.push(`${what} took ${answer.ms} ms`);
    }
    if (back.status !== 200)
      report.failures.push(`the code asked for once back answered ${back.status}`);
    if (!code) report.failures.push('no code arrived once the mail server was back');
    if (verified && verified.status !== 200) {
      report.failures.push(`the delivered code verified ${verified.status}`);
    }
  } finally {
    await smtp.close().catch(() => {});
  }
  // No visit of its own: the books of the whole run, as after every scenario.
  await settleAndCheck(ctx, [], report);
  return report;
}
