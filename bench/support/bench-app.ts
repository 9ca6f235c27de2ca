import { buildApp } from '../../apps/server/src/app';
import { loadConfig, type Config } from '../../apps/server/src/config/env';
import type { Secrets } from '../../apps/server/src/config/secrets';
import type { Database } from '../../apps/server/src/db/database';
import type { JobPayloads, JobQueue } from '../../apps/server/src/jobs';
import type { LiveSearchIndex } from '../../apps/server/src/modules/catalogue';

export const benchSecrets: Secrets = {
  jwtSecret: 'b'.repeat(40),
  urlSigningSecret: 'b'.repeat(40),
};

/**
 * The config of a production server that is quiet and never rate-limited (a bench's load comes
 * from one address), with rate limits counted in Redis when REDIS_URL is set; `env` adds settings.
 */
export function benchConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    // Production needs a mail transport; nothing here sends mail.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    // Nothing here pays for credit packs; production refuses the sandbox unless told.
    PAYMENTS_SANDBOX: 'true',
    // Production needs an SMS provider or phone numbers taken unverified; nothing here texts.
    PHONE_VERIFICATION: 'off',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    DATA_DIR: '/tmp/frameshop-bench',
    DEMO_CATALOGUE: 'false',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
}

/**
 * The real app on `database` with the bench's config (see benchConfig). Its job queue only
 * enqueues, never runs a job: `jobs` when given (started by the caller without handlers, to share
 * with services called in-process), else the app's own.
 */
export function buildBenchApp(
  database: Database,
  env: Record<string, string> = {},
  jobs?: JobQueue<JobPayloads>,
  searchIndex?: LiveSearchIndex,
) {
  return buildApp({
    config: benchConfig(env),
    secrets: benchSecrets,
    database,
    ...(jobs ? { jobs } : {}),
    ...(searchIndex ? { searchIndex } : {}),
  });
}
