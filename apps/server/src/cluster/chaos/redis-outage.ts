import type { FaultProxy } from '../fault-proxy';
import { rateLimitBurst, type Burst } from '../rate-limit-burst';
import { sleep } from '../waiting';
import { eventually } from '../../test-support/eventually';
import { answersBetween, statusCounts } from './answers';
import {
  freshAddress,
  proberToken,
  settleAndCheck,
  startLoad,
  type ChaosContext,
} from './chaos-load';
import { startProber } from './prober';
import type { ScenarioReport } from './scenario-report';

/**
 * What each API process logs as Redis goes and comes back (`http/counter-store.ts`): once per
 * connection each way, the rate limits' one and the failure counts' (sign-in, account and admin
 * each hold one).
 */
const STORE_LOST = 'rate limit store unavailable';
const STORE_BACK = 'rate limit store available again';
const FAILURES_LOST = 'failure counts unavailable';
const FAILURES_BACK = 'failure counts available again';
/** And as its ceiling falls back to counting in the process (`http/fallback-windows.ts`). */
const COUNTING_LOCALLY = 'rate limits counted in this process';

const occurrences = (text: string, line: string) => text.split(line).length - 1;

/**
 * Redis unreachable for `seconds` a quarter of the way into a load's sign-ups, through the fault
 * proxy. Rate limits must fall back to each process's own count (a burst spread over both API
 * processes is let through up to the limit in each), say so once in the log, and be shared again
 * once Redis is back; the visitors must see nothing of it.
 */
export async function redisOutage(
  ctx: ChaosContext,
  proxy: FaultProxy,
  seconds: number,
  rateLimit: number,
): Promise<ScenarioReport> {
  const report: ScenarioReport = {
    title: `2. Redis unreachable for ${seconds} s mid-load`,
    happened:
      `A fault proxy between the API processes and Redis reset their connections and refused new ` +
      `ones for ${seconds} s, a quarter of the way into the sign-ups of ${ctx.users} buyers' ` +
      `visits, while a signed-in visitor asked each API process for their balance four times a ` +
      `second. During it and after it, a burst of ${rateLimit * 3} requests from one address ` +
      `alternated between the two API processes (limit ${rateLimit} a minute).`,
    figures: [],
    failures: [],
  };
  const { stack } = ctx;
  const { pool } = stack;
  const prober = startProber([() => pool.urlOf(0), () => pool.urlOf(1)], await proberToken(ctx));
  const load = startLoad(ctx);
  let cutAt = 0;
  let during: Burst;
  // Whatever fails on the way, Redis is let through again and the probing stops.
  try {
    await eventually(
      'a quarter of the sign-ups',
      async () => load.signedUp() >= Math.ceil(ctx.users / 4),
      180_000,
    );
    cutAt = Date.now();
    await proxy.cut();
    // ioredis notices a reset connection at once; a moment for both processes to see it.
    await sleep(1000);
    during = await rateLimitBurst(stack, freshAddress(), rateLimit * 3);
    await sleep(Math.max(0, cutAt + seconds * 1000 - Date.now()));
  } catch (error) {
    await prober.stop();
    throw error;
  } finally {
    await proxy.restore();
  }
  const restoredAt = Date.now();
  let backAfter = 'never';
  try {
    await eventually(
      'both API processes back on Redis',
      async () => [0, 1].every((n) => pool.outputOf(n).includes(STORE_BACK)),
      15_000,
    );
    backAfter = ((Date.now() - restoredAt) / 1000).toFixed(1);
  } catch {
    report.failures.push(`the API processes did not say Redis was back within 15 s`);
  }
  const after = await rateLimitBurst(stack, freshAddress(), rateLimit * 3);
  const { visits, unfinished } = await load.done;
  const probes = await prober.stop();

  const answers = [...probes, ...load.steps.answers];
  const outage = answersBetween(answers, cutAt, restoredAt);
  const notOk = answers.filter((answer) => answer.status === 'error' || answer.status >= 400);
  const sum = (burst: { allowed: [number, number] }) => burst.allowed[0] + burst.allowed[1];
  const logLines = [0, 1].map((n) => {
    const output = pool.outputOf(n);
    return [STORE_LOST, COUNTING_LOCALLY, STORE_BACK, FAILURES_LOST, FAILURES_BACK].map((line) =>
      occurrences(output, line),
    );
  });
  report.figures.push(
    ['answers while it lasted', `${outage.length} (${statusCounts(outage)})`],
    ['failed answers the visitors did not cause', notOk.length],
    [
      'burst during it: allowed (API 1 + API 2)',
      `${sum(during)} (${during.allowed.join(' + ')}), ${during.refused} refused`,
    ],
    [
      'burst after it: allowed (API 1 + API 2)',
      `${sum(after)} (${after.allowed.join(' + ')}), ${after.refused} refused`,
    ],
    ['shared counting back after the restore (s)', backAfter],
    [
      'log: limits lost/local/back, failure counts lost/back',
      logLines
        .map(
          ([lost, local, back, failuresLost, failuresBack]) =>
            `${lost}/${local}/${back}, ${failuresLost}/${failuresBack}`,
        )
        .join(' (API 1); ')
        .concat(' (API 2)'),
    ],
    ['visits finished / started', `${visits.length} / ${ctx.users}`],
  );
  for (const answer of notOk) report.failures.push(`${answer.what} answered ${answer.status}`);
  if (sum(during) !== rateLimit * 2 || during.allowed.some((allowed) => allowed !== rateLimit)) {
    report.failures.push(
      `while Redis was away each process should let ${rateLimit} through, not ${during.allowed.join(' and ')}`,
    );
  }
  if (sum(after) !== rateLimit) {
    report.failures.push(
      `once Redis was back the burst was allowed ${sum(after)}, not ${rateLimit}`,
    );
  }
  for (const status of [...during.other, ...after.other])
    report.failures.push(`a burst got ${status}`);
  logLines.forEach(([lost, local, back, failuresLost, failuresBack], n) => {
    if (lost !== 1 || local !== 1 || back !== 1) {
      report.failures.push(
        `API ${n + 1} logged the rate limits lost, counted here and back ${lost}, ${local} and ${back} times, not once each`,
      );
    }
    if (failuresLost === 0 || failuresLost !== failuresBack) {
      report.failures.push(
        `API ${n + 1} logged its failure counts lost ${failuresLost} times and back ${failuresBack}`,
      );
    }
  });
  report.failures.push(...load.steps.failures, ...unfinished);
  await settleAndCheck(ctx, visits, report);
  return report;
}
