import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config/env';
import { openMigratedDatabase, type Database } from '../db/database';
import { catalogueTemplates, type TemplateRow } from '../modules/catalogue';
import { createMediaStorage } from '../modules/media';
import {
  makeCompositionFixture,
  makeStillUpload,
  makeTemplateClip,
  RED,
  type CompositionFixture,
} from '../test-support/composition-fixture';
import { forwardingApp } from '../test-support/forwarding-app';
import { startLocalRazorpay, type LocalRazorpay } from '../test-support/local-razorpay';
import { startLocalS3, type LocalS3 } from '../test-support/local-s3';
import { createThrowawayPostgres } from '../test-support/test-database';
import { startWorker, waitForWorker, type RunningWorker } from '../test-support/worker-process';
import { apiPool, type ApiPool } from './api-pool';

export const PACK = { id: 'pack-1000', credits: 1000 };
export const PRICE = 25;
export const BOUGHT_PRICE = 40;
const TEMPLATE = {
  width: 960,
  height: 540,
  seconds: 15,
  window: { x: 300, y: 120, width: 360, height: 240 },
};
const secrets = {
  JWT_SECRET: 'cluster-run-jwt-secret-long-enough-to-pass',
  URL_SIGNING_SECRET: 'cluster-run-url-signing-secret-long-enough',
};

export interface StackOptions {
  /** An admin URL: the throwaway database is made beside its database. */
  adminUrl: string;
  redisUrl: string;
  /** Names the bucket (`frameshop-<name>`) and the temp folder. */
  name: string;
  /** RATE_LIMIT_MAX of the API processes. */
  rateLimit: number;
  /**
   * The URL the processes reach the throwaway database at, when not its own (through a fault
   * proxy); the run's own checks always connect directly.
   */
  processDatabaseUrl?: (url: string) => string;
  /**
   * The address the processes reach the bucket at, when not its own (through a fault proxy put
   * in front of it once the bucket runs); the run's own setup always reaches it directly.
   */
  processBucketEndpoint?: (endpoint: string) => Promise<string>;
  /** More of the environment of every process, and of the workers alone. */
  processEnv?: Record<string, string>;
  workerEnv?: Record<string, string>;
}

