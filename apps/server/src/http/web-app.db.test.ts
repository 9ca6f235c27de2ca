import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('serving the web app', () => {
  let testApp: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-web-')), 'dist');
    fs.mkdirSync(distDir);
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><title>Frameshop</title><div id="root"></div>',
    );
    fs.writeFileSync(
      path.join(distDir, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))})`,
    );
    fs.writeFileSync(
      path.join(distDir, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    fs.writeFileSync(path.join(distDir, 'share-picture.png'), Buffer.from('\x89PNG\r\n'));
    testApp = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(path.dirname(distDir), { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('answers index.html, revalidated, for the root and any client route', async () => {
    for (const url of ['/', '/templates-list', '/template/123-template', '/no/such/page?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('keeps hashed assets for a year and compresses them', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates unhashed files', async () => {
    const response = await get('/favicon.svg');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets other sites show the store’s share picture; its other files stay its own', async () => {
    const picture = await get('/share-picture.png');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const url of ['/favicon.svg', '/assets/index-abc123.js', '/']) {
      expect((await get(url)).headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('answers a missing asset under /api as JSON, never index.html', async () => {
    const response = await get('/api/missing');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('sends security headers with a CSP that admits the sign-in script (payments run in the sandbox)', async () => {
    const response = await get('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/accounts\.google\.com\/gsi\/client/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a form the browser sent to a page by showing the page again, body unread', async () => {
    const forms = [
      ['/login', 'application/x-www-form-urlencoded', 'email=a%40b.example&password=hunter2'],
      ['/register', 'multipart/form-data; boundary=x', '--x\r\nbroken'],
      ['/templates-list?q=neon', 'application/json', '{"not json'],
      ['/contact', 'text/plain', 'password=hunter2'],
    ] as const;
    for (const [url, type, payload] of forms) {
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location, url).toBe(url);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.body, url).not.toContain('hunter2');
    }
  });

  it('sends a form posted to an address like //elsewhere to a page of this site', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/.//evil.example/x' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/evil.example/x');
  });

  it('answers a POST to an unknown API path as a missing endpoint, not as a page', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/no-such-endpoint',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=hunter2',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('does not serve files outside the web root', async () => {
    const response = await get('/..%2f..%2fetc%2fpasswd');
    expect(response.body).not.toContain('root:');
  });
});

describe('serving pages rendered on the server', () => {
  let testApp: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-web-'));
    fs.mkdirSync(path.join(webDir, 'dist'));
    fs.mkdirSync(path.join(webDir, 'dist-server'));
    fs.writeFileSync(
      path.join(webDir, 'dist', 'index.html'),
      '<!doctype html><head><title>Frameshop</title><script type="module" crossorigin src="/assets/app.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"></head><body><div id="root"></div></body>',
    );
    // A stand-in for the web build's bundle, answering each kind of result the real one gives.
    fs.writeFileSync(
      path.join(webDir, 'dist-server', 'entry-server.js'),
      `export async function render(request, options) {
        const url = new URL(request.url);
        if (url.pathname === '/old') return { kind: 'redirect', status: 302, location: '/new' };
        if (url.pathname === '/private') return { kind: 'client-only' };
        if (url.pathname === '/boom') throw new Error('render failed');
        if (url.pathname === '/gone')
          return { kind: 'page', status: 404, head: '', html: '<main>gone</main>', hydrationScript: '' };
        if (url.pathname === '/with-data') {
          const answer = await options.apiFetch('/api/geo', { headers: { authorization: 'Bearer x' } });
          const geo = await answer.json();
          return { kind: 'page', head: '', html: answer.status + ' ' + geo.country, hydrationScript: '' };
        }
        const cookie = request.headers.get('cookie');
        return {
          kind: 'page',
          head: '<title>Page $& · Frameshop</title>',
          html: '<main>' + url.pathname + url.search + ' cookie=' + cookie + '</main>',
          hydrationScript: '<script type="application/json" id="router-hydration">{}</script>',
        };
      }`,
    );
    testApp = await createTestApp({
      env: { WEB_DIST_DIR: path.join(webDir, 'dist'), TRUST_PROXY: 'loopback' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('puts the rendered markup in the root, its title in the head and the router state after it', async () => {
    const response = await get('/templates-list?q=intro', { cookie: 'fs_consent=x' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.body).toMatch(
      new RegExp(
        '^' +
          escapeRegExp(
            '<!doctype html><head><title>Page $& · Frameshop</title></head><body>' +
              '<div id="root"><main>/templates-list?q=intro cookie=fs_consent=x</main></div>' +
              '<script type="application/json" id="router-hydration">{}</script><script>',
          ) +
          '[^<]+</script></body>$',
      ),
    );
  });

  it("asks for the scripts from one inline script that the page's policy admits by its hash", async () => {
    const response = await get('/templates-list');
    const inline = [...response.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const starter = inline[0]!;
    expect(starter).toContain('"/assets/app.js"');
    expect(starter).toContain('"/assets/react.js"');
    expect(starter).toContain("type: 'paint'");
    const hash = createHash('sha256').update(starter).digest('base64');
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(
      `script-src 'self' https://accounts.google.com/gsi/client 'sha256-${hash}'`,
    );
    // Other answers admit no inline script.
    const api = await get('/api/health');
    expect(String(api.headers['content-security-policy'])).not.toContain('sha256-');
  });

  it('answers a page with the status its render asked for, showing it all the same', async () => {
    const response = await get('/gone');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"><main>gone</main></div>');
  });

  it('renders the home page too', async () => {
    const response = await get('/');
    expect(response.body).toContain('<div id="root"><main>/ cookie=</main></div>');
  });

  it("answers the page's API calls in-process, as the visitor (their region)", async () => {
    const fromIndia = await get('/with-data', { 'x-forwarded-for': '49.36.0.1' });
    expect(fromIndia.body).toContain('<div id="root">200 IN</div>');
    const fromLoopback = await get('/with-data');
    expect(fromLoopback.body).toContain('<div id="root">200 US</div>');
  });

  it("answers the route table's redirects as HTTP redirects", async () => {
    const response = await get('/old');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/new');
  });

  it('sends the plain page for screens left to the browser and when rendering fails', async () => {
    for (const url of ['/private', '/boom']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('router-hydration');
      expect(response.body, url).toContain(
        '<script type="module" crossorigin src="/assets/app.js">',
      );
      expect(String(response.headers['content-security-policy']), url).not.toContain('sha256-');
    }
  });
});
