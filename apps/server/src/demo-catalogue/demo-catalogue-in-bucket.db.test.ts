import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../db/schema';
import { locateFfmpeg, S3Storage } from '../modules/media';
import { startLocalS3, type LocalS3 } from '../test-support/local-s3';
import { createTestDatabase, testEngine, type TestDatabase } from '../test-support/test-database';
import { seedDemoCatalogue } from './demo-catalogue';
import { findSystemFont } from '../modules/media';
import { DEMO_TEMPLATES } from './demo-templates';

describe(`the demo catalogue with media in an S3 bucket on ${testEngine}`, () => {
  let s3: LocalS3;
  let database: TestDatabase;
  beforeAll(async () => {
    s3 = await startLocalS3();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
    await s3?.close();
  });

  it('generates every file into the bucket, public ones served with the year-long cache', async () => {
    const storage = new S3Storage(s3.config);
    const chosen = [
      DEMO_TEMPLATES.find((template) => template.kind === 'image')!,
      DEMO_TEMPLATES.find((template) => template.kind === 'direct-sell')!,
    ];
    const seeded = await seedDemoCatalogue(database.db, {
      storage,
      ffmpegPath: locateFfmpeg().path,
      font: findSystemFont(),
      templates: chosen,
    });
    expect(seeded.status).toBe('seeded');
    const rows = await database.db.select().from(templates);
    expect(rows).toHaveLength(2);
    const keys = rows.flatMap((row) => Object.values(row.media).filter(Boolean) as string[]);
    expect(keys.length).toBeGreaterThan(4);
    for (const key of keys) expect(await storage.exists(key), key).toBe(true);

    const poster = await fetch(storage.publicUrl(rows[0]!.media.poster!));
    expect(poster.status).toBe(200);
    expect(poster.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(poster.headers.get('content-type')).toMatch(/^image\//);
  }, 180_000);
});
