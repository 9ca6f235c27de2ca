import type { FaultProxy } from '../fault-proxy';
import { sleep } from '../waiting';
import { eventually } from '../../test-support/eventually';
import { answersBetween, secondsUntilSuccess, slowestMs, statusCounts } from './answers';
import { proberToken, settleAndCheck, startLoad, type ChaosContext } from './chaos-load';
import { startProber } from './prober';
import type { ScenarioReport } from './scenario-report';

/** No answer during the outage may take longer: a visitor is told at once, never left waiting. */
const SLOWEST_ALLOWED_MS = 5000;
/** Requests succeed again this soon after PostgreSQL is back, with no process restarted. */
const RECOVERY_ALLOWED_SECONDS = 5;

/**
 * PostgreSQL unreachable for `seconds` halfway through the sign-ups of a load: every process's
 * connections to it are reset and new ones refused at the fault proxy, which is what a restart of
 * PostgreSQL looks like to the store. Answers during it must be quick 503s; the pools must recover
 * by themselves; every render ordered must finish once and no credit move twice.
 */
export async function databaseOutage(
  ctx: ChaosContext,
  proxy: FaultProxy,
  seconds: number,
): Promise<ScenarioReport> {
  const report: ScenarioReport = {
    title: `1. PostgreSQL unreachable for ${seconds} s mid-load`,
    happened:
      `A fault proxy between the store's four processes and PostgreSQL reset every open ` +
      `connection and refused new ones for ${seconds} s (what a PostgreSQL restart looks like to ` +
      `the store), halfway through the sign-ups of ${ctx.users} buyers' visits, while a signed-in ` +
      `visitor asked each API process for their balance four times a second. Visits retried ` +
      `what was refused, as a browser (and Razorpay's webhook) would.`,
    figures: [],
    failures: [],
  };
  const { pool } = ctx.stack;
  const prober = startProber([() => pool.urlOf(0), () => pool.urlOf(1)], await proberToken(ctx));
  const load = startLoad(ctx);
  // Whatever fails on the way, PostgreSQL is let through again and the probing stops.
  const cut = (async () => {
    try {
      await eventually(
        'half the sign-ups',
        async () => load.signedUp() >= Math.ceil(ctx.users / 2),
        180_000,
      );
      const connections = proxy.openConnections();
      const cutAt = Date.now();
      await proxy.cut();
      await sleep(seconds * 1000);
      await proxy.restore();
      return { connections, cutAt, restoredAt: Date.now() };
    } catch (error) {
      await proxy.restore();
      await prober.stop();
      throw error;
    }
  })();
  const { connections, cutAt, restoredAt } = await cut;
  const { visits, unfinished } = await load.done;
  // The probes go on long enough after the restore to see the recovery, however quick the load.
  await sleep(Math.max(0, restoredAt + 2 * RECOVERY_ALLOWED_SECONDS * 1000 - Date.now()));
  const probes = await prober.stop();

  const answers = [...probes, ...load.steps.answers];
  const during = answersBetween(answers, cutAt, restoredAt);
  const wrong = during.filter(
    (answer) => answer.status === 'error' || (answer.status >= 400 && answer.status !== 503),
  );
  const slowest = slowestMs(during);
  const recovery = ['probe api-1', 'probe api-2'].map((what) =>
    secondsUntilSuccess(probes, what, restoredAt),
  );
  report.figures.push(
    ['connections reset at the cut', connections],
    ['answers while it lasted', `${during.length} (${statusCounts(during)})`],
    ['slowest answer while it lasted (ms)', slowest],
    [
      'first success after the restore: API 1 / API 2 (s)',
      recovery.map((value) => (value === null ? 'never' : value.toFixed(1))).join(' / '),
    ],
    ['visits finished / started', `${visits.length} / ${ctx.users}`],
    ['requests retried after a 503', load.steps.retries],
  );
  for (const answer of wrong) {
    report.failures.push(`${answer.what} answered ${answer.status} during the outage`);
  }
  if (slowest > SLOWEST_ALLOWED_MS) {
    report.failures.push(`an answer during the outage took ${slowest} ms`);
  }
  recovery.forEach((value, n) => {
    if (value === null || value > RECOVERY_ALLOWED_SECONDS) {
      report.failures.push(
        `API ${n + 1} answered no success within ${RECOVERY_ALLOWED_SECONDS} s of the restore`,
      );
    }
  });
  report.failures.push(...load.steps.failures, ...unfinished);
  await settleAndCheck(ctx, visits, report);
  return report;
}
