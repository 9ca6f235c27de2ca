import { startLocalSmtp } from '../../test-support/local-smtp';
import { settleAndCheck, type ChaosContext } from './chaos-load';
import { withMailingApi } from './mailing-api';
import type { ScenarioReport } from './scenario-report';
import { askForCodesThroughOutage, type MailOutage } from './sign-up-codes';

/** A sign-up code that cannot be sent is said at once, never after a wait. */
const SLOWEST_ALLOWED_MS = 5000;

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
      `started again on the same port, and the visitor asked once more. Then API process 2 was ` +
      `started again on the dev mailbox, where the other scenarios' sign-ups read their codes.`,
    figures: [],
    failures: [],
  };
  let smtp = await startLocalSmtp();
  const outage: MailOutage = {
    begin: () => smtp.close(),
    end: async () => {
      smtp = await startLocalSmtp(new Set(), smtp.port);
      return smtp.received;
    },
  };
  await withMailingApi(ctx, smtp.url, (api) =>
    askForCodesThroughOutage(
      api,
      outage,
      { seconds, slowestAllowedMs: SLOWEST_ALLOWED_MS },
      report,
    ),
  ).finally(() => smtp.close().catch(() => {}));
  // No visit of its own: the books of the whole run, as after every scenario.
  await settleAndCheck(ctx, [], report);
  return report;
}
