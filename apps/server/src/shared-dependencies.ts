import type { Config } from './config/env';
import type { Secrets } from './config/secrets';
import type { Database, Db } from './db/database';
import type { JobPayloads } from './jobs/job-payloads';
import type { JobQueue } from './jobs/job-queue';
import type { ApiKeyCheck } from './modules/auth/authenticate';
import type { TeamMemberships } from './modules/teams/team-memberships';
import type { LiveSearchIndex } from './modules/catalogue/search-index/live-search-index';
import type { FailureCounts } from './modules/auth/failure-counts';
// The files that declare these types, not the modules' indexes: the indexes import this file.
import type { DevMailbox } from './modules/mail/dev-mailbox';
import type { Mailer } from './modules/mail/mailer';
import type { MediaStorage } from './modules/media/storage';
import type { TextMessages } from './modules/sms/text-messages';
import type { UploadHold } from './modules/uploads/upload-holds';
import type { StoreMetrics } from './observability/store-metrics';
import type { TemplateSourceResolver } from './template-sources';

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
  /** Phone codes by text: the SMS provider, or the dev mailbox without one (ADR 34). */
  textMessages: TextMessages;
  /** Where mail and texts go without providers, listed at /dev/mailbox outside production. */
  mailbox: DevMailbox;
  storage: MediaStorage;
  /**
   * Where a video template's full-size clip and mask are, made first if need be: what renders
   * compose from and what a buyer downloads. One per process, so both share one ffmpeg run.
   */
  templateSources: TemplateSourceResolver;
  /** The job queue, started: a service enqueues in its own transaction with `send(…, { tx })`. */
  jobs: JobQueue<JobPayloads>;
  /** This app's metrics (ADR 32): services count into them; `/metrics` answers them. */
  metrics: StoreMetrics;
  /**
   * Wrong passwords counted so far, one set per app (or shared by every process through Redis):
   * sign-in, re-authentication and the dashboard's gate count into the same one, so a guesser
   * cannot spread guesses over them. The SMS limits take their windows from it too (`apart()`),
   * on its one connection.
   */
  failureCounts: FailureCounts;
  /**
   * API keys as the session hooks check them (ADR 47): one per app, holding each key's rate limit
   * (shared through Redis when REDIS_URL is set) and when its last use was written.
   */
  apiKeys: ApiKeyCheck;
  /** Whether a person belongs to the team a request pays as (`Frameshop-Team`, ADR 59). */
  teams: TeamMemberships;
  /**
   * The catalogue's templates on sale in memory, which searches are answered from (ADR 50): one
   * per app, loaded from when it listens (ADR 58); readiness says so until it is loaded.
   */
  searchIndex: LiveSearchIndex;
  /** What may keep a buyer's upload from being deleted: each module's own check (a batch's photos). */
  uploadHolds: readonly UploadHold[];
}
