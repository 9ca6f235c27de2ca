import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CatalogueMessage, videoUrlResponseSchema } from '@frameshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../test-support/accounts-fixture';
import { createTestApp, testConfig, testSecrets, type TestApp } from '../../test-support/test-app';
import { catalogueTemplates, type NewTemplate } from '../catalogue';
import { createMediaStorage } from './create-media-storage';
import { EXPIRY_ROUNDING_SECONDS } from './media-url-signer';
import { VIDEO_URL_TTL_SECONDS } from './video-url.routes';

const filmBytes = Buffer.from('a ready-made film, byte for byte');
const teaserBytes = Buffer.from('the first seconds, smaller');

function template(
  name: string,
  kind: NewTemplate['kind'],
  media: NewTemplate['media'],
): NewTemplate {
  return { kind, name, price: 90, media };
}

describe('GET /api/video-url/:templateId/:fileName', () => {
  let testApp: TestApp;
  let dataDir: string;
  const ids = { film: 0, noCompiled: 0, fileGone: 0 };
  /** Bearer headers: an admin, and a signed-in customer who has bought nothing. */
  let admin: Record<string, string>;
  let customer: Record<string, string>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-video-url-'));
    const env = { DATA_DIR: dataDir };
    const storage = createMediaStorage(testConfig(env), testSecrets);
    const scratch = path.join(dataDir, 'film.mp4');
    fs.writeFileSync(scratch, filmBytes);
    await storage.put('private/compiled/ocean-drift-1234.mp4', scratch);
    fs.writeFileSync(scratch, teaserBytes);
    await storage.put('public/demo/ocean/preview-1234.mp4', scratch);
    testApp = await createTestApp({ env });
    const rows = await catalogueTemplates.insertTemplates(testApp.database.db, [
      template('Ocean Drift Loop', 'direct-sell', {
        poster: 'public/demo/ocean/poster-1234.jpg',
        preview: 'public/demo/ocean/preview-1234.mp4',
        compiled: 'private/compiled/ocean-drift-1234.mp4',
      }),
      template('Golden Hour Intro', 'video', { poster: 'public/demo/golden/poster-1234.jpg' }),
      template('Neon City Pulse', 'direct-sell', {
        poster: 'public/demo/neon/poster-1234.jpg',
        compiled: 'private/compiled/neon-city-deleted.mp4',
      }),
    ]);
    [ids.film, ids.noCompiled, ids.fileGone] = rows.map((row) => row.id) as [
      number,
      number,
      number,
    ];
    const adminAccount = await registerAccount(testApp.app);
    await testApp.database.db.execute(
      sql`update users set role = 'admin' where id = ${adminAccount.user.id}`,
    );
    admin = bearer(adminAccount.token);
    customer = bearer((await registerAccount(testApp.app)).token);
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });
  const filmUrl = () => `/api/video-url/${ids.film}/${ids.film}compiled.mp4`;

  it('gives a visitor the public preview, never a link to the paid film', async () => {
    const response = await get(filmUrl());
    expect(response.statusCode).toBe(200);
    const { videoUrl } = videoUrlResponseSchema.parse(response.json());
    expect(videoUrl).toBe('/media/public/demo/ocean/preview-1234.mp4');
    expect(response.body).not.toContain('private/compiled');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const teaser = await get(videoUrl);
    expect(teaser.rawPayload.equals(teaserBytes)).toBe(true);
  });

  it('gives a signed-in customer who has not bought the film the preview too', async () => {
    const response = await get(filmUrl(), customer);
    expect(response.json()).toEqual({ videoUrl: '/media/public/demo/ocean/preview-1234.mp4' });
  });

  it('treats a stale or forged token as a visitor', async () => {
    const response = await get(filmUrl(), bearer('not-a-token'));
    expect(response.json()).toEqual({ videoUrl: '/media/public/demo/ocean/preview-1234.mp4' });
  });

  it('keeps the paid film out of the catalogue answers', async () => {
    for (const url of [`/api/direct-sell/${ids.film}`, '/api/direct-sell-templates']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toMatch(/compiled|ocean-drift/);
    }
  });

  it('answers an admin a signed, expiring link that plays the film', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await get(filmUrl(), admin);
    expect(response.statusCode).toBe(200);
    const { videoUrl } = videoUrlResponseSchema.parse(response.json());
    const url = new URL(videoUrl, 'http://store.test');
    expect(url.pathname).toBe('/media/private/compiled/ocean-drift-1234.mp4');
    const expiry = Number(url.searchParams.get('exp'));
    expect(expiry % EXPIRY_ROUNDING_SECONDS).toBe(0);
    expect(expiry).toBeGreaterThanOrEqual(before + VIDEO_URL_TTL_SECONDS);
    expect(expiry).toBeLessThanOrEqual(
      before + VIDEO_URL_TTL_SECONDS + EXPIRY_ROUNDING_SECONDS + 5,
    );

    const film = await get(videoUrl);
    expect(film.statusCode).toBe(200);
    expect(film.headers['content-type']).toBe('video/mp4');
    expect(film.rawPayload.equals(filmBytes)).toBe(true);
  });

  it('hands out the same link within the hour, so the browser cache keeps the film', async () => {
    const [first, second] = await Promise.all([get(filmUrl(), admin), get(filmUrl(), admin)]);
    expect(first.json().videoUrl).toMatch(/^\/media\/private\/compiled\//);
    expect(first.json().videoUrl).toBe(second.json().videoUrl);
  });

  it('accepts a template id with the -template suffix', async () => {
    const response = await get(`/api/video-url/${ids.film}-template/${ids.film}compiled.mp4`);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a file name other than {templateId}compiled.mp4', async () => {
    for (const fileName of [`${ids.fileGone}compiled.mp4`, 'compiled.mp4', `${ids.film}.mp4`]) {
      const response = await get(`/api/video-url/${ids.film}/${fileName}`);
      expect(response.statusCode, fileName).toBe(404);
      expect(response.json()).toEqual({
        error: `There is no video called ${fileName} for template ${ids.film}; ask for ${ids.film}compiled.mp4.`,
        code: 'NOT_FOUND',
      });
    }
  });

  it('answers an unknown template with Template not found', async () => {
    const response = await get('/api/video-url/999999/999999compiled.mp4');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: CatalogueMessage.templateNotFound,
      code: 'NOT_FOUND',
    });
  });

  it('answers a template without a finished video with the missing-file message', async () => {
    const response = await get(
      `/api/video-url/${ids.noCompiled}/${ids.noCompiled}compiled.mp4`,
      admin,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: CatalogueMessage.videoFileMissing,
      code: 'NOT_FOUND',
    });
  });

  it('answers a film whose file is gone with the missing-file message, never a dead link', async () => {
    const response = await get(`/api/video-url/${ids.fileGone}/${ids.fileGone}compiled.mp4`, admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: CatalogueMessage.videoFileMissing,
      code: 'NOT_FOUND',
    });
  });

  it('rejects an id that is not a number', async () => {
    const response = await get('/api/video-url/abc/abccompiled.mp4');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/A template id is a number/);
  });
});
