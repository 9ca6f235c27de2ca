import type { Db } from '../../db/database';
import type { JobPayloads, JobQueue } from '../../jobs';
import type { JobLog } from '../../jobs/job-types';
import { renderOrders } from '../generated-videos';

export interface RenderSweeperDependencies {
  db: Db;
  jobs: Pick<JobQueue<JobPayloads>, 'handBack' | 'send'>;
  /** A render whose heartbeat is older than this is taken for one whose worker died. */
  stalledAfterSeconds: number;
  log: JobLog;
}

export interface SweepResult {
  /** Handed back to the queue, to be run again by any worker. */
  requeued: number;
  /** On their last try, or with no job left to run them: failed, their holds returned. */
  abandoned: number;
}

/**
 * Finds renders whose heartbeat stopped (their worker was killed, its machine lost or cut off from
 * the database) and gives each back to the queue as a try that counts, or, after its last try,
 * fails it with its refund through `render-abandoned` (ADR 20). Every change names the stalled
 * attempt, so a render some worker took up again meanwhile is left alone, and the stalled worker,
 * should it wake, finds the render no longer its own and stops.
 */
export async function sweepStalledRenders(deps: RenderSweeperDependencies): Promise<SweepResult> {
  const result: SweepResult = { requeued: 0, abandoned: 0 };
  for (const stalled of await renderOrders.findStalledRenders(deps.db, deps.stalledAfterSeconds)) {
    const reason = `the heartbeat of attempt ${stalled.attempt} stopped (${stalled.workerId ?? 'unknown worker'})`;
    const job = await deps.jobs.handBack('render', stalled.id, { countAttempt: true, reason });
    if (job === 'retry' || job === 'waiting') {
      if (await renderOrders.requeueRender(deps.db, stalled)) result.requeued += 1;
    } else {
      // `failed`: its dead letter is on its way; `gone`: nothing would ever run it, so it is
      // abandoned here. Failing and refunding happen once, whoever gets there first.
      if (job === 'gone') await deps.jobs.send('render-abandoned', { renderId: stalled.id });
      // Not swept again while its abandonment is on its way; only if that never lands.
      await renderOrders.recordHeartbeat(deps.db, stalled);
      result.abandoned += 1;
    }
    deps.log.warn({ renderId: stalled.id, job, reason }, 'stalled render swept');
  }
  return result;
}
