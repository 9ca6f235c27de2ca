import type { Db } from '../../db/database';
import { logWith, type JobHandler, type JobInfo, type JobLog } from '../../jobs';
import type { StoreMetrics } from '../../observability';
import { renderOrders } from '../generated-videos';

type RenderHandler = JobHandler<{ renderId: string }>;

export interface RenderCounterDependencies {
  db: Db;
  metrics: Pick<StoreMetrics, 'renders'>;
  log: JobLog;
}

/**
 * The render jobs' handlers, counted: each attempt as it starts, and once it returns, what became
 * of the render as its row tells it (one read by id). Read after the fact, so the render job
 * itself knows nothing of metrics. Only a change this attempt saw counts (the row finished after
 * it began), so a job delivered twice for a finished render counts it once. An attempt that threw
 * is retried or handed back: its render is counted when a later attempt ends it.
 */
export function countRenders<
  H extends { render: RenderHandler; 'render-abandoned': RenderHandler },
>(handlers: H, deps: RenderCounterDependencies): H {
  const { renders } = deps.metrics;

  async function observe(renderId: string, since: Date, seconds: number, job: JobInfo) {
    const log = logWith(job.log ?? deps.log, { renderId });
    let outcome: Awaited<ReturnType<typeof renderOrders.findRenderOutcome>>;
    try {
      outcome = await renderOrders.findRenderOutcome(deps.db, renderId);
    } catch (err) {
      log.warn({ err }, 'render outcome not read for the metrics');
      return;
    }
    if (!outcome?.finishedAt || outcome.finishedAt < since) return;
    const kind = outcome.preview ? 'preview' : outcome.kind;
    if (outcome.status === 'completed') {
      renders.finished.inc({ kind });
      renders.duration.observe({ kind }, seconds);
      // Previews are cut short and pictures have no length: only an ordered video says how fast.
      const factor = kind === 'video' && seconds > 0 ? outcome.durationSeconds / seconds : 0;
      if (factor > 0) renders.realtimeFactor.observe(factor);
      log.info({ kind, seconds, realtimeFactor: factor || undefined }, 'render completed');
    } else if (outcome.status === 'failed') {
      renders.failed.inc({ kind });
    }
  }

  const render: RenderHandler = async (payload, job) => {
    renders.started.inc();
    const since = new Date();
    const started = performance.now();
    await handlers.render(payload, job);
    await observe(payload.renderId, since, (performance.now() - started) / 1000, job);
  };
  const abandoned: RenderHandler = async (payload, job) => {
    const since = new Date();
    await handlers['render-abandoned'](payload, job);
    await observe(payload.renderId, since, 0, job);
  };
  return {
    ...handlers,
    render: Object.assign(render, { concurrency: handlers.render.concurrency }),
    'render-abandoned': abandoned,
  };
}
