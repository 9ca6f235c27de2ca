import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import type { JobLog, JobQueue, JobPayloads } from '../../jobs';
import type { StoreMetrics } from '../../observability';
import type { SharedDependencies } from '../../shared-dependencies';
import { observeCreditChanges } from '../credits';
import { renderOrders } from '../generated-videos';
import { creditCounter } from './credit-counters';
import { metricsRoutes } from './metrics.routes';

export { countRenders } from './render-counters';

export interface StoreWatchDependencies {
  database: Database;
  jobs: Pick<JobQueue<JobPayloads>, 'statsByName'>;
  metrics: StoreMetrics;
  log: JobLog;
}

/**
 * Connects a process's metrics to what they count without being told: the credit ledger (each
 * change once its transaction commits), and, when scraped, the PostgreSQL pool and the job queue.
 * Once per metrics instance (each gauge is registered once); answers a stop for the ledger.
 */
export function watchStore({ database, jobs, metrics, log }: StoreWatchDependencies): () => void {
  // PGlite has no pool: one connection in the process, whose queries queue on a lock that
  // reports nothing, so no pool gauges are registered there.
  if (database.poolStats()) {
    metrics.watchPool(() => database.poolStats() ?? { total: 0, idle: 0, waiting: 0, max: 0 });
  }
  metrics.watchQueue(
    () => jobs.statsByName(),
    (err) => log.warn({ err }, 'job queue figures not read for the metrics'),
  );
  metrics.watchBatchRows(
    () => renderOrders.countBatchRowsInQueue(database.db),
    (err) => log.warn({ err }, 'batch rows not counted for the metrics'),
  );
  return observeCreditChanges(database.db, creditCounter(metrics));
}

/** `/metrics` (ADR 32), and the figures it gauges from the database and the queue. */
export const metricsModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const stopWatching = watchStore({ ...deps, log: app.log });
  app.addHook('onClose', (_instance, done) => {
    stopWatching();
    done();
  });
  await app.register(metricsRoutes, { token: deps.config.metrics.token, metrics: deps.metrics });
};
