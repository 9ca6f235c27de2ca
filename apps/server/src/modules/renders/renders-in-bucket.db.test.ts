import fs from 'node:fs';
import path from 'node:path';
import type { Render } from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedVideos } from '../../db/schema';
import { registerBuyer, setBalance } from '../../test-support/commerce-fixture';
import {
  makeStillUpload,
  makeTemplateClip,
  RED,
  rgbAt,
  sameColour,
  TEMPLATE_BLUE,
} from '../../test-support/composition-fixture';
import { startLocalS3, type LocalS3 } from '../../test-support/local-s3';
import { openMediaLink } from '../../test-support/media-links';
import { readPixels } from '../../test-support/media-pixels';
import { balanceOf } from '../../test-support/payments-fixture';
import { useRenderBench } from '../../test-support/render-bench';
import { testEngine } from '../../test-support/test-database';
import { filesUnder, postUpload } from '../../test-support/upload-fixtures';
import { storedZipEntries } from '../../test-support/zip-entries';
import { catalogueTemplates } from '../catalogue';
import { createMediaStorage } from '../media';

const PRICE = 30;
const SIZE = { width: 320, height: 180 };
const WINDOW = { x: 100, y: 40, width: 120, height: 80 };

describe(`renders and downloads with media in an S3 bucket on ${testEngine}`, () => {
  let s3: LocalS3;
  const ids = { template: '', broken: '' };

  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3?.close();
  });
  const bench = useRenderBench({
    name: 'renders-bucket',
    env: () => ({ ...s3.env, RENDER_TIME_LIMIT_SECONDS: '60' }),
    storage: createMediaStorage,
    async arrange({ fixture, storage, db }) {
      expect(storage.kind).toBe('s3');
      const clip = await makeTemplateClip(fixture, 'small', {
        ...SIZE,
        seconds: 2,
        window: WINDOW,
      });
      await storage.put('private/bucket-test/small.mp4', clip.sourcePath);
      await storage.put('private/bucket-test/small-mask.png', clip.maskPath);
      const media = {
        poster: 'public/bucket-test/small.jpg',
        source: 'private/bucket-test/small.mp4',
        mask: 'private/bucket-test/small-mask.png',
      };
      const base = { kind: 'video' as const, price: PRICE, priceInd: null, categories: [] };
      const rows = await catalogueTemplates.insertTemplates(db(), [
        { ...base, name: 'Small', media, ...SIZE, durationSeconds: 2 },
        {
          ...base,
          name: 'No source',
          media: { ...media, source: 'private/bucket-test/none.mp4' },
          ...SIZE,
          durationSeconds: 2,
        },
      ]);
      [ids.template, ids.broken] = rows.map((row) => String(row.id)) as [string, string];
    },
  });
  const { db, run } = bench;
  const renderTemp = () => filesUnder(path.join(bench.dataDir, 'tmp'));

  async function buyer() {
    const account = await registerBuyer(bench.app);
    await setBalance(db(), account.userId, await balanceOf(db(), account.userId), 100);
    const photo = await makeStillUpload(bench.fixture, `red-${account.userId}.png`, {
      color: RED,
      width: 64,
      height: 64,
    });
    const upload = await postUpload(bench.app, account.token, photo);
    expect(upload.statusCode, upload.body).toBe(201);
    const uploadId = (upload.json() as { uploadId: string }).uploadId;
    return { ...account, uploadId };
  }

  it('reads its inputs from the bucket, writes the video there and leaves no temp files', async () => {
    const me = await buyer();
    const created = await me.call('POST', '/api/renders', {
      templateId: ids.template,
      uploadId: me.uploadId,
      placement: {},
    });
    expect(created.statusCode, created.body).toBe(201);
    const { jobId } = created.json().render as Render;
    await run(jobId);

    const done: Render = (await me.call('GET', `/api/renders/${jobId}`)).json();
    expect(done.status).toBe('completed');
    const [row] = await db().select().from(generatedVideos).where(eq(generatedVideos.id, jobId));
    expect(await bench.storage.exists(row!.outputKey!)).toBe(true);
    // The media route's link, as an account's files go out (ADR 31), redirecting to the bucket.
    expect(done.signedUrl!.startsWith(`/media/${row!.outputKey}?`)).toBe(true);
    const video = await openMediaLink(bench.app, done.signedUrl!);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-disposition')).toMatch(/filename="small-[a-z0-9]{8}\.mp4"/);
    const file = path.join(bench.fixture.dir, `${jobId}.mp4`);
    fs.writeFileSync(file, Buffer.from(await video.arrayBuffer()));
    const pixels = await readPixels(bench.fixture.ffmpegPath, file, 'rgba', SIZE, { atSeconds: 1 });
    expect(sameColour(rgbAt(pixels, 160, 80), RED)).toBe(true);
    expect(sameColour(rgbAt(pixels, 20, 20), TEMPLATE_BLUE)).toBe(true);
    expect(await renderTemp()).toEqual([]);
  }, 60_000);

  it('removes what it fetched when a render fails', async () => {
    const me = await buyer();
    const created = await me.call('POST', '/api/renders', {
      templateId: ids.broken,
      uploadId: me.uploadId,
      placement: {},
    });
    expect(created.statusCode, created.body).toBe(201);
    const { jobId } = created.json().render as Render;
    await run(jobId).catch(() => {});
    const [row] = await db().select().from(generatedVideos).where(eq(generatedVideos.id, jobId));
    expect(row!.status).not.toBe('completed');
    expect(await renderTemp()).toEqual([]);
  }, 60_000);

  it('names an exported picture for what it is where its link crosses origins', async () => {
    const me = await registerBuyer(bench.app);
    const picture = await makeStillUpload(bench.fixture, 'exported.png', {
      color: RED,
      width: 8,
      height: 8,
    });
    const key = `private/renders/${me.userId}/exported.png`;
    await bench.storage.put(key, picture);
    const [row] = await db()
      .insert(generatedVideos)
      .values({
        userId: me.userId,
        templateId: ids.template,
        templateName: 'Café Poster',
        kind: 'image',
        format: 'png',
        status: 'completed',
        outputKey: key,
      })
      .returning();
    const answer = await me.call('GET', '/api/user-generated-videos?kind=image');
    expect(answer.statusCode, answer.body).toBe(200);
    const [listed] = answer.json().videos as { jobId: string; signedUrl: string }[];
    expect(listed!.jobId).toBe(row!.id);

    const file = await openMediaLink(bench.app, listed!.signedUrl);
    expect(file.status).toBe(200);
    const name = `cafe-poster-${row!.id.replace(/-/g, '').slice(0, 8)}.png`;
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect([...new Uint8Array(await file.arrayBuffer()).subarray(0, 4)]).toEqual([
      0x89, 0x50, 0x4e, 0x47,
    ]);
  });

  it('packs a bought template from the bucket into the bucket, named for the download', async () => {
    const { call, userId } = await registerBuyer(bench.app);
    await setBalance(db(), userId, await balanceOf(db(), userId), 100);
    const answer = await call('POST', '/api/download-template', { templateId: ids.template });
    expect(answer.statusCode, answer.body).toBe(200);
    const { downloadUrl, fileName } = answer.json() as { downloadUrl: string; fileName: string };
    expect(fileName).toBe('small.zip');
    const zip = await fetch(downloadUrl);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-disposition')).toContain('filename="small.zip"');
    const entries = storedZipEntries(Buffer.from(await zip.arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual([
      'small/green-screen-mask.png',
      'small/template.mp4',
    ]);
  });
});
