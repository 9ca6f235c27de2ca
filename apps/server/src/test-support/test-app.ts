import type { DestinationStream } from 'pino';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config/env';
import type { Secrets } from '../config/secrets';
import type { Deadlines } from '../http/outbound-request';
import { createJobHandlers } from '../job-handlers';
import { jobPayloads, JobQueue, type JobPayloads } from '../jobs';
import { createMailer, DevMailbox } from '../modules/mail';
import { createMediaStorage } from '../modules/media';
import { createStoreMetrics, type StoreMetrics } from '../observability';
import { poster, type Post } from './accounts-fixture';
import { recordAnsweredRoutes } from './answered-routes';
import { createTestDatabase, type TestDatabase } from './test-database';

export const testSecrets: Secrets = {
  jwtSecret: 'test-jwt-secret-that-is-long-enough-to-pass',
  urlSigningSecret: 'test-url-signing-secret-long-enough-to-pass',
};

/** A config as the server would load it, with quiet logs and any variables the test overrides. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'frameshop-test-unused'),
    // No snapshot of the search index unless a test asks: test files share that folder.
    SEARCH_SNAPSHOT_DIR: 'off',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** The app's job queue: it runs the handlers only when the test runs jobs (`runJobs`). */
  jobs: JobQueue<JobPayloads>;
  /** What the app and its jobs count into, as `/metrics` answers it. */
  metrics: StoreMetrics;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Registers extra routes before the app is sealed, e.g. a probe that throws. */
  extend?: (app: FastifyInstance) => void;
  /** Runs the job handlers in this process, as the server does on the embedded database. */
  runJobs?: boolean;
  /** How long the SMS provider may take, shorter than a person's 5 s and 10 s. */
  smsDeadlines?: Deadlines;
  /** Where the app's log lines go (set LOG_LEVEL in `env` to have any). */
  logStream?: DestinationStream;
  /** Where the app's answers are recorded instead of the run's folder: for the recorder's own test. */
  answersDir?: string;
}

/** The real application on a fresh database, driven through `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(options.env);
  const jobs = new JobQueue(database, jobPayloads);
  // Shared with the jobs, as the server shares it: their mail is at /dev/mailbox too.
  const mailbox = new DevMailbox();
  // Shared with the jobs too, as the server shares it: one process answers one set of metrics.
  const metrics = createStoreMetrics();
  // And the storage, as the server shares it between its requests and its jobs.
  const storage = createMediaStorage(config, testSecrets);
  const app = await buildApp({
    config,
    secrets: testSecrets,
    database,
    jobs,
    mailbox,
    storage,
    metrics,
    smsDeadlines: options.smsDeadlines,
    logStream: options.logStream,
  });
  recordAnsweredRoutes(app, options.answersDir);
  options.extend?.(app);
  const mailer = createMailer(config, mailbox);
  const deps = {
    config,
    secrets: testSecrets,
    database,
    jobs,
    log: app.log,
    storage,
    mailer,
    metrics,
  };
  await jobs.start({
    log: app.log,
    ...(options.runJobs ? { handlers: createJobHandlers(deps) } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    jobs,
    metrics,
    close: async () => {
      await app.close();
      await jobs.stop();
      await database.close();
    },
  };
}

/**
 * The real application for the tests of one `describe`: created before them, closed after them.
 * Its properties are read when a test runs, so they can be taken apart at the top of the block.
 */
export function useTestApp(options: TestAppOptions = {}) {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const started = () => {
    if (!current) throw new Error('The test app starts in beforeAll: use it inside a test.');
    return current;
  };
  const post: Post = (url, payload, headers) => poster(started().app)(url, payload, headers);
  return {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    get jobs() {
      return started().jobs;
    },
    get metrics() {
      return started().metrics;
    },
    /** POSTs JSON from a fresh client address per call (see `poster`). */
    post,
  };
}
