import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('serving the web app', () => {
  let testApp: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-dist-'));
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
    testApp = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(distDir, { recursive: true, force: true });
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

  it('answers a missing asset under /api as JSON, never index.html', async () => {
    const response = await get('/api/missing');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('sends security headers with a CSP that admits the payment and sign-in scripts', async () => {
    const response = await get('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(
      /script-src 'self' https:\/\/checkout\.razorpay\.com https:\/\/accounts\.google\.com\/gsi\/client/,
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not serve files outside the web root', async () => {
    const response = await get('/..%2f..%2fetc%2fpasswd');
    expect(response.body).not.toContain('root:');
  });
});