export interface ClusterStack {
  /** The run's own connection to the throwaway database, for setting up and checking. */
  database: Database;
  s3: LocalS3;
  bucket: string;
  razorpay: LocalRazorpay;
  pool: ApiPool;
  /** Every worker started, the killed ones too, and the data directory slot of each. */
  workers: RunningWorker[];
  workerSlots: number[];
  /** The template ordered as renders, and the one bought outright. */
  rendered: TemplateRow;
  bought: TemplateRow;
  /** A small red photo, the upload of every render order. */
  photo: string;
  /** Each process's data directory. */
  dirOf(name: string): string;
  /** Starts one more worker with slot n's data directory and waits until it runs. */
  startWorkerOn(n: number): Promise<RunningWorker>;
  /** A stand-in balancer hop to `target`, naming `address` as the client; closed with the stack. */
  client(target: () => string, address: string): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * The store as a cluster on one machine (ADR 20): two API-only processes and two workers on one
 * throwaway PostgreSQL database, rate limits in Redis, media in a local S3-compatible bucket,
 * payments through the local Razorpay stand-in, each process with a data directory of its own,
 * and two video templates for sale. `close` stops and removes all of it, also when starting failed
 * halfway (it is then called before the error is thrown).
 */
export async function startClusterStack(options: StackOptions): Promise<ClusterStack> {
  const closers: (() => Promise<unknown> | void)[] = [];
  // Everything is stopped and removed even when one part fails to close; the first failure is
  // thrown after the rest.
  const close = async () => {
    const failures: unknown[] = [];
    for (const closer of closers.splice(0).reverse()) {
      await Promise.resolve()
        .then(closer)
        .catch((error: unknown) => failures.push(error));
    }
    if (failures.length > 0) throw failures[0];
  };
  try {
    return await start(options, closers, close);
  } catch (error) {
    await close();
    throw error;
  }
}

async function start(
  options: StackOptions,
  closers: (() => Promise<unknown> | void)[],
  close: () => Promise<void>,
): Promise<ClusterStack> {
  const fixture: CompositionFixture = await makeCompositionFixture();
  closers.push(() => fixture.remove());
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `frameshop-${options.name}-`));
  closers.push(() => fs.rmSync(root, { recursive: true, force: true }));
  const dirOf = (name: string) => path.join(root, name);
  const bucket = `frameshop-${options.name}`;
  const s3 = await startLocalS3(bucket);
  closers.push(() => s3.close());
  const razorpay = await startLocalRazorpay();
  closers.push(() => razorpay.close());
  const throwaway = await createThrowawayPostgres(options.adminUrl);
  closers.push(() => throwaway.drop());
  const database = await openMigratedDatabase({ kind: 'postgres', url: throwaway.url, poolMax: 2 });
  closers.push(() => database.close());

  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dirOf('setup'), ...secrets, ...s3.env });
  const storage = createMediaStorage(config, {
    jwtSecret: secrets.JWT_SECRET,
    urlSigningSecret: secrets.URL_SIGNING_SECRET,
  });
  const clip = await makeTemplateClip(fixture, 'cluster', TEMPLATE);
  await storage.put('public/cluster/clip.mp4', clip.sourcePath);
  await storage.put('public/cluster/mask.png', clip.maskPath);
  const template = {
    kind: 'video' as const,
    priceInd: null,
    width: TEMPLATE.width,
    height: TEMPLATE.height,
    durationSeconds: TEMPLATE.seconds,
    media: {
      poster: 'public/cluster/poster.jpg',
      source: 'public/cluster/clip.mp4',
      mask: 'public/cluster/mask.png',
    },
  };
  const [rendered, bought] = await catalogueTemplates.insertTemplates(database.db, [
    { ...template, name: 'Cluster', price: PRICE },
    { ...template, name: 'Cluster bought', price: BOUGHT_PRICE },
  ]);

  const env = {
    DATABASE_URL: options.processDatabaseUrl?.(throwaway.url) ?? throwaway.url,
    REDIS_URL: options.redisUrl,
    ...secrets,
    ...s3.env,
    ...(options.processBucketEndpoint
      ? { S3_ENDPOINT: await options.processBucketEndpoint(s3.env.S3_ENDPOINT!) }
      : {}),
    ...razorpay.env(),
    ...options.processEnv,
  };
  const apiEnv = (n: number) => ({
    ...env,
    DATA_DIR: dirOf(`api-${n}`),
    RUN_JOBS: 'false',
    // The balancer stand-in forwards from loopback and names the client in X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_MAX: String(options.rateLimit),
  });
  const workerEnv = (n: number) => ({
    ...env,
    ...options.workerEnv,
    DATA_DIR: dirOf(`worker-${n}`),
  });
  const pool = apiPool();
  closers.push(() => pool.stopAll());
  const workers: RunningWorker[] = [];
  const workerSlots: number[] = [];
  closers.push(async () => {
    for (const worker of workers) worker.child.kill('SIGKILL');
    await Promise.all(workers.map((worker) => worker.exited));
  });
  const clients: FastifyInstance[] = [];
  closers.push(() => Promise.all(clients.map((app) => app.close())));

  await Promise.all([pool.add(apiEnv(0)), pool.add(apiEnv(1))]);
  const launch = async (n: number) => {
    const worker = await startWorker(workerEnv(n));
    workers.push(worker);
    workerSlots.push(n);
    return worker;
  };
  await Promise.all([launch(0), launch(1)].map(async (worker) => waitForWorker(await worker)));
  const photo = await makeStillUpload(fixture, 'red.png', { color: RED, width: 64, height: 64 });

  return {
    database,
    s3,
    bucket,
    razorpay,
    pool,
    workers,
    workerSlots,
    rendered: rendered!,
    bought: bought!,
    photo,
    dirOf,
    startWorkerOn: async (n) => {
      const worker = await launch(n);
      await waitForWorker(worker);
      return worker;
    },
    client: async (target, address) => {
      const app = await forwardingApp(target, { forwardedFor: address });
      clients.push(app);
      return app;
    },
    close,
  };
}
