import zlib from 'node:zlib';
import { PUBLIC_PAGE_PATHS } from '@frameshop/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { bumpCatalogueVersion, catalogueTemplates, type NewTemplate } from '../catalogue';

const PUBLIC_URL = 'https://shop.example';

const template = (name: string, kind: NewTemplate['kind']): NewTemplate => ({
  kind,
  name,
  description: '',
  categories: [],
  sections: [],
  compatibility: [],
  price: 40,
  priceInd: null,
  purchaseCount: 0,
  media: { poster: `public/posters/${name}.webp` },
});

/** The <loc> and <lastmod> of each entry of a sitemap or sitemap index. */
function entriesOf(xml: string) {
  return [
    ...xml.matchAll(/<(?:url|sitemap)><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g),
  ].map(([, loc, lastmod]) => ({ loc, lastmod }));
}

describe(`robots.txt and the sitemaps on ${testEngine}`, () => {
  let testApp: TestApp;
  let ids: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL } });
    const rows = await catalogueTemplates.insertTemplates(testApp.database.db, [
      template('video-one', 'video'),
      template('image-one', 'image'),
      template('film-one', 'direct-sell'),
      template('draft-one', 'video'),
      template('retired-one', 'video'),
    ]);
    ids = rows.map((row) => String(row.id));
    const db = testApp.database.db;
    await db
      .update(templates)
      .set({ status: 'draft' })
      .where(eq(templates.id, Number(ids[3])));
    await db
      .update(templates)
      .set({ status: 'retired' })
      .where(eq(templates.id, Number(ids[4])));
  });
  afterAll(() => testApp?.close());

  it('robots.txt keeps crawlers out of the API and private pages, and names the sitemap', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /api/\n');
    expect(response.body).toContain('Disallow: /internal-dashboard-admin\n');
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml\n`);
  });

  it('the index names the pages’ sitemap and one sitemap of templates', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(entriesOf(response.body).map((entry) => entry.loc)).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/templates-1.xml`,
    ]);
  });

  it('lists every public page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(response.statusCode).toBe(200);
    expect(entriesOf(response.body).map((entry) => entry.loc)).toEqual(
      PUBLIC_PAGE_PATHS.map((path) => `${PUBLIC_URL}${path}`),
    );
  });

  it('lists each published template’s page with its last change, and no draft or retired one', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemaps/templates-1.xml' });
    expect(response.statusCode).toBe(200);
    const rows = await testApp.database.db
      .select({ id: templates.id, updatedAt: templates.updatedAt })
      .from(templates)
      .where(inArray(templates.id, ids.slice(0, 3).map(Number)));
    const lastChange = new Map(rows.map((row) => [String(row.id), row.updatedAt.toISOString()]));
    expect(entriesOf(response.body)).toEqual([
      { loc: `${PUBLIC_URL}/template/${ids[0]}`, lastmod: lastChange.get(ids[0]!) },
      { loc: `${PUBLIC_URL}/image-template/${ids[1]}`, lastmod: lastChange.get(ids[1]!) },
      { loc: `${PUBLIC_URL}/direct-sell/${ids[2]}`, lastmod: lastChange.get(ids[2]!) },
    ]);
    expect(response.body.endsWith('</urlset>\n')).toBe(true);
  });

  it('answers 404 for a sitemap past the last, and for a number that is not one', async () => {
    for (const url of [
      '/sitemaps/templates-2.xml',
      '/sitemaps/templates-0.xml',
      '/sitemaps/templates-x.xml',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('keeps a built sitemap until the catalogue’s change is marked, then shows the new templates', async () => {
    const url = '/sitemaps/templates-1.xml';
    const before = await testApp.app.inject({ method: 'GET', url });
    const added = await catalogueTemplates.insertTemplates(
      testApp.database.db,
      Array.from({ length: 12 }, (_, index) => template(`video-more-${index}`, 'video')),
    );
    const last = `${PUBLIC_URL}/template/${added.at(-1)!.id}`;
    // Unmarked, the kept sitemap is still the one answered: it is not rebuilt per request.
    expect((await testApp.app.inject({ method: 'GET', url })).body).toBe(before.body);
    await testApp.database.db.transaction((tx) => bumpCatalogueVersion(tx));
    await expect
      .poll(async () => (await testApp.app.inject({ method: 'GET', url })).body, { timeout: 3000 })
      .toContain(`<loc>${last}</loc>`);
  });

  it('sends a kept sitemap compressed, and revalidates it with its ETag', async () => {
    const url = '/sitemaps/templates-1.xml';
    const plain = await testApp.app.inject({ method: 'GET', url });
    expect(plain.body.length).toBeGreaterThan(1024);
    const gzipped = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    const revalidated = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });
});
