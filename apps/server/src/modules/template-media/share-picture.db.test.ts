import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  adminCatalogueEndpoints,
  endpointPath,
  SHARE_PICTURE_SIZE,
  type OwnerTemplate,
  type TemplateDetail,
} from '@frameshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateRow } from '../../demo-catalogue/demo-catalogue';
import { findSystemFont } from '../media';
import { generateDemoMedia } from '../../demo-catalogue/demo-media-generator';
import { DEMO_TEMPLATES } from '../../demo-catalogue/demo-templates';
import { insertAdmin } from '../../test-support/admin-fixture';
import { DEMO_MEDIA_CACHE_DIR } from '../../test-support/demo-media-cache';
import { readPixels } from '../../test-support/media-pixels';
import {
  createOwnerTemplate,
  sendMediaFile,
  settledTemplate,
} from '../../test-support/owner-catalogue-fixture';
import { makeTestInputs, WINDOW, type TestInputs } from '../../test-support/template-media-inputs';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { catalogueTemplates } from '../catalogue';
import { LocalDiskStorage, MediaUrlSigner, probeMedia, readMediaBytes } from '../media';

/** The demo's portrait video template: shown whole on a blurred fill, not stretched nor cut. */
const portraitDemo = DEMO_TEMPLATES.find(
  (template) => template.kind === 'video' && template.layout === '9:16',
)!;
const detailPath = { video: '/api/template', image: '/api/image-template' } as const;

describe(`the share picture a link preview shows, on ${testEngine}`, () => {
  let testApp: TestApp;
  let inputs: TestInputs;
  let dataDir: string;
  let call: Awaited<ReturnType<typeof insertAdmin>>['call'];
  let adminToken: string;
  const demoMedia = new LocalDiskStorage(DEMO_MEDIA_CACHE_DIR, new MediaUrlSigner('x'.repeat(40)));

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'frameshop-share-picture-'));
    inputs = await makeTestInputs();
    testApp = await createTestApp({ runJobs: true, env: { DATA_DIR: dataDir } });
    ({ call, token: adminToken } = await insertAdmin(testApp.app, testApp.database.db));
  });
  afterAll(async () => {
    await testApp?.close();
    await inputs?.remove();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** The template's page data, as the web app's server render reads it. */
  async function detailOf(kind: 'video' | 'image', templateId: string): Promise<TemplateDetail> {
    const answer = await testApp.app.inject({ url: `${detailPath[kind]}/${templateId}` });
    expect(answer.statusCode).toBe(200);
    return answer.json<TemplateDetail>();
  }

  /** The picture's bytes in a file of its own, to decode. */
  async function pictureFile(bytes: Buffer): Promise<string> {
    const file = path.join(dataDir, `picture-${Math.random().toString(36).slice(2)}.jpg`);
    await fs.writeFile(file, bytes);
    return file;
  }

  const keyOf = (url: string) => url.replace(/^\/media\//, '');

  /** An owner's template of `kind` made from the test's tiny files, prepared and published. */
  async function ownerTemplate(kind: 'video' | 'image', file: string): Promise<TemplateDetail> {
    const template = await createOwnerTemplate(call, kind, `Shared ${kind}`);
    const role = kind === 'video' ? 'video' : 'overlay';
    const uploaded = await sendMediaFile(testApp.app, adminToken, {
      templateId: template.templateId,
      role,
      bytes: await fs.readFile(file),
    });
    expect(uploaded.statusCode).toBe(200);
    const prepared = await settledTemplate(call, template.templateId);
    expect(prepared.media.state).toBe('ready');
    const published = await call(
      'POST',
      `${endpointPath(adminCatalogueEndpoints.get.path, { templateId: template.templateId })}/status`,
      { status: 'published', revision: prepared.revision },
    );
    expect(published.statusCode).toBe(200);
    return detailOf(kind, published.json<OwnerTemplate>().templateId);
  }

  it('is made at 1200×630 with an owner’s video and image templates, beside their posters', async () => {
    for (const [kind, file] of [
      ['video', await inputs.clip('share-clip.mp4')],
      ['image', await inputs.overlay('share-overlay.png', WINDOW)],
    ] as const) {
      const detail = await ownerTemplate(kind, file);
      expect(detail.sharePictureUrl, kind).toMatch(/^\/media\/public\/.+\/share\.jpg$/);
      expect(detail.posterUrl, kind).not.toBe(detail.sharePictureUrl);
      const answer = await testApp.app.inject({ url: detail.sharePictureUrl! });
      expect(answer.statusCode, kind).toBe(200);
      expect(answer.headers['content-type'], kind).toBe('image/jpeg');
      const picture = await probeMedia(inputs.ffmpegPath, await pictureFile(answer.rawPayload));
      expect({ width: picture.width, height: picture.height }, kind).toEqual(SHARE_PICTURE_SIZE);
    }
  }, 60_000);

  it('is made at 1200×630 for the demo templates, a portrait one whole on a blurred fill', async () => {
    // Made as the demo catalogue makes it, or found in the test runs' cache; the row goes in by
    // hand, as the seeding fills only an empty catalogue.
    const made = await generateDemoMedia([portraitDemo], {
      storage: demoMedia,
      ffmpegPath: inputs.ffmpegPath,
      font: findSystemFont(),
    });
    const [demo] = await catalogueTemplates.insertTemplates(testApp.database.db, [
      templateRow(portraitDemo, made.media[0]!),
    ]);
    const detail = await detailOf('video', String(demo!.id));
    expect(detail.sharePictureUrl).toBe(`/media/${demo!.media.sharePicture}`);

    const file = await pictureFile(await readMediaBytes(demoMedia, keyOf(detail.sharePictureUrl!)));
    const pixels = await readPixels(inputs.ffmpegPath, file, 'rgba');
    expect({ width: pixels.width, height: pixels.height }).toEqual(SHARE_PICTURE_SIZE);
    // The sides are the template's own colours, blurred, not black bars.
    const side = [0, 1, 2].map((channel) => pixels.at(40, 315, channel));
    expect(Math.max(...side)).toBeGreaterThan(24);
  }, 120_000);
});
