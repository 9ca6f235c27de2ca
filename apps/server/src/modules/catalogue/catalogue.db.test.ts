import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { insertTemplates } from './catalogue.repository';
import type { NewTemplate } from './catalogue.schema';

const INDIA = '49.36.0.1';
const US = '8.8.8.8';

function template(overrides: Partial<NewTemplate> & Pick<NewTemplate, 'name'>): NewTemplate {
  return {
    kind: 'video',
    description: '',
    categories: [],
    sections: [],
    compatibility: ['YouTube'],
    price: 50,
    priceInd: null,
    purchaseCount: 0,
    media: { poster: `public/posters/${overrides.name.toLowerCase().replace(/\W+/g, '-')}.webp` },
    ...overrides,
  };
}

describe(`catalogue on ${testEngine}`, () => {
  let testApp: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    testApp = await createTestApp();
    const rows = await insertTemplates(testApp.database.db, [
      template({
        name: 'Neon Pulse Intro',
        description: 'Glowing logo reveal',
        categories: ['Business', 'Tech'],
        sections: ['Intros'],
        price: 80,
        priceInd: 40,
        purchaseCount: 120,
      }),
      template({
        name: 'Wedding Bells',
        description: 'Soft floral slideshow',
        categories: ['Wedding'],
        sections: ['Slideshows', 'Invitations'],
        price: 60,
        purchaseCount: 300,
      }),
      template({
        name: 'Travel Diary',
        description: 'Postcards from 100% real trips',
        categories: ['Travel'],
        sections: ['Slideshows'],
        price: 30,
        priceInd: 90,
        purchaseCount: 45,
      }),
      template({
        name: 'Gym Promo',
        description: 'High energy',
        categories: ['Fitness'],
        sections: ['Promos'],
        price: 45,
        purchaseCount: 45,
      }),
      template({
        name: 'Tech Launch',
        description: 'Product promo',
        categories: ['Tech', 'Business'],
        sections: ['Promos', 'Intros'],
        price: 99,
        purchaseCount: 10,
      }),
      template({
        name: 'Birthday Confetti',
        description: 'Party story',
        categories: ['Birthday'],
        sections: ['Stories'],
        price: 20,
        purchaseCount: 0,
      }),
      ...Array.from({ length: 14 }, (_, i) =>
        template({
          name: `Filler ${String(i).padStart(2, '0')}`,
          description: 'Simple clip',
          categories: ['Misc'],
          sections: ['Extras'],
          price: 10 + i,
          purchaseCount: i,
        }),
      ),
      template({
        kind: 'image',
        name: 'Quote Poster',
        categories: ['Business'],
        sections: ['Posters'],
        price: 15,
      }),
      template({
        kind: 'direct-sell',
        name: 'City Timelapse',
        categories: ['Travel'],
        sections: ['Stock'],
        price: 120,
        media: {
          poster: 'public/posters/city.webp',
          preview: 'public/previews/city.mp4',
          compiled: 'private/compiled/city.mp4',
        },
      }),
    ]);
    for (const row of rows) ids[row.name] = String(row.id);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string, remoteAddress = US, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, remoteAddress, headers });
  const names = (body: { items: { templateName: string }[] }) =>
    body.items.map((item) => item.templateName);

  it('lists 8 of a kind by popularity, with the sections of that kind', async () => {
    const body = (await get('/api/templates')).json();
    expect(body.items).toHaveLength(8);
    expect(names(body).slice(0, 3)).toEqual(['Wedding Bells', 'Neon Pulse Intro', 'Gym Promo']);
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(body.sections).toEqual([
      'Extras',
      'Intros',
      'Invitations',
      'Promos',
      'Slideshows',
      'Stories',
    ]);
    expect(body.items[0]).toMatchObject({
      kind: 'video',
      templateId: ids['Wedding Bells'],
      posterUrl: expect.stringMatching(/^\/media\/public\//),
    });
  });

  it('walks every page once, in order, following the cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/templates?limit=7${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (await get(url)).json();
      seen.push(...names(body));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(20);
    expect(new Set(seen).size).toBe(20);
    // Ties on purchase count keep a stable order (newest first): Gym Promo and Travel Diary both have 45.
    expect(seen.indexOf('Travel Diary')).toBe(seen.indexOf('Gym Promo') + 1);
  });

  it('searches name, description and categories, trimmed and in any case', async () => {
    expect(names((await get('/api/templates?q=%20NEON%20')).json())).toEqual(['Neon Pulse Intro']);
    expect(names((await get('/api/templates?q=floral')).json())).toEqual(['Wedding Bells']);
    expect(names((await get('/api/templates?q=tech')).json()).sort()).toEqual([
      'Neon Pulse Intro',
      'Tech Launch',
    ]);
    expect(names((await get('/api/templates?q=100%25')).json())).toEqual(['Travel Diary']);
    expect((await get('/api/templates?q=zzz-nothing')).json()).toMatchObject({
      items: [],
      nextCursor: null,
    });
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect(names((await get('/api/templates?q=%25')).json())).toEqual(['Travel Diary']);
    expect(names((await get('/api/templates?q=_')).json())).toEqual([]);
  });

  it('filters by section, combined with search', async () => {
    expect(names((await get('/api/templates?section=Promos')).json())).toEqual([
      'Gym Promo',
      'Tech Launch',
    ]);
    expect(names((await get('/api/templates?section=Intros&q=launch')).json())).toEqual([
      'Tech Launch',
    ]);
  });

  it('sorts by the regional price, in India by the India price when set', async () => {
    const lowUs = names((await get('/api/templates?section=Intros&sort=price-low-high')).json());
    expect(lowUs).toEqual(['Neon Pulse Intro', 'Tech Launch']); // 80, 99
    const slides = '/api/templates?section=Slideshows&sort=price-high-low';
    expect(names((await get(slides)).json())).toEqual(['Wedding Bells', 'Travel Diary']); // 60, 30
    expect(names((await get(slides, INDIA)).json())).toEqual(['Travel Diary', 'Wedding Bells']); // 90, 60
    const neon = (await get(`/api/template/${ids['Neon Pulse Intro']}`, INDIA)).json();
    expect(neon).toMatchObject({ templatePrice: 80, templatePriceIND: 40, price: 40 });
    expect((await get(`/api/template/${ids['Neon Pulse Intro']}`)).json().price).toBe(80);
  });

  it('pages a price sort without repeats', async () => {
    const first = (await get('/api/templates?sort=price-low-high&limit=5')).json();
    const second = (
      await get(`/api/templates?sort=price-low-high&limit=5&cursor=${first.nextCursor}`)
    ).json();
    const prices = [...first.items, ...second.items].map((item: { price: number }) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set([...names(first), ...names(second)]).size).toBe(10);
  });

  it('answers bad list input with 400', async () => {
    expect((await get('/api/templates?limit=0')).statusCode).toBe(400);
    expect((await get('/api/templates?limit=101')).statusCode).toBe(400);
    expect((await get('/api/templates?sort=cheapest')).statusCode).toBe(400);
    const cursor = await get('/api/templates?cursor=not-a-cursor');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().error).toBe(
      'This page of results is no longer valid. Reload the list to start again.',
    );
  });

  it('answers each kind on its own paths, and 404 with the kind’s message otherwise', async () => {
    const image = await get(`/api/image-template/${ids['Quote Poster']}`);
    expect(image.json()).toMatchObject({
      kind: 'image',
      templateName: 'Quote Poster',
      videoDimensions: '1920x1080',
      hasGreenScreen: false,
    });
    // Asked as a video template's page, it says which kind it is, so the page can send the
    // visitor on to its own.
    expect((await get(`/api/template/${ids['Quote Poster']}`)).json()).toEqual({
      error: 'Template not found',
      code: 'NOT_FOUND',
      templateKind: 'image',
    });
    expect((await get('/api/image-template/999999')).json().error).toBe('Image template not found');
    expect((await get('/api/direct-sell/999999')).json().error).toBe(
      'Direct sell template not found',
    );
    expect(names((await get('/api/image-templates')).json())).toEqual(['Quote Poster']);
    expect((await get('/api/template/abc')).statusCode).toBe(400);
  });

  it('accepts a -template suffix on an id', async () => {
    const response = await get(`/api/template/${ids['Gym Promo']}-template`);
    expect(response.json().templateName).toBe('Gym Promo');
  });

  it('versions direct-sell image URLs so a replaced image is fetched again', async () => {
    const body = (await get(`/api/direct-sell/${ids['City Timelapse']}`)).json();
    expect(body.posterUrl).toMatch(/^\/media\/public\/posters\/city\.webp\?v=\d+$/);
    expect(body.previewUrl).toBe('/media/public/previews/city.mp4');
  });

  it('suggests same-kind templates by shared categories and sections, best first, ties by name', async () => {
    const response = await get(`/api/template/${ids['Neon Pulse Intro']}/suggestions`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    // Tech Launch shares Business, Tech (2+2) and Intros (3) = 7; the rest share nothing and
    // follow by name.
    expect(names(body).slice(0, 3)).toEqual(['Tech Launch', 'Birthday Confetti', 'Filler 00']);
    expect(names(body)).not.toContain('Neon Pulse Intro');
    expect(names(body)).not.toContain('Quote Poster');
    const wedding = (await get(`/api/template/${ids['Travel Diary']}/suggestions`)).json();
    expect(names(wedding)[0]).toBe('Wedding Bells');
    const fillers = (await get(`/api/template/${ids['Filler 00']}/suggestions?limit=5`)).json();
    expect(names(fillers)).toEqual([
      'Filler 01',
      'Filler 02',
      'Filler 03',
      'Filler 04',
      'Filler 05',
    ]);
    expect(fillers.nextOffset).toBe(5);
  });

  it('sends an ETag and answers a revalidation with 304', async () => {
    const first = await get('/api/templates?q=neon');
    expect(first.headers['cache-control']).toMatch(/^private/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await get('/api/templates?q=neon', US, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers from the cache with the security and rate-limit headers of any response', async () => {
    const first = await get('/api/templates?sort=price-high-low');
    const again = await get('/api/templates?sort=price-high-low');
    for (const response of [first, again]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(response.headers['x-ratelimit-limit']).toBe('600');
      expect(Number(response.headers['x-ratelimit-remaining'])).toBeLessThan(600);
      expect(Number(response.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(Number(again.headers['x-ratelimit-remaining'])).toBe(
      Number(first.headers['x-ratelimit-remaining']) - 1,
    );
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);
  });

  it('compresses a large answer in the encoding the client prefers, under the same ETag', async () => {
    const url = '/api/templates?limit=20';
    const plain = await get(url);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');

    const br = await get(url, US, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get(url, US, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const refused = await get(url, US, { 'accept-encoding': 'gzip', 'x-no-compression': '1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('sends a small answer as it is, whatever the client accepts', async () => {
    const response = await get('/api/templates?q=nothing-is-called-this', US, {
      'accept-encoding': 'gzip, br',
    });
    expect(response.json().items).toEqual([]);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
  });

  it('answers 304 to any If-None-Match naming the ETag, in any encoding', async () => {
    const url = '/api/templates?limit=20';
    const { etag } = (await get(url)).headers;
    for (const ifNoneMatch of [String(etag), `W/"older", ${etag}`, '*']) {
      const response = await get(url, US, {
        'if-none-match': ifNoneMatch,
        'accept-encoding': 'br',
      });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.length).toBe(0);
    }
    expect((await get(url, US, { 'if-none-match': 'W/"older"' })).statusCode).toBe(200);
  });

  it("keeps each region's prices apart in the cache", async () => {
    const url = `/api/template/${ids['Neon Pulse Intro']}`;
    expect((await get(url, US)).json().price).toBe(80);
    expect((await get(url, INDIA)).json().price).toBe(40);
    expect((await get(url, US)).json().price).toBe(80);
    expect((await get(url, INDIA, { 'accept-encoding': 'gzip' })).headers.etag).not.toBe(
      (await get(url, US)).headers.etag,
    );
  });
});
