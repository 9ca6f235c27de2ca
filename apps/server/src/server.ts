import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config/env';
import { resolveSecrets, type Secrets } from './config/secrets';
import { DataDirLockedError } from './db/data-dir-lock';
import { openMigratedDatabase, type Database } from './db/database';
import {
  createJobHandlers,
  jobPayloads,
  JobQueue,
  recurringJobs,
  startRecurringJobs,
} from './jobs';
import { prepareDemoCatalogue } from './demo-catalogue/prepare-demo-catalogue';
import { createDemoTemplateSources } from './demo-catalogue/demo-template-sources';
import { createMailer, DevMailbox } from './modules/mail';
import { createMediaStorage } from './modules/media';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const secrets = resolveSecrets(config);
  const database = await openMigratedDatabase(config.database);
  if (config.demoCatalogue) await prepareDemoCatalogueOnStart(config, secrets, database);
  const jobs = new JobQueue(database, jobPayloads);
  const mailbox = new DevMailbox();
  const app = await buildApp({ config, secrets, database, jobs, mailbox });
  // Nothing else can open the embedded database, so this process runs its jobs too (ADR 2).
  const handlers =
    database.kind === 'pglite'
      ? createJobHandlers({
          config,
          secrets,
          database,
          jobs,
          log: app.log,
          templateSources: createDemoTemplateSources({ config, secrets, database }),
          mailer: createMailer(config, mailbox, app.log),
        })
      : undefined;
  await jobs.start({ log: app.log, handlers });
  const stopRecurring = handlers ? startRecurringJobs(jobs, recurringJobs, app.log) : () => {};

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error');
    else app.log.info({ signal }, 'shutting down: draining in-flight requests');
    stopRecurring();
    await app.close();
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
  secrets: Secrets,
  database: Database,
): Promise<void> {
  try {
    await prepareDemoCatalogue({
      db: database.db,
      storage: createMediaStorage(config, secrets),
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

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\nFrameshop could not start.\n${error.message}\n`);
  } else {
    console.error('\nFrameshop could not start:', error);
  }
  process.exit(1);
});
