import { ErrorCode, TemplateAdminMessage } from '@frameshop/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPageLifetimeState } from '../../../lib/page-lifetime-state';
import { isAbortError } from '../../../lib/xhr-request';
import { json, stubApi } from '../../../test/fake-api';
import { stubXhr, type FakeXhr } from '../../../test/fake-xhr';
import { uploadTemplateMedia, type MediaUploadOptions } from './upload-template-media';

const target = { token: 'admin-token', templateId: '41', role: 'video' as const };
const STATE_KEY = 'GET /api/admin/catalogue/templates/41/media/video';
/** Chunks of 4 bytes, no waiting between retries. */
const fast: MediaUploadOptions = { chunkBytes: 4, retryDelaysMs: [0, 0, 0] };

const clip = () =>
  new File([new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])], 'clip.mp4', {
    type: 'video/mp4',
    lastModified: 1,
  });

/** Where a chunk request says it starts, and whether it is the last. */
function placeOf(request: FakeXhr) {
  const url = new URL(request.url, 'http://localhost');
  return {
    path: url.pathname,
    offset: Number(url.searchParams.get('offset')),
    last: url.searchParams.get('last'),
    bytes: (request.body as Blob).size,
  };
}

/** The upload a chunk request names. */
const uploadIdOf = (request: FakeXhr) =>
  new URL(request.url, 'http://localhost').searchParams.get('uploadId');

/** The upload each state request asked about. */
const askedUploadIds = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) =>
    new URL(String(input), 'http://localhost').searchParams.get('uploadId'),
  );

async function nextChunk(xhr: ReturnType<typeof stubXhr>, count: number) {
  await vi.waitFor(() => expect(xhr.sent).toHaveLength(count));
  return xhr.last();
}

const state = (received: number, complete = false) => ({ role: 'video', received, complete });

beforeEach(() => {
  // The slots a cancelled upload left unfinished belong to the page, not to each test.
  forgetPageLifetimeState();
});

