import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, testSecrets, type TestApp } from '../../test-support/test-app';
import { createLocalDiskStorage } from './create-media-storage';
import type { LocalDiskStorage } from './local-disk-storage';
import { MediaMessage } from './media.routes';

/** 1000 bytes whose value at offset n is n % 251, so any slice can be checked exactly. */
const clipBytes = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));
const bytesAt = (start: number, endInclusive: number) =>
  clipBytes.subarray(start, endInclusive + 1);

const files: Record<string, { body: Buffer | string; type: RegExp }> = {
  'public/demo/aurora/preview-1a2b.mp4': { body: clipBytes, type: /^video\/mp4$/ },
  'public/demo/aurora/teaser-1a2b.webm': { body: clipBytes, type: /^video\/webm$/ },
  'public/demo/aurora/poster-1a2b.jpg': { body: clipBytes, type: /^image\/jpeg$/ },
  'public/demo/aurora/poster-1a2b.webp': { body: clipBytes, type: /^image\/webp$/ },
  'public/demo/aurora/mask-1a2b.png': { body: clipBytes, type: /^image\/png$/ },
  'public/demo/aurora/template-1a2b.json': {
    body: JSON.stringify({ width: 1920, height: 1080, padding: 'x'.repeat(3000) }),
    type: /^application\/json/,
  },
  'private/compiled/sunrise-9f8e.mp4': { body: clipBytes, type: /^video\/mp4$/ },
  'private/uploads/7/holiday-3c4d.jpg': { body: clipBytes, type: /^image\/jpeg$/ },
  'private/renders/41/order-5e6f.mp4': { body: clipBytes, type: /^video\/mp4$/ },
};

