import './config/read-env-file';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config/env';
import { resolveSecrets } from './config/secrets';
import { DataDirLockedError } from './db/data-dir-lock';
import { openMigratedDatabase, type Database } from './db/database';
import { jobPayloads, JobQueue, longestStopMs, recurringJobs, startRecurringJobs } from './jobs';
import { createJobHandlers } from './job-handlers';
import { prepareDemoCatalogue } from './demo-catalogue/prepare-demo-catalogue';
import { createDemoTemplateSources } from './demo-catalogue/demo-template-sources';
import { createMailer, DevMailbox } from './modules/mail';
import { createMediaStorage, locateFfmpeg, type MediaStorage } from './modules/media';
import { rekeyPaidMedia } from './modules/paid-media';
import { findSystemFont } from './modules/media';
import { createStoreMetrics } from './observability';

/** Beyond the job queue's own bound on stopping: closing requests and the database. */
const SHUTDOWN_MARGIN_MS = 5_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const secrets = resolveSecrets(config);
  const database = await openMigratedDatabase(config.database);
  // One per process: the start-up work, the requests and the jobs share its client.
  const storage = createMediaStorage(config, secrets);
  if (config.demoCatalogue) await prepareDemoCatalogueOnStart(config, database, storage);
  await rekeyPaidMediaOnStart(config, database, storage);
  const jobs = new JobQueue(database, jobPayloads);
  const mailbox = new DevMailbox();
  // One per process: a download and a render of one template share one ffmpeg run.
  const templateSources = createDemoTemplateSources({ config, database, storage });
  // One set per process: what its requests and its jobs count, answered at /metrics (ADR 32).
  const metrics = createStoreMetrics();
  const app = await buildApp({
    config,
    secrets,
    database,
    jobs,
    mailbox,
    storage,
    templateSources,
    metrics,
  });
  // A one-machine store just works: the server runs the jobs too, on either database, unless it
  // is an API-only process of a larger store (RUN_JOBS=false, PostgreSQL only; ADR 2).
  const handlers = config.runJobs
    ? createJobHandlers({
        config,
        secrets,
        database,
        jobs,
        log: app.log,
        storage,
        templateSources,
        mailer: createMailer(config, mailbox),
        metrics,
      })
    : undefined;
  await jobs.start({ log: app.log, handlers });
  // The embedded database has one process, which can stall no render of another: its sweeper
  // would only cost an idle store queries (a dead process's jobs are retried at its next start).
  const recurring = recurringJobs.filter(
    ({ name }) => database.kind === 'postgres' || name !== 'sweep-stalled-renders',
  );
  const stopRecurring = handlers ? startRecurringJobs(jobs, recurring, app.log) : () => {};

  closeWithGrace({ delay: longestStopMs() + SHUTDOWN_MARGIN_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error');
    else app.log.info({ signal }, 'shutting down: draining in-flight requests');
    stopRecurring();
    // A keep-alive connection whose request was still running when closing began would hold the
    // close until its client let go (a load balancer never does): each one goes once it is idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 250);
    await app.close().finally(() => clearInterval(closeIdle));
    // After the requests that may enqueue jobs, before the database the running jobs use.
    await jobs.stop();
    await database.close();
  });

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.warn(
    `\nFrameshop is running at http://${shownHost}:${port} ` +
      `(database: ${database.kind === 'pglite' ? `embedded, ${config.database.kind === 'pglite' ? config.database.dataDir : ''}` : 'PostgreSQL'})\n`,
  );
}

/**
 * A new clone shows a browsable store: an empty catalogue is filled with generated demo templates
 * before the server listens. Failing that is no reason not to start; the next start tries again.
 */
async function prepareDemoCatalogueOnStart(
  config: Config,
  database: Database,
  storage: MediaStorage,
): Promise<void> {
  try {
    await prepareDemoCatalogue({
      db: database.db,
      storage,
      ffmpegPath: config.ffmpegPath,
      label: 'Preparing the demo catalogue (first start only)',
    });
  } catch (error) {
    console.warn(
      `\nThe demo catalogue could not be prepared, so the store starts empty.\n` +
        `${error instanceof Error ? error.message : String(error)}\n` +
        'Set DEMO_CATALOGUE=false to skip it.\n',
    );
  }
}

/**
 * Templates stored before paid files were private keep them at public keys: they are moved before
 * the server listens (ADR 13), so no answer hands out an old URL. Quick when there is nothing to do
 * (one query); servers starting together on one PostgreSQL share the work safely. A failure is
 * logged and retried on the next start.
 */
async function rekeyPaidMediaOnStart(
  config: Config,
  database: Database,
  storage: MediaStorage,
): Promise<void> {
  try {
    const result = await rekeyPaidMedia({
      db: database.db,
      storage,
      ffmpegPath: () => locateFfmpeg({ configuredPath: config.ffmpegPath }).path,
      font: findSystemFont(),
      // Before the server's logger exists: what could not be moved is told on the console.
      log: { info: () => {}, warn: (details, message) => console.warn(message, details) },
    });
    if (result.moved > 0) {
      console.warn(`Moved the paid files of ${result.moved} templates to private storage.`);
    }
  } catch (error) {
    console.warn(
      `\nThe paid files of older templates could not be moved to private storage; the next start ` +
        `tries again.\n${error instanceof Error ? error.message : String(error)}\n`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\nFrameshop could not start.\n${error.message}\n`);
  } else {
    console.error('\nFrameshop could not start:', error);
  }
  process.exit(1);
});
