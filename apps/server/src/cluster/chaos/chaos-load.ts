import { randomBytes } from 'node:crypto';
import { registerBuyer } from '../../test-support/commerce-fixture';
import { checkBooks } from '../books';
import { buyerJourney, type Journey } from '../buyer-journey';
import type { ClusterStack } from '../cluster-stack';
import { rendersFinished } from '../renders-finished';
import { retryingSteps, type RetryingSteps } from './retrying-steps';
import type { ScenarioReport } from './scenario-report';

/** What every scenario runs on: the one cluster, and the visits that finished so far. */
export interface ChaosContext {
  stack: ClusterStack;
  /** Buyers in each scenario's load. */
  users: number;
  /** Every finished visit of the run: each scenario checks the books over all of them. */
  visits: Journey[];
}

/**
 * Client addresses in the documentation range, a fresh /64 each time: Redis keeps a run's counts
 * for a minute, and the rate limit groups IPv6 by /64.
 */
const runPrefix = `2001:db8:${randomBytes(2).toString('hex')}`;
let addresses = 0;
export const freshAddress = () => `${runPrefix}:${(addresses += 1).toString(16)}::1`;

export interface Load {
  steps: RetryingSteps;
  signedUp(): number;
  /** The visits that finished, and why the others did not. */
  done: Promise<{ visits: Journey[]; unfinished: string[] }>;
}

/**
 * `ctx.users` buyers' visits (`buyerJourney`) through both API processes, each retrying what an
 * outage refused; a visit that still fails is reported, not thrown.
 */
export function startLoad(ctx: ChaosContext): Load {
  const steps = retryingSteps({ pauseMs: 1000, giveUpAfterMs: 90_000 });
  let signedUp = 0;
  const done = Promise.allSettled(
    Array.from({ length: ctx.users }, (_, n) =>
      buyerJourney(ctx.stack, n, freshAddress(), steps, {
        retrySafe: true,
        onSignedUp: () => (signedUp += 1),
      }),
    ),
  ).then((results) => ({
    visits: results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
    unfinished: results.flatMap((result) =>
      result.status === 'rejected' ? [`a visit did not finish: ${String(result.reason)}`] : [],
    ),
  }));
  return { steps, signedUp: () => signedUp, done };
}

/** A signed-in buyer's token, for a prober. */
export async function proberToken(ctx: ChaosContext): Promise<string> {
  const app = await ctx.stack.client(() => ctx.stack.pool.urlOf(0), freshAddress());
  return (await registerBuyer(app)).token;
}

/**
 * After a scenario's load: waits for its renders, then adds the invariants to the report: every
 * render ordered completed, every paid order credited once, licences as bought, and every user's
 * books right (ledger = balance, never below 0, each hold settled once), over the whole run so far.
 */
export async function settleAndCheck(
  ctx: ChaosContext,
  visits: Journey[],
  report: Pick<ScenarioReport, 'figures' | 'failures'>,
): Promise<void> {
  const { database, rendered, bought } = ctx.stack;
  ctx.visits.push(...visits);
  const ids = visits.map((visit) => visit.renderId);
  if (ids.length > 0) {
    const rows = await rendersFinished(database.db, ids, ids.length * 60_000 + 120_000);
    const completed = rows.filter((row) => row.status === 'completed').length;
    report.figures.push(
      ['renders completed / ordered', `${completed} / ${ids.length}`],
      ['most attempts of one render', Math.max(0, ...rows.map((row) => row.attempts))],
    );
    for (const row of rows) {
      if (row.status !== 'completed') report.failures.push(`render ${row.id} ${row.status}`);
    }
  }
  const books = await checkBooks(database.db, ctx.visits, [rendered.id, bought.id]);
  report.figures.push(
    ['paid orders credited once (whole run)', `${books.creditedOnce} / ${ctx.visits.length}`],
    ['licences = purchases (buyer × template)', `${books.licencedOnce} / ${ctx.visits.length * 2}`],
    ['users whose ledger = balance, ≥ 0, holds settled', `${books.balanced} / ${books.users}`],
  );
  report.failures.push(...books.failures);
}
