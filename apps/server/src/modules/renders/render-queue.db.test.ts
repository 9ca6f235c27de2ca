import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Render } from '@frameshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueTemplates } from '../catalogue';
import { createMediaStorage } from '../media';
import { registerBuyer } from '../../test-support/commerce-fixture';
import {
  makeCompositionFixture,
  makeStillUpload,
  makeTemplateClip,
  RED,
  type CompositionFixture,
} from '../../test-support/composition-fixture';
import { createTestApp, testConfig, testSecrets, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { postUpload } from '../../test-support/upload-fixtures';
import { eventually } from '../../test-support/eventually';

/** Renders through the real job queue, as the server runs them on the embedded database. */
describe(`renders through the job queue on ${testEngine}`, () => {
  let fixture: CompositionFixture;
  let dataDir: string;
  let testApp: TestApp;
  let templateId = '';

  beforeAll(async () => {
    fixture = await makeCompositionFixture();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-render-queue-'));
    const env = { DATA_DIR: dataDir, RENDER_CONCURRENCY: '2' };
    const storage = createMediaStorage(testConfig(env), testSecrets);
    const clip = await makeTemplateClip(fixture, 'clip', {
      width: 320,
      height: 180,
      seconds: 2,
      window: { x: 100, y: 40, width: 120, height: 80 },
    });
    await storage.put('public/queue-test/clip.mp4', clip.sourcePath);
    await storage.put('public/queue-test/mask.png', clip.maskPath);
    // A leftover of a render killed with its process: removed at start-up.
    fs.mkdirSync(path.join(dataDir, 'tmp', 'renders'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'tmp', 'renders', 'gone.mp4.partial'), 'half a video');
    testApp = await createTestApp({ env, runJobs: true });
    const [row] = await catalogueTemplates.insertTemplates(testApp.database.db, [
      {
        kind: 'video',
        name: 'Queued',
        price: 10,
        priceInd: null,
        width: 320,
        height: 180,
        durationSeconds: 2,
        media: {
          poster: 'public/queue-test/poster.jpg',
          source: 'public/queue-test/clip.mp4',
          mask: 'public/queue-test/mask.png',
        },
      },
    ]);
    templateId = String(row!.id);
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await fixture?.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('completes an order and a preview sent at once, and cleans up what a killed render left', async () => {
    const me = await registerBuyer(testApp.app);
    const photo = await makeStillUpload(fixture, 'red.png', { color: RED, width: 64, height: 64 });
    const { uploadId } = (await postUpload(testApp.app, me.token, photo)).json();
    const order = (preview: boolean) =>
      me.call('POST', '/api/renders', { templateId, uploadId, placement: {}, preview });
    const [paid, preview] = await Promise.all([order(false), order(true)]);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(preview.statusCode, preview.body).toBe(201);
    const ids = [paid.json().render.jobId, preview.json().render.jobId] as string[];
    let renders: Render[] = [];
    await eventually(
      'both renders end',
      async () => {
        renders = await Promise.all(
          ids.map(async (id) => (await me.call('GET', `/api/renders/${id}`)).json() as Render),
        );
        return renders.every((render) => !['queued', 'processing'].includes(render.status));
      },
      60_000,
    );
    expect(renders.map((render) => render.status)).toEqual(['completed', 'completed']);
    expect(renders[1]).toMatchObject({ preview: true, height: 540 });
    const purchases = (await me.call('GET', '/api/purchases')).json().purchases;
    expect(
      purchases.map((owned: { template: { templateId: string } }) => owned.template.templateId),
    ).toEqual([templateId]);
    expect(fs.readdirSync(path.join(dataDir, 'tmp', 'renders'))).toEqual([]);
  }, 90_000);
});
