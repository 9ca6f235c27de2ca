import './config/read-env-file';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config/env';
import { resolveSecrets } from './config/secrets';
import { openMigratedDatabase } from './db/database';
import { createDemoTemplateSources } from './demo-catalogue/demo-template-sources';
import { createMailer, DevMailbox } from './modules/mail';
import { createMediaStorage } from './modules/media';
import { jobPayloads, JobQueue, longestStopMs, recurringJobs, startRecurringJobs } from './jobs';
import { createJobHandlers } from './job-handlers';
import { watchStore } from './modules/metrics';
import {
  createStoreMetrics,
  logOutput,
  startMetricsServer,
  type MetricsServer,
} from './observability';

/**
 * Beyond its grace period, a stopping worker waits this long for the jobs it handed back to say
 * so, and for the database to close, before close-with-grace ends it anyway.
 */
const SHUTDOWN_MARGIN_MS = 10_000;

/** The worker was started where it cannot run; the message says what to do instead. */
class WorkerCannotRunError extends Error {}

/**
 * `npm run worker`: runs the registered job handlers against PostgreSQL, as many processes on as
 * many machines as the load needs (ADR 2). It migrates the database like the server does, under
 * a lock, so servers and workers may start in any order and together (ADR 20).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.database.kind !== 'postgres') {
    throw new WorkerCannotRunError(
      'The job worker needs PostgreSQL: set DATABASE_URL=postgres://…\n' +
        'The embedded database opens in one process only, so there the server runs the jobs ' +
        'itself: `npm start` is all it takes.',
    );
  }
  const secrets = resolveSecrets(config);
  const database = await openMigratedDatabase(config.database);
  // One per process: the render handlers and the demo templates' sources share its client.
  const storage = createMediaStorage(config, secrets);
  const log = pino({ level: config.logLevel, name: 'worker' }, logOutput());
  const jobs = new JobQueue(database, jobPayloads);
  // The worker's own metrics: its renders and jobs happen here, where no API process sees them.
  const metrics = createStoreMetrics();
  const stopWatching = watchStore({ database, jobs, metrics, log });
  let metricsServer: MetricsServer | undefined;
  try {
    await jobs.start({
      log,
      handlers: createJobHandlers({
        config,
        secrets,
        database,
        jobs,
        log,
        storage,
        templateSources: createDemoTemplateSources({ config, database, storage }),
        // Without SMTP_URL a worker's mail is only logged: its dev mailbox has no page.
        mailer: createMailer(config, new DevMailbox()),
        metrics,
      }),
    });
    // Only where asked for: a worker otherwise listens on no port at all.
    const { token, port } = config.metrics;
    if (token && port !== null) {
      metricsServer = await startMetricsServer({ host: config.host, port, token, metrics, log });
      log.info({ port: metricsServer.port }, 'worker metrics at /metrics');
    }
  } catch (error) {
    await jobs.stop();
    await database.close();
    throw error;
  }

  const stopRecurring = startRecurringJobs(jobs, recurringJobs, log);

  // On SIGTERM it takes no new job and gives running ones the grace period to finish; a render
  // still running then is handed back to the queue, for another worker to run from the start.
  const graceMs = config.workerShutdownGraceSeconds * 1000;
  closeWithGrace(
    { delay: longestStopMs(graceMs) + SHUTDOWN_MARGIN_MS },
    async ({ signal, err }) => {
      if (err) log.error({ err }, 'shutting down after an unexpected error');
      else log.info({ signal, graceMs }, 'shutting down: letting running jobs finish');
      stopRecurring();
      await jobs.stop(graceMs);
      // After the jobs, so a scrape during the grace period still sees their last figures.
      await metricsServer?.close();
      stopWatching();
      await database.close();
      log.info('worker stopped');
    },
  );
  log.info({ jobs: Object.keys(jobPayloads) }, 'worker running');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof WorkerCannotRunError) {
    console.error(`\nThe Frameshop worker could not start.\n${error.message}\n`);
  } else {
    console.error('\nThe Frameshop worker could not start:', error);
  }
  process.exit(1);
});
