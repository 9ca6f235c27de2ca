import fs from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode, UploadMessage, type CreatedUpload, type Upload } from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { bearer, registerAccount } from '../../test-support/accounts-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import {
  filesUnder,
  makeUploadFixtures,
  postUpload,
  uploadDataDir,
  type UploadFixtures,
} from '../../test-support/upload-fixtures';

describe(`uploads on ${testEngine}`, () => {
  const dirs = uploadDataDir();
  const testApp = useTestApp({ env: dirs.env });
  let fixtures: UploadFixtures;
  beforeAll(async () => {
    fixtures = await makeUploadFixtures();
  });
  afterAll(async () => {
    await fixtures.remove();
  });

  const upload = async (token: string, file: string, name?: string): Promise<CreatedUpload> => {
    const response = await postUpload(testApp.app, token, file, name);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  /** The bytes a signed link serves. */
  const fetchLink = async (url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  it('takes an MP4 with sound: its size, length and audio as ffmpeg reads them, the file kept whole', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const answer = await upload(token, fixtures.mp4, 'Holiday clip.mp4');
    expect(answer).toMatchObject({
      kind: 'video',
      width: 320,
      height: 240,
      mimeType: 'video/mp4',
      rotation: 0,
      hasAudio: true,
      fileName: 'Holiday clip.mp4',
      sizeBytes: (await fs.stat(fixtures.mp4)).size,
    });
    expect(answer.durationSeconds).toBeCloseTo(2, 1);
    expect(answer.uploadId).toMatch(/^[0-9a-f-]{36}$/);

    const stored = path.join(
      dirs.mediaDir,
      'private',
      'uploads',
      user.id,
      `${answer.uploadId}.mp4`,
    );
    expect(await fs.readFile(stored)).toEqual(await fs.readFile(fixtures.mp4));
    expect(await fetchLink(answer.url)).toEqual(await fs.readFile(fixtures.mp4));
    // The poster is a JPEG of one frame.
    expect(answer.posterUrl).not.toBeNull();
    const poster = await fetchLink(answer.posterUrl ?? '');
    expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const [row] = await testApp.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, answer.uploadId));
    expect(row).toMatchObject({
      userId: user.id,
      kind: 'video',
      videoCodec: 'h264',
      storageKey: `private/uploads/${user.id}/${answer.uploadId}.mp4`,
      posterKey: `private/uploads/${user.id}/${answer.uploadId}-poster.jpg`,
    });
    expect(await filesUnder(dirs.tempDir)).toEqual([]);
  });

  it('answers the same bytes sent again with the earlier upload, keeping one copy', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const first = await upload(token, fixtures.png, 'beach.png');
    expect(first.alreadyUploaded).toBe(false);

    const again = await postUpload(testApp.app, token, fixtures.png, 'beach copy.png');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      uploadId: first.uploadId,
      fileName: 'beach.png',
      alreadyUploaded: true,
    });
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/uploads',
      headers: bearer(token),
    });
    expect(list.json().uploads).toHaveLength(1);
    expect(list.json().limits.usedBytes).toBe(first.sizeBytes);
    // Nothing of the second copy is left behind.
    expect(await filesUnder(dirs.tempDir)).toEqual([]);
    expect(await filesUnder(path.join(dirs.mediaDir, 'private', 'uploads', user.id))).toHaveLength(
      1,
    );

    // Other bytes are a new upload, and another account's same bytes are its own.
    expect((await upload(token, fixtures.jpeg)).alreadyUploaded).toBe(false);
    const other = await registerAccount(testApp.app);
    const theirs = await upload(other.token, fixtures.png);
    expect(theirs.uploadId).not.toBe(first.uploadId);
  });

  it('takes a WebM, a MOV and an MP4 whose index comes first', async () => {
    const { token } = await registerAccount(testApp.app);
    const webm = await upload(token, fixtures.webm);
    expect(webm).toMatchObject({ kind: 'video', mimeType: 'video/webm', width: 320, height: 240 });
    expect(webm.hasAudio).toBe(true);
    expect(webm.durationSeconds).toBeCloseTo(2, 1);
    const mov = await upload(token, fixtures.mov);
    expect(mov).toMatchObject({
      kind: 'video',
      mimeType: 'video/quicktime',
      width: 320,
      height: 240,
      hasAudio: false,
    });
    expect(mov.durationSeconds).toBeCloseTo(2, 1);
    const faststart = await upload(token, fixtures.faststartMp4);
    expect(faststart).toMatchObject({ mimeType: 'video/mp4', width: 320, height: 240 });
  });

  it('reports a video recorded on its side at the size it is shown at', async () => {
    const { token } = await registerAccount(testApp.app);
    const answer = await upload(token, fixtures.rotatedMp4);
    expect([90, 270]).toContain(answer.rotation);
    expect(answer).toMatchObject({ width: 240, height: 320 });
  });

  it('takes PNG, JPEG and WebP photos with their sizes and no length', async () => {
    const { token } = await registerAccount(testApp.app);
    for (const [file, mimeType] of [
      [fixtures.png, 'image/png'],
      [fixtures.jpeg, 'image/jpeg'],
      [fixtures.webp, 'image/webp'],
    ] as const) {
      const answer = await upload(token, file);
      expect(answer).toMatchObject({
        kind: 'image',
        mimeType,
        width: 640,
        height: 360,
        durationSeconds: null,
        hasAudio: false,
        posterUrl: null,
      });
      expect(await fetchLink(answer.url)).toEqual(await fs.readFile(file));
    }
  });

  it('decides the type from the content, not the name', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const answer = await upload(token, fixtures.png, 'really-a-video.mp4');
    expect(answer).toMatchObject({
      kind: 'image',
      mimeType: 'image/png',
      fileName: 'really-a-video.mp4',
    });
    expect(await filesUnder(path.join(dirs.mediaDir, 'private', 'uploads', user.id))).toEqual([
      `${answer.uploadId}.png`,
    ]);
  });

  it('keeps only the last part of a name, without control characters', async () => {
    const { token } = await registerAccount(testApp.app);
    const answer = await upload(token, fixtures.jpeg, 'C:\\photos\\beach\u202Egpj.exe');
    expect(answer.fileName).toBe('beachgpj.exe');
  });

  it("lists the user's own uploads newest first, with the allowance", async () => {
    const { token } = await registerAccount(testApp.app);
    const other = await registerAccount(testApp.app);
    const first = await upload(token, fixtures.png);
    const second = await upload(token, fixtures.mp4);
    await upload(other.token, fixtures.jpeg);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/uploads',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const { uploads: listed, limits } = response.json();
    expect(listed.map((item: Upload) => item.uploadId)).toEqual([second.uploadId, first.uploadId]);
    expect(listed[0]).toMatchObject({
      kind: 'video',
      width: 320,
      height: 240,
      durationSeconds: second.durationSeconds,
    });
    expect(await fetchLink(listed[1].url)).toEqual(await fs.readFile(fixtures.png));
    expect(limits).toMatchObject({
      usedBytes: first.sizeBytes + second.sizeBytes,
      maxImageBytes: 25 * 1_048_576,
      maxVideoBytes: 500 * 1_048_576,
      maxVideoSeconds: 600,
      quotaBytes: 2048 * 1_048_576,
    });
  });

  it('deletes an upload with its files; another user’s or an unknown one is not found and stays', async () => {
    const owner = await registerAccount(testApp.app);
    const stranger = await registerAccount(testApp.app);
    const answer = await upload(owner.token, fixtures.mp4);
    const ownerDir = path.join(dirs.mediaDir, 'private', 'uploads', owner.user.id);
    expect(await filesUnder(ownerDir)).toEqual([
      `${answer.uploadId}-poster.jpg`,
      `${answer.uploadId}.mp4`,
    ]);
    const remove = (token: string, id: string) =>
      testApp.app.inject({ method: 'DELETE', url: `/api/uploads/${id}`, headers: bearer(token) });

    for (const id of [answer.uploadId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const refused = await remove(stranger.token, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: UploadMessage.notFound, code: ErrorCode.NotFound });
    }
    expect(await filesUnder(ownerDir)).toHaveLength(2);
    // The reduced copy made for its previews goes with it.
    await fs.writeFile(path.join(ownerDir, `${answer.uploadId}-preview.mp4`), 'proxy');

    const removed = await remove(owner.token, answer.uploadId);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ deleted: true });
    expect(await filesUnder(ownerDir)).toEqual([]);
    const rows = await testApp.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, answer.uploadId));
    expect(rows).toEqual([]);
    expect((await remove(owner.token, answer.uploadId)).statusCode).toBe(404);
  });

  it('answers only a signed-in user', async () => {
    const file = await fs.readFile(fixtures.png);
    const anonymous = await postUpload(testApp.app, 'not-a-token', file);
    expect(anonymous.statusCode).toBe(401);
    for (const method of ['GET', 'DELETE'] as const) {
      const url =
        method === 'GET' ? '/api/uploads' : '/api/uploads/00000000-0000-4000-8000-000000000000';
      expect((await testApp.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