describe('uploadTemplateMedia', () => {
  it('sends the file in chunks at offsets 0, N, 2N, the last marked last=true, as raw bytes', async () => {
    const xhr = stubXhr();
    const fetchMock = stubApi({});
    const progress: number[] = [];
    const done = uploadTemplateMedia(target, clip(), {
      ...fast,
      onProgress: (sent) => progress.push(sent),
    });

    const first = await nextChunk(xhr, 1);
    expect(first.method).toBe('PUT');
    expect(first.headers['content-type']).toBe('application/octet-stream');
    expect(first.headers.authorization).toBe('Bearer admin-token');
    first.progress(2, 4);
    first.respond(200, state(4));
    (await nextChunk(xhr, 2)).respond(200, state(8));
    (await nextChunk(xhr, 3)).respond(200, state(10, true));

    await expect(done).resolves.toEqual(state(10, true));
    expect(xhr.sent.map(placeOf)).toEqual([
      { path: '/api/admin/catalogue/templates/41/media/video', offset: 0, last: 'false', bytes: 4 },
      { path: '/api/admin/catalogue/templates/41/media/video', offset: 4, last: 'false', bytes: 4 },
      { path: '/api/admin/catalogue/templates/41/media/video', offset: 8, last: 'true', bytes: 2 },
    ]);
    expect(progress).toEqual([0, 2, 4, 8]);
    // A fresh file starts at byte 0 without asking, as an upload of its own named on every chunk.
    expect(fetchMock).not.toHaveBeenCalled();
    const [uploadId] = xhr.sent.map(uploadIdOf);
    expect(uploadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(xhr.sent.map(uploadIdOf)).toEqual([uploadId, uploadId, uploadId]);
  });

  it('sends another file, or the same one again once it is complete, as an upload of its own', async () => {
    const xhr = stubXhr();
    stubApi({});
    const first = uploadTemplateMedia(target, clip(), { chunkBytes: 10 });
    (await nextChunk(xhr, 1)).respond(200, state(10, true));
    await first;
    const second = uploadTemplateMedia(target, clip(), { chunkBytes: 10 });
    (await nextChunk(xhr, 2)).respond(200, state(10, true));
    await second;
    const [one, two] = xhr.sent.map(uploadIdOf);
    expect(one).not.toBe(two);
  });

  it('after a lost chunk, asks how much arrived and continues from there, saying it retries', async () => {
    const xhr = stubXhr();
    const fetchMock = stubApi({ [STATE_KEY]: () => json(200, state(6)) });
    const retrying: boolean[] = [];
    const done = uploadTemplateMedia(target, clip(), {
      ...fast,
      onRetrying: (value) => retrying.push(value),
    });

    (await nextChunk(xhr, 1)).respond(200, state(4));
    (await nextChunk(xhr, 2)).fail();
    const resumed = await nextChunk(xhr, 3);
    expect(placeOf(resumed)).toMatchObject({ offset: 6, last: 'true', bytes: 4 });
    resumed.respond(200, state(10, true));

    await expect(done).resolves.toEqual(state(10, true));
    expect(retrying).toEqual([true, false]);
    const [asked] = fetchMock.mock.calls;
    expect(new Headers(asked?.[1]?.headers).get('Authorization')).toBe('Bearer admin-token');
    // The state asked is this upload's, and the upload goes on under its own id.
    expect(askedUploadIds(fetchMock)).toEqual([uploadIdOf(xhr.sent[0]!)]);
    expect(new Set(xhr.sent.map(uploadIdOf)).size).toBe(1);
  });

  it('continues after a 409 that says where the file stands', async () => {
    const xhr = stubXhr();
    stubApi({ [STATE_KEY]: () => json(200, state(8)) });
    const done = uploadTemplateMedia(target, clip(), fast);

    (await nextChunk(xhr, 1)).respond(200, state(4));
    (await nextChunk(xhr, 2)).respond(409, {
      error: TemplateAdminMessage.uploadOffset(8),
      code: ErrorCode.Conflict,
      received: 8,
    });
    const resumed = await nextChunk(xhr, 3);
    expect(placeOf(resumed)).toMatchObject({ offset: 8, last: 'true' });
    resumed.respond(200, state(10, true));
    await expect(done).resolves.toEqual(state(10, true));
  });

  it('gives up when the retries run out, and on a refusal at once', async () => {
    const xhr = stubXhr();
    stubApi({ [STATE_KEY]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const lost = uploadTemplateMedia(target, clip(), { chunkBytes: 4, retryDelaysMs: [0, 0] });
    (await nextChunk(xhr, 1)).fail();
    await expect(lost).rejects.toMatchObject({ status: 0, code: ErrorCode.Network });
    expect(xhr.sent).toHaveLength(1);

    const refused = uploadTemplateMedia({ ...target, role: 'mask' }, clip(), fast);
    (await nextChunk(xhr, 2)).respond(415, {
      error: 'This file is not a video the store takes: send an MP4, MOV or WebM file.',
      code: ErrorCode.UnsupportedMediaType,
    });
    await expect(refused).rejects.toMatchObject({ status: 415 });
    expect(xhr.sent).toHaveLength(2);
  });

  it('never continues from bytes of another file: a 409 before its first chunk is final', async () => {
    const xhr = stubXhr();
    const fetchMock = stubApi({ [STATE_KEY]: () => json(200, state(500)) });
    const done = uploadTemplateMedia(target, clip(), fast);
    (await nextChunk(xhr, 1)).respond(409, {
      error: TemplateAdminMessage.uploadOffset(500),
      code: ErrorCode.Conflict,
      received: 500,
    });
    await expect(done).rejects.toMatchObject({ status: 409 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops on cancel; the same file picked again continues where the server stands', async () => {
    const xhr = stubXhr();
    stubApi({ [STATE_KEY]: () => json(200, state(4)) });
    const controller = new AbortController();
    const first = uploadTemplateMedia(target, clip(), { ...fast, signal: controller.signal });
    (await nextChunk(xhr, 1)).respond(200, state(4));
    const second = await nextChunk(xhr, 2);
    controller.abort();
    expect(second.aborted).toBe(true);
    expect(isAbortError(await first.catch((error: unknown) => error))).toBe(true);

    const again = uploadTemplateMedia(target, clip(), fast);
    const resumed = await nextChunk(xhr, 3);
    expect(placeOf(resumed)).toMatchObject({ offset: 4, last: 'false' });
    expect(uploadIdOf(resumed)).toBe(uploadIdOf(second));
    resumed.respond(200, state(8));
    (await nextChunk(xhr, 4)).respond(200, state(10, true));
    await expect(again).resolves.toEqual(state(10, true));
  });
});

describe('uploadTemplateMedia to a bucket', () => {
  const bucketTarget = { ...target, uploadsTo: 'bucket' as const };
  const MULTIPART = '/api/admin/catalogue/templates/41/media/video/multipart';
  const session = {
    uploadId: 'upload-1',
    key: 'private/originals/41/video-1-ab.mp4',
    partBytes: 4,
  };
  const partUrl = (partNumber: number) =>
    `https://bucket.example/frameshop/${session.key}?uploadId=upload-1&partNumber=${partNumber}&X-Amz-Signature=s`;

  /** The server's side of a bucket upload; `listed` answers the parts a resume asks for. */
  function stubBucketApi(listed: { partNumber: number; etag: string; size: number }[] = []) {
    return stubApi({
      [`POST ${MULTIPART}`]: () => json(200, session),
      [`POST ${MULTIPART}/parts`]: async (request) => {
        const { partNumbers } = (await request.json()) as { partNumbers: number[] };
        return json(200, {
          parts: partNumbers.map((partNumber) => ({ partNumber, url: partUrl(partNumber) })),
        });
      },
      [`GET ${MULTIPART}`]: () => json(200, { parts: listed }),
      [`POST ${MULTIPART}/complete`]: () => json(200, state(10, true)),
      [`DELETE ${MULTIPART}`]: () => json(200, { aborted: true }),
    });
  }

  const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
    fetchMock.mock.calls.filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === path;
    });

  const bodyOf = (call: unknown[] | undefined) =>
    JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;

  it('PUTs each part to its presigned URL with progress, keeps the ETags and completes with them', async () => {
    const xhr = stubXhr();
    const fetchMock = stubBucketApi();
    const progress: number[] = [];
    const done = uploadTemplateMedia(bucketTarget, clip(), {
      onProgress: (sent) => progress.push(sent),
    });

    const first = await nextChunk(xhr, 1);
    expect(first.method).toBe('PUT');
    expect(first.url).toBe(partUrl(1));
    // The bucket's URL is signed: no admin token goes to it.
    expect(first.headers.authorization).toBeUndefined();
    first.progress(2, 4);
    first.respond(200, '', { ETag: '"e1"' });
    (await nextChunk(xhr, 2)).respond(200, '', { ETag: '"e2"' });
    const last = await nextChunk(xhr, 3);
    expect(last.url).toBe(partUrl(3));
    last.respond(200, '', { ETag: '"e3"' });

    await expect(done).resolves.toEqual(state(10, true));
    expect(xhr.sent.map((request) => (request.body as Blob).size)).toEqual([4, 4, 2]);
    expect(progress).toEqual([0, 2, 4, 8, 10]);
    expect(bodyOf(callsTo(fetchMock, 'POST', MULTIPART)[0])).toEqual({
      size: 10,
      contentType: 'video/mp4',
    });
    // Each part's URL is asked for with the file's size, so it is signed for the part's length.
    expect(callsTo(fetchMock, 'POST', `${MULTIPART}/parts`).map(bodyOf)).toEqual(
      [1, 2, 3].map((partNumber) => ({
        uploadId: 'upload-1',
        key: session.key,
        size: 10,
        partNumbers: [partNumber],
      })),
    );
    expect(bodyOf(callsTo(fetchMock, 'POST', `${MULTIPART}/complete`)[0])).toEqual({
      uploadId: 'upload-1',
      key: session.key,
      parts: [
        { partNumber: 1, etag: '"e1"' },
        { partNumber: 2, etag: '"e2"' },
        { partNumber: 3, etag: '"e3"' },
      ],
    });
    expect(callsTo(fetchMock, 'DELETE', MULTIPART)).toHaveLength(0);
  });

  it('after a lost part, asks the bucket which parts it has and sends the rest, a short one again', async () => {
    const xhr = stubXhr();
    const fetchMock = stubBucketApi([
      { partNumber: 1, etag: '"e1"', size: 4 },
      { partNumber: 2, etag: '"cut"', size: 3 },
    ]);
    const retrying: boolean[] = [];
    const done = uploadTemplateMedia(bucketTarget, clip(), {
      retryDelaysMs: [0, 0],
      onRetrying: (value) => retrying.push(value),
    });

    (await nextChunk(xhr, 1)).respond(200, '', { ETag: '"e1"' });
    (await nextChunk(xhr, 2)).fail();
    const again = await nextChunk(xhr, 3);
    expect(again.url).toBe(partUrl(2));
    again.respond(200, '', { ETag: '"e2"' });
    (await nextChunk(xhr, 4)).respond(200, '', { ETag: '"e3"' });

    await expect(done).resolves.toEqual(state(10, true));
    expect(retrying).toEqual([true, false]);
    const [listing] = callsTo(fetchMock, 'GET', MULTIPART);
    const query = new URL(String(listing?.[0]), 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({ uploadId: 'upload-1', key: session.key });
    expect(bodyOf(callsTo(fetchMock, 'POST', `${MULTIPART}/complete`)[0])).toMatchObject({
      parts: [
        { partNumber: 1, etag: '"e1"' },
        { partNumber: 2, etag: '"e2"' },
        { partNumber: 3, etag: '"e3"' },
      ],
    });
  });

  it('stops on cancel and drops the upload in the bucket', async () => {
    const xhr = stubXhr();
    const fetchMock = stubBucketApi();
    const controller = new AbortController();
    const done = uploadTemplateMedia(bucketTarget, clip(), { signal: controller.signal });
    (await nextChunk(xhr, 1)).respond(200, '', { ETag: '"e1"' });
    const second = await nextChunk(xhr, 2);
    controller.abort();
    expect(second.aborted).toBe(true);
    expect(isAbortError(await done.catch((error: unknown) => error))).toBe(true);
    await vi.waitFor(() => expect(callsTo(fetchMock, 'DELETE', MULTIPART)).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', `${MULTIPART}/complete`)).toHaveLength(0);
  });

  it('says the bucket must expose ETag when its CORS rules hide it, and drops the upload', async () => {
    const xhr = stubXhr();
    const fetchMock = stubBucketApi();
    const done = uploadTemplateMedia(bucketTarget, clip(), { retryDelaysMs: [0] });
    (await nextChunk(xhr, 1)).respond(200, '');
    await expect(done).rejects.toThrow(/expose the ETag/);
    expect(xhr.sent).toHaveLength(1);
    await vi.waitFor(() => expect(callsTo(fetchMock, 'DELETE', MULTIPART)).toHaveLength(1));
  });
});
