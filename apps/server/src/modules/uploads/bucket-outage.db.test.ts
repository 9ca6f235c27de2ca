import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../../cluster/fault-proxy';
import { startHttpFaultProxy, type HttpFaultProxy } from '../../cluster/http-fault-proxy';
import { registerAccount } from '../../test-support/accounts-fixture';
import { startLocalS3, type LocalS3 } from '../../test-support/local-s3';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import {
  filesUnder,
  makeUploadFixtures,
  postUpload,
  type UploadFixtures,
} from '../../test-support/upload-fixtures';
import { expectServerError } from '../../test-support/answered-routes';

/** The bucket's timeout in this app: a silent bucket is given up on after it, twice per call. */
const TIMEOUT_SECONDS = 1;
/** The start of an MP4, then zeros: past two of the bucket's 5 MiB parts. */
const LONG_VIDEO = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41'),
  Buffer.alloc(12 * 1024 * 1024),
]);

describe(`uploads while the bucket fails or does not answer, on ${testEngine}`, () => {
  let s3: LocalS3;
  let failing: HttpFaultProxy;
  let silent: FaultProxy;
  let testApp: TestApp;
  let fixtures: UploadFixtures;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startLocalS3();
    // The app → a TCP proxy that can stall → an HTTP proxy that can answer 500 → the bucket.
    failing = await startHttpFaultProxy({
      host: '127.0.0.1',
      port: Number(s3.env.S3_ENDPOINT!.split(':')[2]),
    });
    silent = await startFaultProxy({ host: '127.0.0.1', port: failing.port });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'frameshop-bucket-outage-'));
    testApp = await createTestApp({
      env: {
        ...s3.env,
        S3_ENDPOINT: `http://127.0.0.1:${silent.port}`,
        S3_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
        DATA_DIR: dataDir,
      },
    });
    fixtures = await makeUploadFixtures();
  });
  afterAll(async () => {
    await testApp?.close();
    await silent?.close();
    await failing?.close();
    await s3?.close();
    await fixtures?.remove();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** Uploads `file` and checks it was refused as an outage, leaving nothing and using no quota. */
  async function refusedLeavingNothing(file: string | Buffer, fileName?: string) {
    const { token } = await registerAccount(testApp.app);
    const startedAt = Date.now();
    const answer = await expectServerError(() => postUpload(testApp.app, token, file, fileName));
    const ms = Date.now() - startedAt;
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      error: 'The store is briefly unavailable. Please try again in a moment.',
    });
    expect(answer.headers['retry-after']).toBe('5');
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/uploads',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(listed.json()).toMatchObject({ uploads: [], limits: { usedBytes: 0 } });
    expect(await filesUnder(path.join(dataDir, 'tmp'))).toEqual([]);
    const objects = (await filesUnder(path.join(s3.directory, s3.config.bucket))).filter((name) =>
      name.includes('private/uploads'),
    );
    expect(objects).toEqual([]);
    return ms;
  }

  it('answers 503 and keeps nothing while the bucket answers 500', async () => {
    failing.failWith(500);
    try {
      await refusedLeavingNothing(fixtures.png);
      // Past a part: the multipart upload fails while the request still streams, and the request
      // is answered rather than left waiting on a body the bucket no longer reads.
      await refusedLeavingNothing(LONG_VIDEO, 'long.mp4');
    } finally {
      failing.pass();
    }
    expect(failing.failed()).toBeGreaterThan(0);
  });

  it('answers 503 within its timeouts, not never, while the bucket takes requests and is silent', async () => {
    await silent.stall();
    let ms: number;
    try {
      ms = await refusedLeavingNothing(fixtures.png);
    } finally {
      await silent.restore();
    }
    // The put and the removal after it, each tried twice.
    expect(ms).toBeLessThan(4 * TIMEOUT_SECONDS * 1000 + 3000);
  });

  it('takes uploads again once the bucket is back', async () => {
    const { token } = await registerAccount(testApp.app);
    const answer = await postUpload(testApp.app, token, fixtures.png);
    expect(answer.statusCode, answer.body).toBe(201);
  });
});
