import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { ErrorCode, type AccountExport, type Upload } from '@frameshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedVideos } from '../../db/schema';
import { createJobHandlers } from '../../job-handlers';
import { bearer, poster, registerAccount } from '../../test-support/accounts-fixture';
import { startLocalS3, type LocalS3 } from '../../test-support/local-s3';
import { createTestApp, testConfig, testSecrets, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { postUpload } from '../../test-support/upload-fixtures';
import { openMediaLink } from '../../test-support/media-links';
import { accountMediaKey, createMediaStorage, MediaMessage, type MediaStorage } from '../media';

function photo(colour: string): Buffer {
  const canvas = createCanvas(24, 16);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, 24, 16);
  return canvas.toBuffer('image/png');
}

/** An account's private links, as the API hands them to it: one of each kind of file it has. */
interface AccountLinks {
  token: string;
  password: string;
  links: { upload: string; render: string; dataExport: string };
  keys: string[];
}

describe.each(['the local disk', 'an S3 bucket'])(
  `links to a closed account's files, with media on %s, on ${testEngine}`,
  (store) => {
    let s3: LocalS3 | undefined;
    let dataDir: string;
    let testApp: TestApp;
    let storage: MediaStorage;
    let exportJob: (exportId: string) => Promise<void>;
    beforeAll(async () => {
      if (store === 'an S3 bucket') s3 = await startLocalS3();
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'frameshop-closed-links-'));
      const env = { ...s3?.env, DATA_DIR: dataDir };
      // The jobs do not run: the files stay where they are, so a refusal is the link's own.
      testApp = await createTestApp({ env });
      storage = createMediaStorage(testConfig(env), testSecrets);
      const handlers = createJobHandlers({
        config: testConfig(env),
        secrets: testSecrets,
        database: testApp.database,
        jobs: testApp.jobs,
        log: testApp.app.log,
        storage,
      });
      exportJob = (exportId) =>
        handlers['export-account'](
          { exportId },
          {
            id: exportId,
            name: 'export-account',
            attempt: 1,
            shutdown: new AbortController().signal,
          },
        );
    }, 60_000);
    afterAll(async () => {
      await testApp?.close();
      await s3?.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    const app = () => testApp.app;
    const call = (token: string, method: 'GET' | 'POST', url: string) =>
      method === 'POST'
        ? poster(app())(url, {}, bearer(token))
        : app().inject({ method, url, headers: bearer(token) });

    /** An account with an upload, an exported picture and a data export, and their links. */
    async function accountWithFiles(colour: string): Promise<AccountLinks> {
      const { token, user, account } = await registerAccount(app());
      const uploaded = await postUpload(app(), token, photo(colour), 'me.png');
      expect(uploaded.statusCode, uploaded.body).toBe(201);

      const renderKey = accountMediaKey('renders', user.id, 'picture.png');
      const scratch = path.join(dataDir, `${user.id}.png`);
      await fs.writeFile(scratch, photo(colour));
      await storage.put(renderKey, scratch);
      await testApp.database.db.insert(generatedVideos).values({
        userId: user.id,
        templateId: '1',
        templateName: 'Poster',
        kind: 'image',
        format: 'png',
        status: 'completed',
        outputKey: renderKey,
      });
      const [render] = (await call(token, 'GET', '/api/user-generated-videos?kind=image')).json()
        .videos as { signedUrl: string }[];

      const { exportId } = (
        await call(token, 'POST', '/api/account/export')
      ).json() as AccountExport;
      await exportJob(exportId);
      const ready = (
        await call(token, 'GET', `/api/account/export/${exportId}`)
      ).json() as AccountExport;
      expect(ready.status).toBe('ready');

      const upload = uploaded.json() as Upload;
      return {
        token,
        password: account.password,
        links: { upload: upload.url, render: render!.signedUrl, dataExport: ready.downloadUrl! },
        keys: [
          accountMediaKey('uploads', user.id, `${upload.uploadId}.png`),
          renderKey,
          accountMediaKey('exports', user.id, `${exportId}.zip`),
        ],
      };
    }

    /** What a link opens: its status, and the body of a refusal. */
    async function open(link: string): Promise<{ status: number; body?: unknown }> {
      const answer = await openMediaLink(app(), link);
      return answer.ok
        ? { status: answer.status }
        : { status: answer.status, body: await answer.json() };
    }

    it('refuses every link to its files from the moment the close commits, before they are deleted', async () => {
      const closing = await accountWithFiles('#c53');
      const staying = await accountWithFiles('#35c');
      for (const link of Object.values(closing.links)) expect((await open(link)).status).toBe(200);

      const closed = await poster(app())(
        '/api/account/close',
        { password: closing.password },
        bearer(closing.token),
      );
      expect(closed.statusCode, closed.body).toBe(200);

      for (const [kind, link] of Object.entries(closing.links)) {
        expect(await open(link), kind).toEqual({
          status: 404,
          body: expect.objectContaining({
            code: ErrorCode.NotFound,
            error: MediaMessage.accountClosed,
          }),
        });
      }
      // Refused by the link's check, not by the files' deletion: the job has not run yet.
      for (const key of closing.keys) expect(await storage.exists(key), key).toBe(true);
      // Another account's files are served as before.
      for (const link of Object.values(staying.links)) expect((await open(link)).status).toBe(200);
    });
  },
);
