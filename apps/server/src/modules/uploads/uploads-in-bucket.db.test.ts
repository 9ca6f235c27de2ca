import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode, healthResponseSchema, type Upload } from '@frameshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test-support/accounts-fixture';
import { startLocalS3, type LocalS3 } from '../../test-support/local-s3';
import { openMediaLink } from '../../test-support/media-links';
import { createTestApp, testSecrets, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { LocalDiskStorage, MediaUrlSigner } from '../media';
import {
  filesUnder,
  makeUploadFixtures,
  postUpload,
  type UploadFixtures,
} from '../../test-support/upload-fixtures';
import { expectServerError } from '../../test-support/answered-routes';

/** The objects s3rver holds, as keys. */
async function objectsIn(s3: LocalS3): Promise<string[]> {
  const files = await filesUnder(path.join(s3.directory, s3.config.bucket));
  return files
    .filter((file) => file.endsWith('._S3rver_object'))
    .map((file) => file.replace(/\._S3rver_object$/, ''));
}

describe(`uploads and downloads through an S3 bucket on ${testEngine}`, () => {
  let s3: LocalS3;
  let testApp: TestApp;
  let fixtures: UploadFixtures;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startLocalS3();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'frameshop-bucket-app-'));
    testApp = await createTestApp({ env: { ...s3.env, DATA_DIR: dataDir } });
    fixtures = await makeUploadFixtures();
  });
  afterAll(async () => {
    await testApp?.close();
    await s3?.close();
    await fixtures?.remove();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const upload = async (token: string, file: string): Promise<Upload> => {
    const response = await postUpload(testApp.app, token, file);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it('streams a video into the bucket, checks it there, and links to the bucket', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const answer = await upload(token, fixtures.mp4);
    expect(answer).toMatchObject({ kind: 'video', width: 320, height: 240, hasAudio: true });
    expect(answer.durationSeconds).toBeCloseTo(2, 1);

    const key = `private/uploads/${user.id}/${answer.uploadId}.mp4`;
    expect(await objectsIn(s3)).toEqual(
      expect.arrayContaining([key, `private/uploads/${user.id}/${answer.uploadId}-poster.jpg`]),
    );
    // The media route's link, as an account's files go out (ADR 31): it redirects to a presigned
    // link to the bucket itself, which serves the bytes and their ranges.
    expect(answer.url.startsWith(`/media/${key}?`)).toBe(true);
    const redirect = await testApp.app.inject({ method: 'GET', url: answer.url });
    expect(redirect.statusCode).toBe(302);
    const target = String(redirect.headers.location);
    expect(target.startsWith(`${s3.config.endpoint}/${s3.config.bucket}/${key}?`)).toBe(true);
    const whole = await fetch(target);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(await fs.readFile(fixtures.mp4));
    const part = await fetch(target, { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    const poster = Buffer.from(
      await (await openMediaLink(testApp.app, answer.posterUrl!)).arrayBuffer(),
    );
    expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    // Nothing of it on this machine: no media folder, no temp file left.
    expect(await filesUnder(path.join(dataDir, 'media'))).toEqual([]);
    expect(await filesUnder(path.join(dataDir, 'tmp'))).toEqual([]);
  });

  it('lets go of a second copy of the same photo once it is in the bucket, answering the first', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const first = await upload(token, fixtures.jpeg);
    const again = await postUpload(testApp.app, token, fixtures.jpeg);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ uploadId: first.uploadId, alreadyUploaded: true });
    const mine = (await objectsIn(s3)).filter((key) =>
      key.startsWith(`private/uploads/${user.id}/`),
    );
    expect(mine).toEqual([`private/uploads/${user.id}/${first.uploadId}.jpg`]);
  });

  it('takes a photo, fetched from the bucket to be checked and then let go', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const answer = await upload(token, fixtures.png);
    expect(answer).toMatchObject({ kind: 'image', width: 640, height: 360 });
    expect(await objectsIn(s3)).toContain(`private/uploads/${user.id}/${answer.uploadId}.png`);
    expect(await filesUnder(path.join(dataDir, 'tmp'))).toEqual([]);
  });

  it('removes a refused file from the bucket and leaves no parts or temp files', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const response = await postUpload(testApp.app, token, await fixtures.truncated(fixtures.mp4));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: ErrorCode.UnreadableMedia });
    expect((await objectsIn(s3)).filter((key) => key.includes(user.id))).toEqual([]);
    expect(await filesUnder(path.join(dataDir, 'tmp'))).toEqual([]);
  });

  it('keeps handed-out /media links working by redirecting to the bucket', async () => {
    const { token } = await registerAccount(testApp.app);
    const answer = await upload(token, fixtures.jpeg);
    const key = new URL(answer.url, 'http://store').pathname.slice('/media/'.length);
    // A link signed by the API as before the move to the bucket.
    const old = new LocalDiskStorage(
      path.join(dataDir, 'media'),
      new MediaUrlSigner(testSecrets.urlSigningSecret),
    ).signedLink(key, 600);
    const response = await testApp.app.inject({ method: 'GET', url: old });
    expect(response.statusCode).toBe(302);
    const target = String(response.headers.location);
    expect(target.startsWith(`${s3.config.endpoint}/${s3.config.bucket}/${key}?`)).toBe(true);
    const served = await fetch(target);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(await fs.readFile(fixtures.jpeg));

    const tampered = await testApp.app.inject({
      method: 'GET',
      url: old.slice(0, -1) + (old.endsWith('A') ? 'B' : 'A'),
    });
    expect(tampered.statusCode).toBe(403);
  });

  it('reports the bucket reachable in the health check, and down when it stops answering', async () => {
    const up = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(up.statusCode).toBe(200);
    expect(healthResponseSchema.parse(up.json())).toMatchObject({ db: 'ok', storage: 'ok' });

    const dataDir2 = await fs.mkdtemp(path.join(os.tmpdir(), 'frameshop-bucket-down-'));
    const down = await createTestApp({
      env: { ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9', DATA_DIR: dataDir2 },
    });
    try {
      const answer = await expectServerError(() =>
        down.app.inject({ method: 'GET', url: '/api/health' }),
      );
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ status: 'unavailable', db: 'ok', storage: 'down' });
    } finally {
      await down.close();
      await fs.rm(dataDir2, { recursive: true, force: true });
    }
  });
});
