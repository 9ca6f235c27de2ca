import { sql } from 'drizzle-orm';
import { receipts } from '../../db/schema';
import { SMTP_TIMEOUTS } from '../../modules/mail/mailer';
import { subjectOf, type ReceivedMail } from '../../test-support/local-smtp';
import type { FaultProxy } from '../fault-proxy';
import { sleep } from '../waiting';
import { eventually } from '../../test-support/eventually';
import { settleAndCheck, startLoad, type ChaosContext } from './chaos-load';
import { withMailingApi } from './mailing-api';
import type { ScenarioReport } from './scenario-report';
import { askForCodesThroughOutage } from './sign-up-codes';

/** The mail server every process of the run mails through, behind a fault proxy that can stall. */
export interface RunMailServer {
  proxy: FaultProxy;
  url: string;
  received: ReceivedMail[];
}

/** A sign-up code that cannot be sent is said within the mail server's greeting timeout, and a bit. */
const SLOWEST_ALLOWED_MS = SMTP_TIMEOUTS.greetingTimeout + 3000;
/** How long the mail server hangs while the visitor asks for codes, and while the load pays. */
const CODES_OUTAGE_SECONDS = 10;
const RECEIPTS_OUTAGE_SECONDS = 25;
/** The queue's retries of a receipt (5 s, then doubling) deliver it within this once it is back. */
const RECEIPTS_DELIVERED_WITHIN_MS = 120_000;

/** The receipt number a mailed receipt's subject names. */
const receiptNumberOf = (mail: ReceivedMail) =>
  Number(/receipt No\. (\d+)/.exec(subjectOf(mail.raw))?.[1] ?? Number.NaN);

/**
 * A mail server that takes connections and never answers (the run's, stalled at its fault
 * proxy). A visitor asking for a sign-up code meanwhile must be refused with a 503 within seconds,
 * not after nodemailer's 30 s wait for a greeting, and get the code once it answers again. The
 * receipts of credit packs paid meanwhile must be retried by the queue and delivered once it
 * answers again, each exactly once.
 */
export async function mailHang(ctx: ChaosContext, mail: RunMailServer): Promise<ScenarioReport> {
  const report: ScenarioReport = {
    title: '7. A mail server that takes connections and never answers',
    happened:
      `A fault proxy in front of the mail server took connections and never answered: for ` +
      `${CODES_OUTAGE_SECONDS} s while a visitor asked API process 2 for a sign-up code, twice, ` +
      `then asked once more after it; and for ${RECEIPTS_OUTAGE_SECONDS} s while ${ctx.users} ` +
      `buyers' visits paid for credit packs, whose receipts the workers mail.`,
    figures: [],
    failures: [],
  };
  const { proxy } = mail;
  const outage = {
    begin: () => proxy.stall(),
    end: async () => {
      await proxy.restore();
      return mail.received;
    },
  };
  await withMailingApi(ctx, mail.url, (api) =>
    askForCodesThroughOutage(
      api,
      outage,
      { seconds: CODES_OUTAGE_SECONDS, slowestAllowedMs: SLOWEST_ALLOWED_MS },
      report,
    ),
  );

  const { database } = ctx.stack;
  const { db } = database;
  await proxy.stall();
  const stalledAt = new Date();
  const load = startLoad(ctx);
  try {
    await sleep(RECEIPTS_OUTAGE_SECONDS * 1000);
  } finally {
    await proxy.restore();
  }
  const restoredAt = new Date();
  const issuedSince = sql`${receipts.issuedAt} >= ${stalledAt}`;
  const whileDown = (await db.select().from(receipts).where(issuedSince)).filter(
    (row) => row.issuedAt <= restoredAt,
  );
  const mailedWhileDown = whileDown.filter((row) => row.mailedAt !== null).length;
  const { visits, unfinished } = await load.done;
  // The load's receipts, those of its payments after the restore too. (An earlier scenario's
  // outage may have mailed one twice: its try mailed it and could not record so.)
  const ours = () => db.select().from(receipts).where(issuedSince);
  let deliveredAfterMs: number | null = null;
  await eventually(
    'every receipt mailed',
    async () => (await ours()).every((row) => row.mailedAt !== null),
    RECEIPTS_DELIVERED_WITHIN_MS,
  ).then(
    () => (deliveredAfterMs = Date.now() - restoredAt.getTime()),
    () => {},
  );
  const mailed = await ours();
  const mailedTimes = new Map<number, number>();
  for (const message of mail.received) {
    const number = receiptNumberOf(message);
    if (Number.isInteger(number)) mailedTimes.set(number, (mailedTimes.get(number) ?? 0) + 1);
  }
  const onceEach = mailed.filter((row) => mailedTimes.get(row.number) === 1).length;
  // The queue's record of the tries the receipts issued while it hung took.
  const { rows: tries } = await database.executeSql(
    `select coalesce(max(retry_count), -1) + 1 as most from pgboss.job
      where name = 'mail-receipt' and (data->>'receiptNumber')::int = any($1::int[])`,
    [whileDown.map((row) => row.number)],
  );

  report.figures.push(
    ['receipts issued while it hung', whileDown.length],
    ['  mailed while it hung', mailedWhileDown],
    ['  most tries of one receipt', String((tries[0] as { most?: number } | undefined)?.most)],
    [
      'every receipt of the load mailed, after the restore (s)',
      deliveredAfterMs === null ? 'not within 120 s' : (deliveredAfterMs / 1000).toFixed(1),
    ],
    ['receipts of the load delivered exactly once', `${onceEach} / ${mailed.length}`],
    ['visits finished / started', `${visits.length} / ${ctx.users}`],
  );
  if (whileDown.length === 0) report.failures.push('no receipt was issued while it hung');
  if (mailedWhileDown > 0) {
    report.failures.push(`${mailedWhileDown} receipts were marked mailed while it hung`);
  }
  if (deliveredAfterMs === null) report.failures.push('not every receipt was mailed');
  for (const row of mailed) {
    const times = mailedTimes.get(row.number) ?? 0;
    if (times !== 1) report.failures.push(`receipt ${row.number} arrived ${times} times`);
  }
  report.failures.push(...load.steps.failures, ...unfinished);
  await settleAndCheck(ctx, visits, report);
  return report;
}
