import type { ClusterStack } from './cluster-stack';
import { renderRows } from './renders-finished';
import { eventually } from '../test-support/eventually';

export interface KilledWorker {
  /** The render it was running. */
  renderId: string;
  /** Its slot among the stack's workers, for a replacement on the same data directory. */
  slot: number;
  killedAt: number;
}

/**
 * Waits until one of `renderIds` is under way (its progress past 0), then kills the worker running
 * it with SIGKILL, as a lost machine would stop it: no drain, no hand-back.
 */
export async function killWorkerMidRender(
  stack: ClusterStack,
  renderIds: string[],
  timeoutMs = 120_000,
): Promise<KilledWorker> {
  let running: Awaited<ReturnType<typeof renderRows>>[number] | undefined;
  await eventually(
    'a render under way',
    async () => {
      running = (await renderRows(stack.database.db, renderIds)).find(
        (row) => row.status === 'processing' && row.progress > 0,
      );
      return running !== undefined;
    },
    timeoutMs,
  );
  const pid = Number(running!.workerId?.split(':')[1]);
  const index = stack.workers.findIndex(
    (worker) => worker.child.pid === pid && worker.child.exitCode === null,
  );
  if (index < 0) throw new Error(`no worker of pid ${pid} runs render ${running!.id}`);
  stack.workers[index]!.child.kill('SIGKILL');
  await stack.workers[index]!.exited;
  return { renderId: running!.id, slot: stack.workerSlots[index]!, killedAt: Date.now() };
}
