import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPixels } from '../test-support/media-pixels';
import { DEMO_MEDIA_CACHE_DIR } from '../test-support/demo-media-cache';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { locateFfmpeg, LocalDiskStorage, MediaUrlSigner } from '../modules/media';
import { templates } from '../db/schema';
import type { TemplateRow } from '../modules/catalogue';
import { seedDemoCatalogue } from './demo-catalogue';
import { CANVAS, COMPILED, PREVIEW, windowPixels } from './demo-look';
import { windowOf } from './demo-media-recipes';
import { DEMO_TEMPLATES } from './demo-templates';
import { prepareDemoCatalogue, type ProgressOutput } from './prepare-demo-catalogue';

describe('seeding the demo catalogue', () => {
  let database: TestDatabase;
  let storage: LocalDiskStorage;
  let rows: TemplateRow[];
  const printed: string[] = [];
  const output: ProgressOutput = { write: (text) => printed.push(text), isTTY: false };

  beforeAll(async () => {
    database = await createTestDatabase();
    storage = new LocalDiskStorage(DEMO_MEDIA_CACHE_DIR, new MediaUrlSigner('x'.repeat(40)));
    const result = await prepareDemoCatalogue({
      db: database.db,
      storage,
      label: 'Preparing the demo catalogue (first start only)',
      output,
    });
    expect(result).toMatchObject({ status: 'seeded', inserted: DEMO_TEMPLATES.length });
    rows = await database.db.select().from(templates).orderBy(templates.id);
    // Cold, this makes the media of 44 templates with ffmpeg; warm, it only checks they exist.
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  const ofKind = (kind: TemplateRow['kind']) => rows.filter((row) => row.kind === kind);

  it('tells a waiting person how far it got', () => {
    const total = DEMO_TEMPLATES.length;
    expect(printed[0]).toBe(`Preparing the demo catalogue (first start only): 0/${total}\n`);
    expect(printed).toContain(
      `Preparing the demo catalogue (first start only): ${total}/${total}\n`,
    );
    expect(printed.at(-1)).toMatch(new RegExp(`^Demo catalogue ready: ${total} templates in `));
  });

  it('inserts at least 24 video, 12 image and 8 ready-made templates', () => {
    expect(ofKind('video').length).toBeGreaterThanOrEqual(24);
    expect(ofKind('image').length).toBeGreaterThanOrEqual(12);
    expect(ofKind('direct-sell').length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
  });

  it('covers the 16:9, 9:16 and 1:1 layouts with their canvas sizes', () => {
    for (const kind of ['video', 'image', 'direct-sell'] as const) {
      expect(new Set(ofKind(kind).map((row) => row.videoLayout)), kind).toEqual(
        new Set(['16:9', '9:16', '1:1']),
      );
    }
    for (const row of [...ofKind('video'), ...ofKind('image')]) {
      const canvas = CANVAS[row.videoLayout as keyof typeof CANVAS];
      expect({ width: row.width, height: row.height }, row.name).toEqual(canvas);
      expect(row.templateJson, row.name).toMatchObject(canvas);
    }
    expect(CANVAS['16:9']).toEqual({ width: 1920, height: 1080 });
    expect(CANVAS['9:16']).toEqual({ width: 1080, height: 1920 });
    expect(CANVAS['1:1']).toEqual({ width: 1080, height: 1080 });
  });

  it('describes each kind as its detail page needs', () => {
    for (const row of ofKind('video')) {
      expect(row.greenScreenLayout, row.name).toBe(row.videoLayout);
      expect(row.greenScreenDimensions, row.name).toMatch(/^\d+x\d+$/);
      expect(row.durationSeconds, row.name).toBeGreaterThan(0);
      expect(row.media.maskPreview, row.name).toMatch(/^public\/.+\.png$/);
      // The full-size source and mask are made on first use, never public (ADR 13).
      expect(row.media.mask, row.name).toBeUndefined();
      expect(row.media.source, row.name).toBeUndefined();
    }
    for (const row of ofKind('image')) {
      expect(row.durationSeconds, row.name).toBeNull();
      expect(row.media.overlay, row.name).toMatch(/^private\/.+\.png$/);
      expect(row.media.overlayPreview, row.name).toMatch(/^public\/.+\.png$/);
    }
    for (const row of ofKind('direct-sell')) {
      expect(row.durationSeconds, row.name).toBeGreaterThanOrEqual(8);
      expect(row.durationSeconds, row.name).toBeLessThanOrEqual(12);
      expect(row.media.compiled, row.name).toMatch(/^private\/compiled\/.+\.mp4$/);
      const size = COMPILED[row.videoLayout as keyof typeof COMPILED];
      expect({ width: row.width, height: row.height }, row.name).toEqual(size);
    }
    for (const row of rows) {
      expect(row.categories.length, row.name).toBeGreaterThan(0);
      expect(row.sections.length, row.name).toBeGreaterThan(0);
      expect(row.compatibility.length, row.name).toBeGreaterThan(0);
      expect(row.description.length, row.name).toBeGreaterThan(40);
      expect(row.media.poster, row.name).toMatch(/^public\//);
    }
  });

  it('prices in whole credits, about half with a lower India price, with varied popularity', () => {
    for (const row of rows) {
      expect(Number.isInteger(row.price)).toBe(true);
      expect(row.price).toBeGreaterThanOrEqual(20);
      expect(row.price).toBeLessThanOrEqual(150);
      if (row.priceInd !== null) expect(row.priceInd, row.name).toBeLessThan(row.price);
    }
    const withIndiaPrice = rows.filter((row) => row.priceInd !== null).length / rows.length;
    expect(withIndiaPrice).toBeGreaterThan(0.35);
    expect(withIndiaPrice).toBeLessThan(0.65);
    expect(new Set(rows.map((row) => row.purchaseCount)).size).toBeGreaterThan(rows.length * 0.8);
    expect(new Set(rows.flatMap((row) => row.categories)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.flatMap((row) => row.sections)).size).toBeGreaterThanOrEqual(8);
  });

  it('stores every media file it refers to', async () => {
    for (const row of rows) {
      for (const key of Object.values(row.media)) {
        expect(await storage.exists(key), `${row.name}: ${key}`).toBe(true);
      }
    }
  });

  it('keys every green-screen window cleanly: nothing of the design leaks into a mask', async () => {
    const ffmpegPath = locateFfmpeg().path;
    for (const row of ofKind('video')) {
      const demo = DEMO_TEMPLATES.find((item) => item.name === row.name);
      if (demo?.kind !== 'video') throw new Error(`${row.name} is not a demo video template`);
      const window = windowPixels(windowOf(demo), PREVIEW[demo.layout]);
      const mask = await readPixels(
        ffmpegPath,
        storage.absolutePath(row.media.maskPreview!),
        'gray',
        PREVIEW[demo.layout],
      );
      let wrong = 0;
      for (let y = 0; y < mask.height; y += 1) {
        for (let x = 0; x < mask.width; x += 1) {
          const inWindow =
            x >= window.x &&
            x < window.x + window.width &&
            y >= window.y &&
            y < window.y + window.height;
          // One pixel of slack at the edge, where 4:2:0 chroma blurs the border.
          const atEdge =
            Math.min(
              Math.abs(x - window.x),
              Math.abs(x - (window.x + window.width - 1)),
              Math.abs(y - window.y),
              Math.abs(y - (window.y + window.height - 1)),
            ) <= 1;
          if (!atEdge && mask.at(x, y) > 127 !== inWindow) wrong += 1;
        }
      }
      expect(wrong, row.name).toBe(0);
    }
  });

  it('adds nothing to a catalogue that has templates', async () => {
    const again = await seedDemoCatalogue(database.db, {
      storage,
      ffmpegPath: '/nonexistent/ffmpeg',
      font: undefined,
    });
    expect(again).toEqual({ status: 'not-empty', existing: rows.length });
    const quiet: string[] = [];
    const prepared = await prepareDemoCatalogue({
      db: database.db,
      storage,
      label: 'x',
      output: { write: (text) => quiet.push(text) },
    });
    expect(prepared.status).toBe('not-empty');
    expect(quiet).toEqual([]);
  });
});
