import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  adminBucketUploadEndpoints,
  adminCatalogueEndpoints,
  bucketPartLength,
  BucketUploadMessage,
  endpointPath,
  type BucketPartUrls,
  type BucketUploadedParts,
  type BucketUploadStart,
  type OwnerTemplate,
} from '@frameshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test-support/accounts-fixture';
import { insertAdmin } from '../../test-support/admin-fixture';
import { caller } from '../../test-support/commerce-fixture';
import { createOwnerTemplate, settledTemplate } from '../../test-support/owner-catalogue-fixture';
import { startLocalS3, type LocalS3 } from '../../test-support/local-s3';
import { makeTestInputs, type TestInputs } from '../../test-support/template-media-inputs';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { S3Storage } from '../media';
import { BUCKET_PART_BYTES } from './bucket-uploads';

/** An MP4 top-level `free` box of `size` bytes: padding every demuxer skips. */
function freeBox(size: number): Buffer {
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write('free', 4, 'latin1');
  return box;
}

async function adminCaller(testApp: TestApp) {
  return (await insertAdmin(testApp.app, testApp.database.db)).call;
}

const uploadPath = (path: string, templateId: string, role: string) =>
  endpointPath(path, { templateId, role });

describe(`an owner's media sent straight to an S3 bucket on ${testEngine}`, () => {
  let s3: LocalS3;
  let storage: S3Storage;
  let testApp: TestApp;
  let inputs: TestInputs;
  let dataDir: string;
  let call: Awaited<ReturnType<typeof adminCaller>>;

  beforeAll(async () => {
    s3 = await startLocalS3();
    storage = new S3Storage(s3.config);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'frameshop-bucket-uploads-'));
    inputs = await makeTestInputs();
    testApp = await createTestApp({ runJobs: true, env: { ...s3.env, DATA_DIR: dataDir } });
    call = await adminCaller(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
    await s3?.close();
    await inputs?.remove();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const create = (kind: 'video' | 'image') => createOwnerTemplate(call, kind, `Bucket ${kind}`);
  const settled = (templateId: string) => settledTemplate(call, templateId);

  const { start, partUrls, parts, complete, abort } = adminBucketUploadEndpoints;

  async function begin(templateId: string, role: string, size: number, contentType: string) {
    const started = await call('POST', uploadPath(start.path, templateId, role), {
      size,
      contentType,
    });
    expect(started.statusCode, started.body).toBe(200);
    return started.json<BucketUploadStart>();
  }

  /** A part PUT by plain fetch to its presigned URL, as a browser does; answers its ETag. */
  async function putPart(
    templateId: string,
    role: string,
    session: BucketUploadStart,
    partNumber: number,
    bytes: Buffer,
    fileSize: number,
  ): Promise<string> {
    const asked = await call('POST', uploadPath(partUrls.path, templateId, role), {
      uploadId: session.uploadId,
      key: session.key,
      size: fileSize,
      partNumbers: [partNumber],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [part] = asked.json<BucketPartUrls>().parts;
    expect(part!.url.startsWith(`${s3.config.endpoint}/${s3.config.bucket}/${session.key}?`)).toBe(
      true,
    );
    // Signed for the part's length: the bucket refuses a PUT of any other (the local bucket
    // checks no V4 signature, so what is signed is read off the URL).
    const signed = new URL(part!.url).searchParams.get('X-Amz-SignedHeaders')?.split(';');
    expect(signed).toContain('content-length');
    expect(bytes.length).toBe(bucketPartLength(session.partBytes, fileSize, partNumber));
    const sent = await fetch(part!.url, { method: 'PUT', body: bytes });
    expect(sent.status).toBe(200);
    const etag = sent.headers.get('etag');
    expect(etag).toBeTruthy();
    return etag!;
  }

  const listParts = async (templateId: string, role: string, session: BucketUploadStart) => {
    const query = new URLSearchParams({ uploadId: session.uploadId, key: session.key });
    return call('GET', `${uploadPath(parts.path, templateId, role)}?${query.toString()}`);
  };

  it('sends a clip in two parts, lists them to resume, completes it and prepares the media', async () => {
    const template = await create('video');
    expect(template.media.uploadsTo).toBe('bucket');
    const clip = await fs.readFile(await inputs.clip('bucket-clip.mp4'));
    // S3 takes no part under 5 MiB but the last: the clip padded past one part, the rest tiny.
    const file = Buffer.concat([clip, freeBox(BUCKET_PART_BYTES + 1000 - clip.length)]);

    const session = await begin(template.templateId, 'video', file.length, 'video/mp4');
    expect(session.partBytes).toBe(BUCKET_PART_BYTES);
    expect(session.key).toMatch(
      new RegExp(`^private/originals/${template.templateId}/video-[0-9a-f-]+\\.mp4$`),
    );
    const first = await putPart(
      template.templateId,
      'video',
      session,
      1,
      file.subarray(0, session.partBytes),
      file.length,
    );

    // A browser that lost track asks which parts are there.
    const listed = await listParts(template.templateId, 'video', session);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<BucketUploadedParts>().parts).toEqual([
      { partNumber: 1, etag: first, size: session.partBytes },
    ]);

    const second = await putPart(
      template.templateId,
      'video',
      session,
      2,
      file.subarray(session.partBytes),
      file.length,
    );
    const done = await call('POST', uploadPath(complete.path, template.templateId, 'video'), {
      uploadId: session.uploadId,
      key: session.key,
      parts: [
        { partNumber: 2, etag: second },
        { partNumber: 1, etag: first },
      ],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ role: 'video', received: file.length, complete: true });

    // The answer lost on its way back, the browser asks again: the same answer, recorded once.
    const again = await call('POST', uploadPath(complete.path, template.templateId, 'video'), {
      uploadId: session.uploadId,
      key: session.key,
      parts: [
        { partNumber: 1, etag: first },
        { partNumber: 2, etag: second },
      ],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(done.json());
    const { rows: recorded } = await testApp.database.executeSql(
      `select id from admin_audit_log where action = 'template.media' and details->>'key' = $1`,
      [session.key],
    );
    expect(recorded).toHaveLength(1);

    const stored = await storage.read(session.key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(file)).toBe(true);

    const prepared = await settled(template.templateId);
    expect(prepared.media, prepared.media.message ?? '').toMatchObject({
      state: 'ready',
      progress: 1,
      uploaded: ['video'],
    });
    expect(prepared.media.posterUrl).toMatch(new RegExp(`^${s3.config.endpoint}/`));
    // Nothing of it passed through this process's data folder.
    expect(await fs.readdir(path.join(dataDir, 'tmp', 'template-uploads')).catch(() => [])).toEqual(
      [],
    );

    // The owner sends another clip; then the first completion is asked again: it answers the
    // same, and the newer clip stays the template's.
    const next = await begin(template.templateId, 'video', clip.length, 'video/mp4');
    const only = await putPart(template.templateId, 'video', next, 1, clip, clip.length);
    const nextDone = await call('POST', uploadPath(complete.path, template.templateId, 'video'), {
      uploadId: next.uploadId,
      key: next.key,
      parts: [{ partNumber: 1, etag: only }],
    });
    expect(nextDone.statusCode, nextDone.body).toBe(200);
    // The audit log records who sent it, and decides nothing: without the first clip's entry, its
    // completion asked again is still known as recorded.
    const { rows: audited } = await testApp.database.executeSql(
      `delete from admin_audit_log where action = 'template.media' and details->>'key' = $1
       returning id`,
      [session.key],
    );
    expect(audited).toHaveLength(1);
    const late = await call('POST', uploadPath(complete.path, template.templateId, 'video'), {
      uploadId: session.uploadId,
      key: session.key,
      parts: [
        { partNumber: 1, etag: first },
        { partNumber: 2, etag: second },
      ],
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual(done.json());
    const { rows: current } = await testApp.database.executeSql(
      `select preparation->'uploaded'->>'video' as key from templates where id = $1`,
      [Number(template.templateId)],
    );
    expect(current).toEqual([{ key: next.key }]);
    const { rows: recordedAgain } = await testApp.database.executeSql(
      `select id from admin_audit_log where action = 'template.media' and details->>'key' = $1`,
      [session.key],
    );
    expect(recordedAgain).toEqual([]);
    await settled(template.templateId);
  }, 120_000);

  it('refuses a file of the wrong type at completion and removes it from the bucket', async () => {
    const template = await create('image');
    const clip = await fs.readFile(await inputs.clip('not-an-overlay.mp4'));
    const session = await begin(template.templateId, 'overlay', clip.length, 'image/png');
    expect(session.key).toMatch(/\.png$/);
    const etag = await putPart(template.templateId, 'overlay', session, 1, clip, clip.length);
    const refused = await call('POST', uploadPath(complete.path, template.templateId, 'overlay'), {
      uploadId: session.uploadId,
      key: session.key,
      parts: [{ partNumber: 1, etag }],
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json<{ error: string }>().error).toMatch(/must be a PNG/);
    expect(await storage.exists(session.key)).toBe(false);
    const after = await settled(template.templateId);
    expect(after.media.uploaded).toEqual([]);
  });

  it('refuses a file over the limit before it is sent, and drops an aborted upload', async () => {
    const template = await create('video');
    const tooLarge = await call('POST', uploadPath(start.path, template.templateId, 'video'), {
      size: 1024 ** 4,
      contentType: 'video/mp4',
    });
    expect(tooLarge.statusCode).toBe(413);

    const session = await begin(template.templateId, 'video', 10, 'video/webm');
    expect(session.key).toMatch(/\.webm$/);
    await putPart(template.templateId, 'video', session, 1, Buffer.alloc(10), 10);
    // No URL for a part past the file's end, nor for a file grown past the limit since it started.
    for (const [size, partNumbers, status] of [
      [10, [2], 400],
      [1024 ** 4, [1], 413],
    ] as const) {
      const refused = await call('POST', uploadPath(partUrls.path, template.templateId, 'video'), {
        uploadId: session.uploadId,
        key: session.key,
        size,
        partNumbers,
      });
      expect(refused.statusCode, refused.body).toBe(status);
    }
    // A part named with another ETag (sent again since) or not sent at all is not joined.
    for (const part of [
      { partNumber: 1, etag: '"not-the-one"' },
      { partNumber: 2, etag: '"never-sent"' },
    ]) {
      const stale = await call('POST', uploadPath(complete.path, template.templateId, 'video'), {
        uploadId: session.uploadId,
        key: session.key,
        parts: [part],
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<{ error: string }>().error).toBe(
        BucketUploadMessage.partMissing(part.partNumber),
      );
    }
    const query = new URLSearchParams({ uploadId: session.uploadId, key: session.key });
    const dropped = await call(
      'DELETE',
      `${uploadPath(abort.path, template.templateId, 'video')}?${query.toString()}`,
    );
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(s3.aborted).toContain(session.uploadId);
    expect((await listParts(template.templateId, 'video', session)).statusCode).toBe(404);
    // Completing an aborted upload finds no file joined: nothing to answer but that it is gone.
    const afterAbort = await call('POST', uploadPath(complete.path, template.templateId, 'video'), {
      uploadId: session.uploadId,
      key: session.key,
      parts: [{ partNumber: 1, etag: '"any"' }],
    });
    expect(afterAbort.statusCode).toBe(404);

    // Another template's key is not this upload's.
    const other = await create('video');
    const astray = await listParts(other.templateId, 'video', session);
    expect(astray.statusCode).toBe(400);
  });

  it('lets no one but an admin token in', async () => {
    const template = await create('video');
    const { token } = await registerAccount(testApp.app);
    const refused = await caller(testApp.app, token)(
      'POST',
      uploadPath(start.path, template.templateId, 'video'),
      { size: 10, contentType: 'video/mp4' },
    );
    expect([401, 403]).toContain(refused.statusCode);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: uploadPath(start.path, template.templateId, 'video'),
      payload: { size: 10, contentType: 'video/mp4' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 409 on a store without a bucket, and says uploads go through the API', async () => {
    const local = await createTestApp({ env: { DATA_DIR: dataDir } });
    try {
      const localCall = await adminCaller(local);
      const created = (
        await localCall('POST', adminCatalogueEndpoints.create.path, {
          fields: { kind: 'video', templateName: 'Local', templatePrice: 5 },
        })
      ).json<OwnerTemplate>();
      expect(created.media.uploadsTo).toBe('api');
      const refused = await localCall('POST', uploadPath(start.path, created.templateId, 'video'), {
        size: 10,
        contentType: 'video/mp4',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ error: string }>().error).toBe(BucketUploadMessage.notOnThisStore);
    } finally {
      await local.close();
    }
  });
});
