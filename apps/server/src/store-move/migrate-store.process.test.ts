import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OwnedTemplate, Render } from '@frameshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDatabase } from '../db/database';
import { createMediaStorage } from '../modules/media';
import { caller, registerBuyer, spendingAnomalies } from '../test-support/commerce-fixture';
import {
  insertClipTemplate,
  makeCompositionFixture,
  orderRedPhotoRender,
  type CompositionFixture,
} from '../test-support/composition-fixture';
import { startLocalS3, type LocalS3 } from '../test-support/local-s3';
import { eventually } from '../test-support/eventually';
import { openMediaLink } from '../test-support/media-links';
import { serverProcesses } from '../test-support/server-process';
import { testConfig, testSecrets } from '../test-support/test-app';
import { createThrowawayPostgres } from '../test-support/test-database';
import { storeProgramArgs } from '../../../../scripts/server-bundle.mjs';

const PRICE = 20;

/** `npm run migrate-store` as its own process, with only the variables given; its exit code and output. */
async function migrateStore(args: string[], env: Record<string, string>) {
  const program = await storeProgramArgs('migrate-store');
  const child = spawn(process.execPath, [...program, ...args], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

/** The bucket's settings as an operator exports them for the move: all but its name, given as --to-bucket. */
function withoutBucketName(env: Record<string, string>): Record<string, string> {
  const { S3_BUCKET: _bucket, ...rest } = env;
  return rest;
}

/** An answer without its links: public files now come from the bucket's address, not /media. */
function withoutLinks(answer: unknown): unknown {
  return JSON.parse(JSON.stringify(answer), (key, value: unknown) =>
    key.endsWith('Url') ? undefined : value,
  );
}

/**
 * A store used on the embedded database and local disk — an account that bought a template, paid for
 * a credit pack and rendered a video — moves with `npm run migrate-store -- --to-postgres … --to-bucket …`.
 * Started on PostgreSQL with the bucket, the store knows the account, its balance, purchases,
 * payment and render, and serves the bought file and the rendered video from the bucket.
 */
// Moving needs a PostgreSQL server to move to: the suite runs where DATABASE_URL names one (CI does).
describe.runIf(process.env.DATABASE_URL)(
  'moving an embedded store to PostgreSQL and a bucket',
  () => {
    let fixture: CompositionFixture;
    let dataDir: string;
    let bucket: LocalS3;
    let postgres: Awaited<ReturnType<typeof createThrowawayPostgres>>;
    let templateId = '';
    const processes = serverProcesses();

    beforeAll(async () => {
      fixture = await makeCompositionFixture();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-store-move-'));
      bucket = await startLocalS3('frameshop-moved');
      postgres = await createThrowawayPostgres(process.env.DATABASE_URL!);
      // The template goes in before the server starts: the embedded database has one process.
      const database = await openMigratedDatabase({
        kind: 'pglite',
        dataDir: path.join(dataDir, 'pglite'),
      });
      try {
        const storage = createMediaStorage(testConfig({ DATA_DIR: dataDir }), testSecrets);
        templateId = await insertClipTemplate(fixture, { db: database.db, storage }, 'moving', {
          width: 320,
          height: 180,
          seconds: 2,
          window: { x: 80, y: 40, width: 160, height: 100 },
          price: PRICE,
        });
      } finally {
        await database.close();
      }
    }, 120_000);
    afterAll(async () => {
      await processes.stopAll();
      await fixture?.remove();
      await bucket?.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('carries accounts, purchases, payments, renders and media over, and the store finds them all', async () => {
      const embedded = await processes.start({ DATA_DIR: dataDir, DATABASE_URL: '' });
      const buyer = await registerBuyer(embedded.app);
      const order = await buyer.call('POST', '/api/create-razorpay-order', { packId: 'pack-500' });
      const paid = await buyer.call('POST', '/api/sandbox-payments', {
        orderId: order.json().orderId,
        outcome: 'paid',
      });
      expect(
        (await buyer.call('POST', '/api/verify-razorpay-payment', paid.json())).statusCode,
      ).toBe(200);
      const renderId = await orderRedPhotoRender(fixture, embedded.app, buyer, {
        templateId,
        price: PRICE,
      });
      await eventually(
        'the render completes on the embedded store',
        async () =>
          ((await buyer.call('GET', `/api/renders/${renderId}`)).json() as Render).status ===
          'completed',
        90_000,
      );
      // The render's sale reaches the template's purchase count with the store's recurring count.
      await eventually(
        'the sale is counted on the embedded store',
        async () =>
          ((await buyer.call('GET', '/api/purchases')).json() as { purchases: OwnedTemplate[] })
            .purchases[0]?.template.purchaseCount === 1,
        30_000,
      );
      const before = {
        profile: (await buyer.call('GET', '/api/profile')).json(),
        purchases: (await buyer.call('GET', '/api/purchases')).json(),
        videos: (await buyer.call('GET', '/api/user-generated-videos')).json(),
      };
      embedded.server.child.kill('SIGTERM');
      expect(await embedded.server.exited).toBe(0);

      const moved = await migrateStore(
        ['--to-postgres', postgres.url, '--to-bucket', bucket.config.bucket],
        { DATA_DIR: dataDir, ...withoutBucketName(bucket.env) },
      );
      expect(moved.code, moved.output).toBe(0);
      expect(moved.output).toMatch(/users\s+1 rows/);
      expect(moved.output).toMatch(/generated_videos\s+1 rows/);

      const clustered = await processes.start({
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        ...bucket.env,
      });
      // The move happened while the store was stopped: the embedded copy is no longer read.
      fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
      fs.rmSync(path.join(dataDir, 'media'), { recursive: true, force: true });
      const call = caller(clustered.app, buyer.token);
      expect((await call('GET', '/api/profile')).json()).toEqual(before.profile);
      expect(withoutLinks((await call('GET', '/api/purchases')).json())).toEqual(
        withoutLinks(before.purchases),
      );
      const videos = (await call('GET', '/api/user-generated-videos')).json();
      expect(videos.videos.map((video: { id: string }) => video.id)).toEqual(
        before.videos.videos.map((video: { id: string }) => video.id),
      );

      const render = (await call('GET', `/api/renders/${renderId}`)).json() as Render;
      expect(render.status).toBe('completed');
      // The video comes from the bucket (the media folder is gone), through the media route's
      // redirect, as an account's files go out (ADR 31).
      expect(render.signedUrl!.startsWith('/media/private/renders/')).toBe(true);
      const opened = await openMediaLink(clustered.app, render.signedUrl!);
      expect(opened.status).toBe(200);
      const film = Buffer.from(await opened.arrayBuffer());
      expect(film.subarray(4, 8).toString()).toBe('ftyp');

      const database = await openMigratedDatabase({ kind: 'postgres', url: postgres.url });
      try {
        expect(await spendingAnomalies(database.db, buyer.userId)).toEqual([]);
      } finally {
        await database.close();
      }
    }, 300_000);
  },
);