describe('media files', () => {
  let testApp: TestApp;
  let storage: LocalDiskStorage;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-media-'));
    const env = { DATA_DIR: dataDir };
    storage = createLocalDiskStorage(testConfig(env), testSecrets);
    const scratch = path.join(dataDir, 'scratch');
    for (const [key, { body }] of Object.entries(files)) {
      fs.writeFileSync(scratch, body);
      await storage.put(key, scratch);
    }
    // A file beside the media root that no request may reach.
    fs.writeFileSync(path.join(dataDir, 'secrets.json'), '{"jwtSecret":"top-secret-value"}');
    testApp = await createTestApp({ env });
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  describe('public catalogue media', () => {
    it('is served unsigned, whole, cacheable for a year', async () => {
      const response = await get('/media/public/demo/aurora/preview-1a2b.mp4');
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(clipBytes)).toBe(true);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.headers['content-length']).toBe('1000');
      expect(response.headers.etag).toBeTruthy();
    });

    it.each(Object.entries(files))('answers %s with its content type', async (key, { type }) => {
      const url = key.startsWith('public/') ? `/media/${key}` : storage.signedLink(key, 60);
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(type);
    });

    it('may be embedded by other sites; what a signed link opens stays this site’s own', async () => {
      for (const key of Object.keys(files)) {
        const isPublic = key.startsWith('public/');
        const response = await get(isPublic ? `/media/${key}` : storage.signedLink(key, 60));
        expect(response.statusCode, key).toBe(200);
        expect(response.headers['cross-origin-resource-policy'], key).toBe(
          isPublic ? 'cross-origin' : 'same-origin',
        );
      }
      // A ranged answer (a blog's video player seeking) is embeddable too.
      const ranged = await get('/media/public/demo/aurora/preview-1a2b.mp4', {
        range: 'bytes=0-99',
      });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });

    it('never compresses media, so byte ranges stay meaningful', async () => {
      const response = await get('/media/public/demo/aurora/template-1a2b.json', {
        'accept-encoding': 'gzip, br',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(response.body).width).toBe(1920);
    });

    it('answers a conditional request with 304', async () => {
      const first = await get('/media/public/demo/aurora/poster-1a2b.jpg');
      const again = await get('/media/public/demo/aurora/poster-1a2b.jpg', {
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it('answers a missing file with 404 JSON', async () => {
      const response = await get('/media/public/demo/aurora/missing-0000.mp4');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ error: MediaMessage.missing, code: 'NOT_FOUND' });
    });

    it('answers a directory with 404, not a listing or a redirect', async () => {
      const response = await get('/media/public/demo/aurora');
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    });
  });

  describe('byte ranges', () => {
    const url = '/media/public/demo/aurora/preview-1a2b.mp4';

    it('answers bytes=0-99 with 206 and exactly those bytes', async () => {
      const response = await get(url, { range: 'bytes=0-99' });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe('bytes 0-99/1000');
      expect(response.headers['content-length']).toBe('100');
      expect(response.rawPayload.equals(bytesAt(0, 99))).toBe(true);
    });

    it('answers a range in the middle, as a seek in a video asks', async () => {
      const response = await get(url, { range: 'bytes=500-' });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe('bytes 500-999/1000');
      expect(response.rawPayload.equals(bytesAt(500, 999))).toBe(true);
    });

    it('answers a suffix range with the last bytes', async () => {
      const response = await get(url, { range: 'bytes=-10' });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe('bytes 990-999/1000');
      expect(response.rawPayload.equals(bytesAt(990, 999))).toBe(true);
    });

    it('clips a range that runs past the end', async () => {
      const response = await get(url, { range: 'bytes=900-5000' });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe('bytes 900-999/1000');
      expect(response.rawPayload.length).toBe(100);
    });

    it('answers a range beyond the end with 416 and the size', async () => {
      const response = await get(url, { range: 'bytes=1000-1100' });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe('bytes */1000');
      expect(response.json()).toEqual({
        error: 'The requested byte range lies outside the file, which has 1000 bytes.',
        code: 'BAD_REQUEST',
      });
    });

    it.each([
      'bytes=-1-5',
      'bytes=0x10-0x20',
      'bytes=1.5-2',
      'bytes=0-5,10-20',
      'bytes=5-3',
      'bytes= 0-5',
      'bytes=0-5 junk',
    ])('ignores the malformed or multiple range %j: 200 with the whole file', async (range) => {
      const response = await get(url, { range });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-range']).toBeUndefined();
      expect(response.headers['content-length']).toBe('1000');
      expect(response.rawPayload.equals(clipBytes)).toBe(true);
    });

    it('honours ranges on signed private media too', async () => {
      const response = await get(storage.signedLink('private/compiled/sunrise-9f8e.mp4', 60), {
        range: 'bytes=10-19',
      });
      expect(response.statusCode).toBe(206);
      expect(response.rawPayload.equals(bytesAt(10, 19))).toBe(true);
    });
  });

  describe('HEAD', () => {
    it('answers the headers of the whole file without a body', async () => {
      const response = await testApp.app.inject({
        method: 'HEAD',
        url: '/media/public/demo/aurora/preview-1a2b.mp4',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-length']).toBe('1000');
      expect(response.headers['content-type']).toBe('video/mp4');
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.rawPayload.length).toBe(0);
    });

    it('answers a ranged HEAD with 206 and the range', async () => {
      const response = await testApp.app.inject({
        method: 'HEAD',
        url: '/media/public/demo/aurora/preview-1a2b.mp4',
        headers: { range: 'bytes=0-99' },
      });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe('bytes 0-99/1000');
      expect(response.rawPayload.length).toBe(0);
    });

    it('answers 404 for a missing file', async () => {
      const response = await testApp.app.inject({ method: 'HEAD', url: '/media/public/nope.mp4' });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('signed links to private media', () => {
    const key = 'private/compiled/sunrise-9f8e.mp4';
    const signer = () => storage.signer;

    it('serves a valid link, cacheable privately until it expires', async () => {
      const url = storage.signedLink(key, 3600);
      expect(url).toMatch(/^\/media\/private\/compiled\/sunrise-9f8e\.mp4\?exp=\d+&sig=[\w-]{43}$/);
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(clipBytes)).toBe(true);
      const maxAge = Number(
        /^private, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1],
      );
      const expiry = Number(new URL(url, 'http://x').searchParams.get('exp'));
      expect(maxAge).toBeGreaterThanOrEqual(3600 - 5);
      expect(maxAge).toBeLessThanOrEqual(expiry - Math.floor(Date.now() / 1000));
    });

    it('refuses the file without a signature', async () => {
      const response = await get(`/media/${key}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'This link is not valid.', code: 'FORBIDDEN' });
    });

    it('refuses an expired link and says how to get a fresh one', async () => {
      const expiry = Math.floor(Date.now() / 1000) - 10;
      const response = await get(`/media/${key}?exp=${expiry}&sig=${signer().sign(key, expiry)}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'This link has expired. Reload the page to get a fresh one.',
        code: 'FORBIDDEN',
      });
    });

    it('refuses a link whose expiry was pushed out', async () => {
      const url = new URL(storage.signedLink(key, 60), 'http://x');
      url.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3600));
      const response = await get(url.pathname + url.search);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('This link is not valid.');
    });

    it('refuses a signature moved to another file', async () => {
      const other = 'private/compiled/other-9f8e.mp4';
      fs.writeFileSync(path.join(dataDir, 'scratch'), 'another video');
      await storage.put(other, path.join(dataDir, 'scratch'));
      const query = storage.signedLink(key, 60).split('?')[1];
      const response = await get(`/media/${other}?${query}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('This link is not valid.');
    });

    it('refuses an altered signature', async () => {
      const url = storage.signedLink(key, 60);
      const last = url.at(-1) === 'A' ? 'B' : 'A';
      const response = await get(url.slice(0, -1) + last);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('This link is not valid.');
    });

    it('refuses a link signed with another secret', async () => {
      const foreign = createLocalDiskStorage(testConfig({ DATA_DIR: dataDir }), {
        ...testSecrets,
        urlSigningSecret: 'a-different-url-signing-secret-of-enough-length',
      });
      const response = await get(foreign.signedLink(key, 60));
      expect(response.statusCode).toBe(403);
    });

    it('checks the signature before saying whether a file exists', async () => {
      const response = await get('/media/private/compiled/never-existed.mp4');
      expect(response.statusCode).toBe(403);
    });
  });

  describe('paths outside the media root', () => {
    // Sent byte for byte over a socket: `inject` and fetch would normalise `..` away before the
    // server ever saw it, which is what browsers do but not what an attacker's client does.
    let origin: string;
    beforeAll(async () => {
      origin = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    });
    const rawGet = (rawPath: string) =>
      new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        const request = http.request(`${origin}/`, { path: rawPath }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              type: String(response.headers['content-type']),
              body,
            }),
          );
        });
        request.on('error', reject);
        request.end();
      });

    it.each([
      '/media/../secrets.json',
      '/media/public/../../secrets.json',
      '/media/%2e%2e/secrets.json',
      '/media/public/%2e%2e/%2e%2e/secrets.json',
      '/media/%2E%2E/secrets.json',
      '/media/..%2fsecrets.json',
      '/media/public%2f..%2f..%2fsecrets.json',
      '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/media/%252e%252e/secrets.json',
      '/media//etc/passwd',
      '/media/%2fetc%2fpasswd',
      '/media/public\\..\\..\\secrets.json',
      '/media/public/%5c..%5c..%5csecrets.json',
      '/media/public/..%00/secrets.json',
      '/media/.incoming/anything',
      '/media/public/demo/aurora/PREVIEW-1A2B.MP4',
    ])('%s reveals nothing', async (rawPath) => {
      const response = await rawGet(rawPath);
      expect([400, 403, 404]).toContain(response.status);
      expect(response.type).toMatch(/application\/json/);
      expect(response.body).not.toContain('top-secret-value');
      expect(response.body).not.toContain('root:');
    });

    it('explains an invalid path', async () => {
      const response = await rawGet('/media/%2e%2e/secrets.json');
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toEqual({
        error: MediaMessage.invalidPath,
        code: 'BAD_REQUEST',
      });
    });

    it('still serves a valid path over the socket', async () => {
      const response = await rawGet('/media/public/demo/aurora/mask-1a2b.png');
      expect(response.status).toBe(200);
      expect(response.type).toBe('image/png');
    });
  });
});
