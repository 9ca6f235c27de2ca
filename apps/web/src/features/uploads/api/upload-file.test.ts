import { ErrorCode, UploadMessage } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { tokenStore } from '../../../lib/token-store';
import { uploadRecord } from '../../../test/fake-uploads';
import { stubXhr } from '../../../test/fake-xhr';
import { isAbortError, uploadFile, type UploadProgress } from './upload-file';

const sampleUpload = uploadRecord();

const clip = () => new File([new Uint8Array(1000)], 'beach.mp4', { type: 'video/mp4' });

describe('uploadFile', () => {
  it('posts the file as multipart with the bearer token, reports progress and answers the record', async () => {
    tokenStore.save('valid-token', true);
    const xhr = stubXhr();
    const progress: UploadProgress[] = [];
    const file = clip();
    const answer = uploadFile(file, { onProgress: (step) => progress.push(step) });

    const request = xhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/uploads');
    expect(request.headers.authorization).toBe('Bearer valid-token');
    expect(request.body).toBeInstanceOf(FormData);
    const sentFile = (request.body as FormData).get('file') as File;
    expect([sentFile.name, sentFile.size]).toEqual([file.name, file.size]);

    request.progress(400, 1200);
    request.progress(1200, 1200);
    request.respond(201, sampleUpload);
    await expect(answer).resolves.toEqual(sampleUpload);
    expect(progress).toEqual([
      { loaded: 400, total: 1200 },
      { loaded: 1200, total: 1200 },
    ]);
  });

  it("fails with the server's error body", async () => {
    const xhr = stubXhr();
    const answer = uploadFile(clip());
    xhr
      .last()
      .respond(415, { error: UploadMessage.unsupportedType, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const error = await answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 415,
      code: ErrorCode.UnsupportedMediaType,
      message: UploadMessage.unsupportedType,
      fromServer: true,
    });
  });

  it('says so when an answer is not the server’s body, no answer comes, or the answer is malformed', async () => {
    const xhr = stubXhr();
    const proxyPage = uploadFile(clip());
    xhr.last().respond(502, '<html>Bad gateway</html>');
    await expect(proxyPage).rejects.toMatchObject({ status: 502, fromServer: false });

    const offline = uploadFile(clip());
    xhr.last().fail();
    await expect(offline).rejects.toMatchObject({ status: 0, code: ErrorCode.Network });

    const malformed = uploadFile(clip());
    xhr.last().respond(201, { uploadId: 'x' });
    await expect(malformed).rejects.toMatchObject({ code: ErrorCode.InvalidResponse });
  });

  it('aborts the request when its signal is aborted, before or during the transfer', async () => {
    const xhr = stubXhr();
    const controller = new AbortController();
    const answer = uploadFile(clip(), { signal: controller.signal });
    xhr.last().progress(10, 1000);
    controller.abort();
    expect(xhr.last().aborted).toBe(true);
    expect(isAbortError(await answer.catch((caught: unknown) => caught))).toBe(true);

    const already = uploadFile(clip(), { signal: controller.signal });
    expect(isAbortError(await already.catch((caught: unknown) => caught))).toBe(true);
    expect(xhr.sent).toHaveLength(1);
  });
});
