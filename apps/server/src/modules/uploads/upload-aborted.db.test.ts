import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploads } from '../../db/schema';
import { registerAccount } from '../../test-support/accounts-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import {
  filesUnder,
  makeUploadFixtures,
  multipartBody,
  uploadDataDir,
  type UploadFixtures,
} from '../../test-support/upload-fixtures';

describe(`an upload cut off half way on ${testEngine}`, () => {
  const dirs = uploadDataDir();
  const testApp = useTestApp({ env: dirs.env });
  let fixtures: UploadFixtures;
  beforeAll(async () => {
    fixtures = await makeUploadFixtures();
  });
  afterAll(async () => {
    await fixtures.remove();
  });

  it('leaves no temp file, no stored file and no row when the client goes away mid-body', async () => {
    const { token, user } = await registerAccount(testApp.app);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;
    const { payload, headers } = multipartBody([
      { fileName: 'clip.mp4', content: await fs.readFile(fixtures.mp4) },
    ]);

    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/uploads',
      headers: {
        ...headers,
        authorization: `Bearer ${token}`,
        'content-length': String(payload.length),
      },
    });
    request.on('error', () => {
      // The socket is destroyed on purpose below.
    });
    request.write(payload.subarray(0, Math.floor(payload.length / 2)));
    // The server has started writing the file: the temp folder holds it.
    await vi.waitFor(async () => expect(await filesUnder(dirs.tempDir)).toHaveLength(1), {
      timeout: 20_000,
    });
    request.destroy();

    await vi.waitFor(async () => expect(await filesUnder(dirs.tempDir)).toEqual([]), {
      timeout: 20_000,
    });
    expect(await filesUnder(dirs.mediaDir)).toEqual([]);
    const rows = await testApp.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.userId, user.id));
    expect(rows).toEqual([]);
  });
});
