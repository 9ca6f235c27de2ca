import type { Config } from '../config/env';
import type { Secrets } from '../config/secrets';
import type { Database } from '../db/database';
import type { JobPayloads } from './job-payloads';
import type { JobHandlers } from './job-types';

/** What handlers build their services from: the same shared pieces the HTTP app gets. */
export interface JobDependencies {
  config: Config;
  secrets: Secrets;
  database: Database;
}

/**
 * The handler of every job in `jobPayloads`, built once per process that runs jobs: the server on
 * the embedded database, `npm run worker` on PostgreSQL. A handler calls its module's service.
 */
export function createJobHandlers(_deps: JobDependencies): JobHandlers<JobPayloads> {
  return {};
}
