import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { templates } from '../../db/schema';
import { seedDemoCatalogue } from '../../demo-catalogue/demo-catalogue';
import { findSystemFont } from '../media';
import { CANVAS } from '../../demo-catalogue/demo-look';
import { DEMO_TEMPLATES, type DemoTemplate } from '../../demo-catalogue/demo-templates';
import { registerBuyer } from '../../test-support/commerce-fixture';
import { createTestApp, testConfig, testSecrets, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { storedZipEntries } from '../../test-support/zip-entries';
import { catalogueTemplates, type TemplateMediaKeys } from '../catalogue';
import { createLocalDiskStorage, locateFfmpeg, probeMedia, type LocalDiskStorage } from '../media';
import { PAID_PREVIEW_MAX_SIDE, previewSizeOf, rekeyPaidMedia } from '.';

// Downloads name their file (`&name=`), so the link may carry it after the signature.
const signedPrivateLink = /^\/media\/private\/[^?]+\?exp=\d+&sig=[\w-]+(&name=[^&]+)?$/;

/** The demo image template, and the quickest demo video template to make a full-size source of. */
const imageDemo = DEMO_TEMPLATES.find((template) => template.kind === 'image') as DemoTemplate & {
  kind: 'image';
};
const videoDemo = DEMO_TEMPLATES.filter((template) => template.kind === 'video').sort(
  (a, b) => a.durationSeconds - b.durationSeconds,
)[0] as DemoTemplate & { kind: 'video' };

describe(`paid files are never at a public address, on ${testEngine}`, () => {
  const ffmpegPath = locateFfmpeg().path;
  let dataDir: string;
  let testApp: TestApp;
  let storage: LocalDiskStorage;
  let imageId: number;
  let videoId: number;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'frameshop-paid-media-'));
    // A short cache, so that a test can see it let go of URLs the re-key replaced.
    const env = { DATA_DIR: dataDir, CATALOGUE_CACHE_SECONDS: '1' };
    testApp = await createTestApp({ env });
    storage = createLocalDiskStorage(testConfig(env), testSecrets);
    const seeded = await seedDemoCatalogue(testApp.database.db, {
      storage,
      ffmpegPath,
      font: findSystemFont(),
      templates: [imageDemo, videoDemo],
    });
    expect(seeded.status).toBe('seeded');
    const rows = await testApp.database.db.select().from(templates).orderBy(templates.id);
    imageId = rows.find((row) => row.kind === 'image')!.id;
    videoId = rows.find((row) => row.kind === 'video')!.id;
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  /** A file's width and height as ffmpeg decodes them. */
  async function decodedSize(bytes: Buffer, extension: string) {
    const file = path.join(dataDir, `probe-${Math.random().toString(36).slice(2)}${extension}`);
    await fs.writeFile(file, bytes);
    try {
      const { width, height } = await probeMedia(ffmpegPath, file);
      return { width, height };
    } finally {
      await fs.rm(file, { force: true });
    }
  }

  async function fetched(url: string): Promise<Buffer> {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    return response.rawPayload;
  }

  it('shows a visitor only reduced public previews of an image template and a video template', async () => {
    const image = (await get(`/api/image-template/${imageId}`)).json();
    expect(image.overlayUrl).toMatch(/^\/media\/public\/.+\.png$/);
    const overlay = await decodedSize(await fetched(image.overlayUrl), '.png');
    expect(Math.max(overlay.width, overlay.height)).toBeLessThanOrEqual(PAID_PREVIEW_MAX_SIDE);

    const video = (await get(`/api/template/${videoId}`)).json();
    expect(video.hasGreenScreen).toBe(true);
    for (const url of [video.maskUrl, video.previewUrl, video.posterUrl]) {
      expect(url).toMatch(/^\/media\/public\//);
      const size = await decodedSize(await fetched(url), path.extname(url));
      expect(Math.max(size.width, size.height), url).toBeLessThanOrEqual(PAID_PREVIEW_MAX_SIDE);
    }
  });

  it('sells the full-size overlay, only through a signed link, and not the preview', async () => {
    const { call } = await registerBuyer(testApp.app);
    const answer = (
      await call('POST', '/api/download-template', { templateId: String(imageId) })
    ).json();
    expect(answer.downloadUrl).toMatch(signedPrivateLink);
    const paid = await fetched(answer.downloadUrl);
    expect(await decodedSize(paid, '.png')).toEqual(CANVAS[imageDemo.layout]);

    const preview = await fetched((await get(`/api/image-template/${imageId}`)).json().overlayUrl);
    expect(preview.equals(paid)).toBe(false);
    // Without its signature, or with it from another file, the paid file is refused.
    const bare = answer.downloadUrl.split('?')[0];
    expect((await get(bare)).statusCode).toBe(403);
    const elsewhere = answer.downloadUrl.replace(/overlay-/, 'overlay2-');
    expect((await get(elsewhere)).statusCode).toBe(403);
  });

  it('packs the full-size source and mask of a demo video template, made on first download', async () => {
    const { call } = await registerBuyer(testApp.app);
    const answer = (
      await call('POST', '/api/download-template', { templateId: String(videoId) })
    ).json();
    expect(answer.downloadUrl).toMatch(signedPrivateLink);
    const entries = storedZipEntries(await fetched(answer.downloadUrl));
    const named = (suffix: string) => {
      const found = [...entries].find(([name]) => name.endsWith(suffix));
      if (!found) throw new Error(`No ${suffix} in ${[...entries.keys()].join(', ')}`);
      return found[1];
    };
    const full = CANVAS[videoDemo.layout];
    expect(await decodedSize(named('/template.mp4'), '.mp4')).toEqual(full);
    expect(await decodedSize(named('/green-screen-mask.png'), '.png')).toEqual(full);

    // The row now names the full-size files, both private; the editors keep the small mask.
    const row = await catalogueTemplates.findTemplateById(testApp.database.db, videoId);
    expect(row?.media.source).toMatch(/^private\//);
    expect(row?.media.mask).toMatch(/^private\//);
    expect((await get(`/api/template/${videoId}`)).json().maskUrl).toBe(
      `/media/${row?.media.maskPreview}`,
    );
  }, 120_000);

  it('refuses a private key without a signature', async () => {
    const row = await catalogueTemplates.findTemplateById(testApp.database.db, imageId);
    expect(row?.media.overlay).toMatch(/^private\//);
    const response = await get(`/media/${row?.media.overlay}`);
    expect(response.statusCode).toBe(403);
  });

  describe('moving what an older store kept at public keys', () => {
    /** An image template as stored before paid files were private: its full overlay public. */
    async function legacyImageTemplate(name: string) {
      const seeded = await catalogueTemplates.findTemplateById(testApp.database.db, imageId);
      const publicKey = `public/legacy/${name}/overlay-0123456789ab.png`;
      await storage.put(publicKey, storage.absolutePath(seeded!.media.overlay!));
      const media: TemplateMediaKeys = { poster: seeded!.media.poster, overlay: publicKey };
      const [row] = await catalogueTemplates.insertTemplates(testApp.database.db, [
        { kind: 'image', name, price: 30, width: 1920, height: 1080, media },
      ]);
      return { id: row!.id, publicKey, bytes: await fs.readFile(storage.absolutePath(publicKey)) };
    }

    const rekey = () =>
      rekeyPaidMedia({ db: testApp.database.db, storage, ffmpegPath, font: findSystemFont() });

    it('moves the overlay to private: the old URL answers 404 and the owner still downloads it', async () => {
      const legacy = await legacyImageTemplate('legacy-frame');
      const { call } = await registerBuyer(testApp.app);
      const before = (
        await call('POST', '/api/download-template', { templateId: String(legacy.id) })
      ).json();
      expect(before.downloadUrl).toBe(`/media/${legacy.publicKey}`);
      const cachedDetail = (await get(`/api/image-template/${legacy.id}`)).json();

      expect(await rekey()).toEqual({ moved: 1, skipped: 0 });

      expect((await get(`/media/${legacy.publicKey}`)).statusCode).toBe(404);
      const row = await catalogueTemplates.findTemplateById(testApp.database.db, legacy.id);
      expect(row?.media.overlay).toBe('private/legacy/legacy-frame/overlay-0123456789ab.png');
      expect(row?.media.overlayPreview).toMatch(/^public\/legacy\/legacy-frame\/overlay-/);

      const after = (
        await call('POST', '/api/download-template', { templateId: String(legacy.id) })
      ).json();
      expect(after).toMatchObject({ charged: false, licenceId: before.licenceId });
      expect(after.downloadUrl).toMatch(signedPrivateLink);
      expect((await fetched(after.downloadUrl)).equals(legacy.bytes)).toBe(true);

      // The catalogue's cache lets go of the old answer within its lifetime (1 s here): its
      // clock moved on by that, not waited for.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1100 });
      const detail = await get(`/api/image-template/${legacy.id}`)
        .then((answer) => answer.json())
        .finally(() => vi.useRealTimers());
      expect(detail.overlayUrl).toBe(`/media/${row?.media.overlayPreview}`);
      expect(detail.overlayUrl).not.toBe(cachedDetail.overlayUrl);
      const preview = await decodedSize(await fetched(detail.overlayUrl), '.png');
      expect(preview).toEqual(previewSizeOf(CANVAS[imageDemo.layout]));
    }, 60_000);

    it('is harmless to run again, and when two runs race each other', async () => {
      const first = await legacyImageTemplate('legacy-race');
      const [a, b] = await Promise.all([rekey(), rekey()]);
      expect(a.moved + b.moved).toBe(1);
      const row = await catalogueTemplates.findTemplateById(testApp.database.db, first.id);
      expect(await storage.exists(row!.media.overlay!)).toBe(true);
      expect(await storage.exists(row!.media.overlayPreview!)).toBe(true);
      expect(await storage.exists(first.publicKey)).toBe(false);

      expect(await rekey()).toEqual({ moved: 0, skipped: 0 });
      expect(await catalogueTemplates.findTemplateById(testApp.database.db, first.id)).toEqual(row);
    }, 60_000);

    it('moves a video template’s public mask, keeping a small public copy for the editors', async () => {
      const publicMask = 'public/legacy/clip/mask-0123456789ab.png';
      const seeded = await catalogueTemplates.findTemplateById(testApp.database.db, videoId);
      await storage.put(publicMask, storage.absolutePath(seeded!.media.mask!));
      const [row] = await catalogueTemplates.insertTemplates(testApp.database.db, [
        {
          kind: 'video',
          name: 'Legacy clip',
          price: 30,
          width: 1920,
          height: 1080,
          media: { poster: seeded!.media.poster, source: seeded!.media.source, mask: publicMask },
        },
      ]);
      expect(await rekey()).toEqual({ moved: 1, skipped: 0 });
      const moved = await testApp.database.db
        .select()
        .from(templates)
        .where(eq(templates.id, row!.id));
      expect(moved[0]?.media.mask).toBe('private/legacy/clip/mask-0123456789ab.png');
      expect((await get(`/media/${publicMask}`)).statusCode).toBe(404);
      const detail = (await get(`/api/template/${row!.id}`)).json();
      const small = await decodedSize(await fetched(detail.maskUrl), '.png');
      expect(Math.max(small.width, small.height)).toBeLessThanOrEqual(PAID_PREVIEW_MAX_SIDE);
    }, 60_000);
  });
});
