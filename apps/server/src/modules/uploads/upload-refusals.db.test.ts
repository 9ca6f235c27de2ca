import fs from 'node:fs/promises';
import { ErrorCode, tooLargeMessage, UploadMessage } from '@frameshop/contract';
import { makePixelBombs } from '../../test-support/pixel-bombs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { bearer, registerAccount } from '../../test-support/accounts-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import {
  filesUnder,
  makeUploadFixtures,
  multipartBody,
  postUpload,
  uploadDataDir,
  type UploadFixtures,
} from '../../test-support/upload-fixtures';

let fixtures: UploadFixtures;
beforeAll(async () => {
  fixtures = await makeUploadFixtures();
});
afterAll(async () => {
  await fixtures.remove();
});

/** An app on its own DATA_DIR, and a check that a refusal left no file and no row behind. */
function useUploadApp(env: Record<string, string> = {}) {
  const dirs = uploadDataDir();
  const testApp = useTestApp({ env: { ...dirs.env, ...env } });
  const expectNothingKept = async (userId: string) => {
    expect(await filesUnder(dirs.tempDir)).toEqual([]);
    expect(await filesUnder(dirs.mediaDir)).toEqual([]);
    const rows = await testApp.database.db.select().from(uploads).where(eq(uploads.userId, userId));
    expect(rows).toEqual([]);
  };
  return { testApp, dirs, expectNothingKept };
}

describe(`refused uploads on ${testEngine}`, () => {
  const { testApp, expectNothingKept } = useUploadApp();

  it('refuses a text file named like a photo, and an audio file, as not a photo or video', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const text = await postUpload(testApp.app, token, fixtures.text, 'holiday.jpg');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      error: UploadMessage.unsupportedType,
      code: ErrorCode.UnsupportedMediaType,
    });
    const audio = await postUpload(testApp.app, token, fixtures.audioOnlyMp4);
    expect(audio.statusCode).toBe(415);
    expect(audio.json().error).toBe(UploadMessage.noPicture);
    await expectNothingKept(user.id);
  });

  it('refuses files cut short: an MP4 either way round, a WebM, a JPEG, a PNG and a WebP', async () => {
    const { token, user } = await registerAccount(testApp.app);
    for (const source of [
      fixtures.mp4,
      fixtures.faststartMp4,
      fixtures.webm,
      fixtures.jpeg,
      fixtures.png,
      fixtures.webp,
    ]) {
      const response = await postUpload(testApp.app, token, await fixtures.truncated(source));
      expect(response.statusCode, source).toBe(422);
      expect(response.json()).toEqual({
        error: UploadMessage.unreadable,
        code: ErrorCode.UnreadableMedia,
      });
    }
    await expectNothingKept(user.id);
  });

  it('refuses pixel bombs from their headers, naming the limit, and keeps nothing', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const bombs = await makePixelBombs(fixtures.dir, fixtures);
    for (const [file, kind] of [
      [bombs.png, 'PNG'],
      [bombs.jpeg, 'JPEG'],
    ] as const) {
      const response = await postUpload(testApp.app, token, file);
      expect(response.statusCode, kind).toBe(422);
      expect(response.json(), kind).toEqual({
        error: 'This photo is 16000 × 16000 pixels. Photos can be at most 40 megapixels.',
        code: ErrorCode.TooManyPixels,
      });
    }
    // A lossy WebP holds 14 bits a side: 16383 at most.
    const webp = await postUpload(testApp.app, token, bombs.webp);
    expect(webp.json()).toEqual({
      error: 'This photo is 16000 × 16000 pixels. Photos can be at most 40 megapixels.',
      code: ErrorCode.TooManyPixels,
    });
    const video = await postUpload(testApp.app, token, bombs.video);
    expect(video.statusCode).toBe(422);
    expect(video.json()).toEqual({
      error: 'This video is 8192 × 8192 pixels. Videos can be at most 4096 × 4096 pixels.',
      code: ErrorCode.TooManyPixels,
    });
    await expectNothingKept(user.id);
  });

  it('refuses a request without a file, with two files, or that is not multipart', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const send = (body: { payload: Buffer | string; headers: Record<string, string> }) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
    const noFile = await send(multipartBody([], { title: 'no file here' }));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe(UploadMessage.noFile);

    const png = await fs.readFile(fixtures.png);
    const twoFiles = await send(
      multipartBody([
        { fileName: 'a.png', content: png },
        { fileName: 'b.png', content: png },
      ]),
    );
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().error).toBe(UploadMessage.oneFileOnly);

    const emptyFile = await send(
      multipartBody([{ fileName: 'empty.png', content: Buffer.alloc(0) }]),
    );
    expect(emptyFile.statusCode).toBe(400);
    expect(emptyFile.json().error).toBe(UploadMessage.noFile);

    for (const contentType of ['application/json', 'image/png']) {
      const notMultipart = await send({
        payload: contentType === 'application/json' ? '{}' : png.toString('latin1'),
        headers: { 'content-type': contentType },
      });
      expect(notMultipart.statusCode, contentType).toBe(415);
      expect(notMultipart.json().error).toBe(UploadMessage.notMultipart);
    }
    await expectNothingKept(user.id);
  });
});

