import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

interface LogLine {
  raw: string;
  msg?: string;
  req?: { url?: string };
}

/**
 * The "incoming request" line keeps the path and the query's names, never its values: a signed
 * link's signature would let a reader of the log download another buyer's archive, `api_key` is a
 * key, and a search's text is what a visitor typed (ADR 57).
 */
describe('the request log', () => {
  const lines: LogLine[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const raw of chunk.toString().split('\n').filter(Boolean)) {
          lines.push({ raw, ...(JSON.parse(raw) as object) });
        }
        done();
      },
    });
    testApp = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
  });
  afterAll(() => testApp.close());

  it.each([
    [
      'a signed archive link',
      '/api/batches/12/archive?expires=1790000000&signature=5f2c0ffee5f2c0ffee',
      '/api/batches/12/archive?expires&signature',
    ],
    [
      'a signed media link',
      '/media/renders/clip.mp4?exp=1790000000&sig=5f2c0ffee5f2c0ffee',
      '/media/renders/clip.mp4?exp&sig',
    ],
    ['a search', '/api/templates?q=john%40example.com', '/api/templates?q'],
    ['a key in the query', '/api/batches?api_key=fs_5f2c0ffee5f2c0ffee', '/api/batches?api_key'],
  ])('keeps %s without its values', async (_what, url, kept) => {
    const answer = await testApp.app.inject({ method: 'GET', url });
    const requestId = answer.headers['x-request-id'];
    const incoming = lines.filter(
      (line) => line.msg === 'incoming request' && line.raw.includes(`"${String(requestId)}"`),
    );
    expect(incoming).toHaveLength(1);
    expect(incoming[0]!.req?.url).toBe(kept);
    const written = lines.map((line) => line.raw).join('\n');
    expect(written).not.toMatch(/5f2c0ffee|john|example\.com|%40/);
  });
});
