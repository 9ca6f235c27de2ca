import type { Config } from './config/env';
import type { Secrets } from './config/secrets';
import type { Database, Db } from './db/database';
import type { JobPayloads, JobQueue } from './jobs';
import type { DevMailbox, Mailer } from './modules/mail';
import type { LocalDiskStorage } from './modules/media';

/**
 * What every module's plugin builds its services from (ADR 10). `app.ts` makes one set per
 * application; a module takes what it needs and never reaches into another module for it.
 */
export interface SharedDependencies {
  config: Config;
  secrets: Secrets;
  database: Database;
  /** `database.db`: the query surface repositories take. */
  db: Db;
  mailer: Mailer;
  /** Text messages: the dev mailbox until an SMS provider is wired. */
  sms: Mailer;
  /** Where mail and texts go without providers, listed at /dev/mailbox outside production. */
  mailbox: DevMailbox;
  storage: LocalDiskStorage;
  /** The job queue, started: a service enqueues in its own transaction with `send(…, { tx })`. */
  jobs: JobQueue<JobPayloads>;
}