describe(`upload limits on ${testEngine}`, () => {
  const { testApp, expectNothingKept } = useUploadApp({
    UPLOAD_MAX_IMAGE_BYTES: '2000',
    UPLOAD_MAX_VIDEO_BYTES: '50000',
    UPLOAD_MAX_VIDEO_SECONDS: '1.5',
  });

  it('refuses a photo or a video over its size limit with 413, saying the limit', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const photo = await postUpload(testApp.app, token, fixtures.jpeg);
    expect(photo.statusCode).toBe(413);
    expect(photo.json()).toEqual({
      error: tooLargeMessage('image', 2000),
      code: ErrorCode.PayloadTooLarge,
    });
    const video = await postUpload(testApp.app, token, fixtures.mp4);
    expect(video.statusCode).toBe(413);
    expect(video.json().error).toBe(tooLargeMessage('video', 50000));
    await expectNothingKept(user.id);
  });

  it('refuses a video longer than the limit', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const response = await postUpload(testApp.app, token, fixtures.mov);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Videos can be at most 1.5 seconds long. Trim it and upload it again.',
      code: ErrorCode.MediaTooLong,
    });
    await expectNothingKept(user.id);
  });
});

describe(`pixel limits at their edge on ${testEngine}`, () => {
  // The fixtures' photos are 640 × 360 = 230,400 pixels; the clips 320 × 240.
  const atLimit = useUploadApp({
    UPLOAD_MAX_IMAGE_PIXELS: '230400',
    UPLOAD_MAX_VIDEO_DIMENSION: '320',
  });
  const belowLimit = useUploadApp({
    UPLOAD_MAX_IMAGE_PIXELS: '230399',
    UPLOAD_MAX_VIDEO_DIMENSION: '319',
  });

  it('takes a photo and a video exactly at the limits, and refuses them one pixel over', async () => {
    const at = await registerAccount(atLimit.testApp.app);
    expect((await postUpload(atLimit.testApp.app, at.token, fixtures.png)).statusCode).toBe(201);
    expect((await postUpload(atLimit.testApp.app, at.token, fixtures.mp4)).statusCode).toBe(201);

    const over = await registerAccount(belowLimit.testApp.app);
    const photo = await postUpload(belowLimit.testApp.app, over.token, fixtures.webp);
    expect(photo.json()).toEqual({
      error: 'This photo is 640 × 360 pixels. Photos can be at most 0.2 megapixels.',
      code: ErrorCode.TooManyPixels,
    });
    const video = await postUpload(belowLimit.testApp.app, over.token, fixtures.webm);
    expect(video.json()).toEqual({
      error: 'This video is 320 × 240 pixels. Videos can be at most 319 × 319 pixels.',
      code: ErrorCode.TooManyPixels,
    });
    await belowLimit.expectNothingKept(over.user.id);
  });
});

describe(`upload quota on ${testEngine}`, () => {
  const { testApp, dirs } = useUploadApp({ UPLOAD_QUOTA_BYTES: '100000', UPLOAD_MAX_COUNT: '3' });

  it('refuses what does not fit in the bytes left, then more files than the count', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const mp4Bytes = (await fs.stat(fixtures.mp4)).size;
    expect(mp4Bytes).toBeLessThan(100000);
    expect(2 * mp4Bytes).toBeGreaterThan(100000);
    expect((await postUpload(testApp.app, token, fixtures.mp4)).statusCode).toBe(201);
    const over = await postUpload(testApp.app, token, fixtures.mp4);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: ErrorCode.UploadQuotaExceeded });
    expect(over.json().error).toMatch(/does not fit in your .* of uploads/);
    expect(await filesUnder(dirs.tempDir)).toEqual([]);

    expect((await postUpload(testApp.app, token, fixtures.webp)).statusCode).toBe(201);
    // The same photo again is the earlier upload: it takes no room of the allowance.
    const again = await postUpload(testApp.app, token, fixtures.webp);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadyUploaded: true });
    expect((await postUpload(testApp.app, token, fixtures.jpeg)).statusCode).toBe(201);
    const fourth = await postUpload(testApp.app, token, fixtures.png);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      error: 'You have 3 uploads, the most an account can keep. Delete some to upload more.',
      code: ErrorCode.UploadQuotaExceeded,
    });
    const rows = await testApp.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.userId, user.id));
    expect(rows).toHaveLength(3);
    // Another account has its own allowance.
    const other = await registerAccount(testApp.app);
    expect((await postUpload(testApp.app, other.token, fixtures.mp4)).statusCode).toBe(201);
  });
});
