import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config/env';
import { resolveSecrets } from './config/secrets';
import { openDatabase } from './db/database';
import { createDemoTemplateSources } from './demo-catalogue/demo-template-sources';
import { createMailer, DevMailbox } from './modules/mail';
import {
  createJobHandlers,
  jobPayloads,
  JobQueue,
  recurringJobs,
  startRecurringJobs,
} from './jobs';

const SHUTDOWN_GRACE_MS = 10_000;

/** The worker was started where it cannot run; the message says what to do instead. */
class WorkerCannotRunError extends Error {}

/**
 * `npm run worker`: runs the registered job handlers against PostgreSQL, as many processes on as
 * many machines as the load needs (ADR 2). The server applies the database migrations; start it
 * first, or jobs meeting a missing table fail and are retried.
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
  const database = await openDatabase(config.database);
  const log = pino({ level: config.logLevel, name: 'worker' });
  const jobs = new JobQueue(database, jobPayloads);
  try {
    await jobs.start({
      log,
      handlers: createJobHandlers({
        config,
        secrets,
        database,
        jobs,
        log,
        templateSources: createDemoTemplateSources({ config, secrets, database }),
        // Without SMTP_URL a worker's mail is only logged: its dev mailbox has no page.
        mailer: createMailer(config, new DevMailbox(), log),
      }),
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  const stopRecurring = startRecurringJobs(jobs, recurringJobs, log);

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an unexpected error');
    else log.info({ signal }, 'shutting down: letting running jobs finish');
    stopRecurring();
    await jobs.stop();
    await database.close();
  });
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
