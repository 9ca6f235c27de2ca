import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ANSWERED_ROUTES_DIR, expectServerError, readAnsweredRoutes } from './answered-routes';
import { createTestApp } from './test-app';

const checkScript = fileURLToPath(new URL('../api-document-check.ts', import.meta.url));
const run = promisify(execFile);

describe('the API document check, over what the suites recorded', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-answers-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('fails on a 5xx no test caused on purpose and on a route missing from the document', async () => {
    const testApp = await createTestApp({
      answersDir: dir,
      extend: (app) => {
        const hidden = { schema: { hide: true } };
        app.get('/api/test/fault', hidden, async () => {
          throw new Error('a fault of the store');
        });
        app.get('/api/test/stopped-part', hidden, async () => {
          throw new Error('a part the test stopped');
        });
        app.get('/api/test/forgotten', async () => ({ documented: false }));
      },
    });
    try {
      const get = (url: string) => testApp.app.inject({ method: 'GET', url });
      expect((await get('/api/test/fault')).statusCode).toBe(500);
      const meant = await expectServerError(() => get('/api/test/stopped-part'));
      expect(meant.statusCode).toBe(500);
      expect((await get('/api/test/forgotten')).statusCode).toBe(200);
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
    expect(readAnsweredRoutes(dir).map(({ file: _, ...answer }) => answer)).toEqual([
      { method: 'GET', route: '/api/test/fault', status: 500, hidden: true },
      { method: 'GET', route: '/api/test/stopped-part', status: 500, hidden: true, intended: true },
      { method: 'GET', route: '/api/test/forgotten', status: 200 },
      { method: 'GET', route: '/api/health/live', status: 200 },
    ]);

    const env = { ...process.env };
    delete env[ANSWERED_ROUTES_DIR];
    const failed = await run(
      'node',
      ['--import', 'tsx', checkScript, path.join(dir, 'openapi.json'), dir],
      { env },
    ).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    // Named as the recorder names it: relative to where the suites run from.
    const file = path.relative(process.cwd(), import.meta.filename);
    expect(failed?.stderr).toContain(`GET /api/test/fault 500 (first in ${file})`);
    expect(failed?.stderr).toContain(`GET /api/test/forgotten 200 (first in ${file})`);
    expect(failed?.stderr).not.toContain('stopped-part');
    expect(failed?.stderr).not.toContain('/api/health/live');
  });
});
