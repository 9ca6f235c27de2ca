import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config/env';
import type { Secrets } from '../config/secrets';
import type { Db } from '../db/database';
import type { Mailer } from '../modules/mail';
import type { MediaStorage } from '../modules/media';
import { createBatchRowSettlement } from '../modules/batches';
import { createRenderHandlers } from '../modules/renders';
import { teamMailRecipient } from '../modules/teams';
import { makeCompositionFixture, type CompositionFixture } from './composition-fixture';
import { createTestApp, testConfig, testSecrets, type TestApp } from './test-app';

const silent = { info() {}, warn() {}, error() {} };

export interface RenderBenchOptions<S extends MediaStorage> {
  /** Names the bench's data directory in the system's temp folder: `frameshop-<name>-…`. */
  name: string;
  /**
   * Variables over the test config's, beside the bench's DATA_DIR. Read when the suite starts, so
   * they may name what an earlier `beforeAll` started (a local bucket).
   */
  env?: () => Record<string, string>;
  /** The test's own handle on the media the app stores: `createLocalDiskStorage` to reach files. */
  storage: (config: Config, secrets: Secrets) => S;
  /** Where the render job's mail goes; none when omitted. */
  mailer?: Mailer;
  /** Stores the suite's template media and inserts their rows, once the app has its database. */
  arrange?: (bench: RenderBench<S>) => Promise<void>;
}

export interface RenderBench<S extends MediaStorage> {
  readonly fixture: CompositionFixture;
  readonly dataDir: string;
  readonly storage: S;
  /** The app's job queue (not running handlers: the suite runs the render job itself). */
  readonly jobs: TestApp['jobs'];
  /** The app, driven through `app.inject`. */
  readonly app: FastifyInstance;
  /** The app's database; a function, so a suite can take it apart at the top of its block. */
  db(): Db;
  /** The handlers of the render jobs, on the app's database and storage. */
  readonly handlers: ReturnType<typeof createRenderHandlers>;
  /** Runs the render job for `renderId` in the test's process, as a worker's attempt `attempt`. */
  run(renderId: string, attempt?: number): Promise<unknown>;
}

/**
 * The stage of the suites that order renders through the app and run the render job themselves:
 * generated media, a data directory of its own, the app on a fresh database and the render
 * handlers on the same database and storage. Set up before the `describe`'s tests (media made
 * with ffmpeg take a while) and taken down after them.
 */
export function useRenderBench<S extends MediaStorage>(
  options: RenderBenchOptions<S>,
): RenderBench<S> {
  let current:
    | {
        fixture: CompositionFixture;
        dataDir: string;
        storage: S;
        testApp: TestApp;
        handlers: ReturnType<typeof createRenderHandlers>;
      }
    | undefined;
  let fixture: CompositionFixture | undefined;
  let dataDir: string | undefined;
  let testApp: TestApp | undefined;

  const started = () => {
    if (!current) throw new Error('The render bench starts in beforeAll: use it inside a test.');
    return current;
  };
  const bench: RenderBench<S> = {
    get fixture() {
      return started().fixture;
    },
    get dataDir() {
      return started().dataDir;
    },
    get storage() {
      return started().storage;
    },
    get app() {
      return started().testApp.app;
    },
    get jobs() {
      return started().testApp.jobs;
    },
    get handlers() {
      return started().handlers;
    },
    db: () => started().testApp.database.db,
    run: (renderId, attempt = 1) =>
      started().handlers.render(
        { renderId },
        { id: renderId, name: 'render', attempt, shutdown: new AbortController().signal },
      ),
  };

  beforeAll(async () => {
    fixture = await makeCompositionFixture();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `frameshop-${options.name}-`));
    const env = { ...options.env?.(), DATA_DIR: dataDir };
    const config = testConfig(env);
    const storage = options.storage(config, testSecrets);
    testApp = await createTestApp({ env });
    const handlers = createRenderHandlers({
      config,
      db: testApp.database.db,
      storage,
      log: silent,
      mailer: options.mailer,
      mailRecipientOf: teamMailRecipient,
      batchRows: createBatchRowSettlement({
        db: testApp.database.db,
        jobs: testApp.jobs,
        storage,
        config,
        secrets: testSecrets,
      }),
    });
    current = { fixture, dataDir, storage, testApp, handlers };
    await options.arrange?.(bench);
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await fixture?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return bench;
}
