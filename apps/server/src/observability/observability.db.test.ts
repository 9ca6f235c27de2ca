import net from 'node:net';
import { apiErrorSchema, readyResponseSchema } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { serverReceives } from '../test-support/server-receives';
import { useTestApp } from '../test-support/test-app';
import { testEngine } from '../test-support/test-database';
import { expectServerError } from '../test-support/answered-routes';

/** The ids the server makes itself: 16 hex digits. */
const OWN_ID = /^[0-9a-f]{16}$/;

/** A route that answers when told to: a request still in flight when the app starts closing. */
let release: () => void = () => undefined;
let entered: () => void = () => undefined;
/** Told when the app has begun to close (after the store's own hook, which refuses from then on). */
let closingBegun: () => void = () => undefined;

describe(`request ids, and an app without METRICS_TOKEN, on ${testEngine}`, () => {
  const testApp = useTestApp({
    extend: (app) => {
      app.get('/test/slow', { schema: { hide: true } }, async () => {
        entered();
        await new Promise<void>((resolve) => (release = resolve));
        return { done: true };
      });
      app.addHook('preClose', (done) => {
        closingBegun();
        done();
      });
    },
  });

  it('gives an error body the same id as its x-request-id header, one per request', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/no-such-endpoint' });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/no-such-endpoint' });
    expect(first.statusCode).toBe(404);
    const header = first.headers['x-request-id'];
    expect(header).toMatch(OWN_ID);
    const body = apiErrorSchema.parse(first.json());
    expect(body.requestId).toBe(header);
    expect(second.headers['x-request-id']).not.toBe(header);
  });

  it('names the id on answers that succeed too', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toMatch(OWN_ID);
  });

  it('keeps a safe x-request-id sent by a proxy, in the header and the error body', async () => {
    const sent = 'edge-7f3a9c.01:B_2';
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/no-such-endpoint',
      headers: { 'x-request-id': sent },
    });
    expect(response.headers['x-request-id']).toBe(sent);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', requestId: sent });
  });

  it('replaces an x-request-id that is not a short safe token with its own', async () => {
    for (const sent of ['bad id', 'x'.repeat(65), '<script>', 'a\u00e9b', '']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/no-such-endpoint',
        headers: { 'x-request-id': sent },
      });
      const id = response.headers['x-request-id'];
      expect(id, JSON.stringify(sent)).toMatch(OWN_ID);
      expect(response.json().requestId).toBe(id);
    }
  });

  it('answers /metrics 404, as a path without an endpoint, when METRICS_TOKEN is unset', async () => {
    for (const headers of [{}, { authorization: 'Bearer anything-at-all-0123456789' }]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(response.body).not.toContain('# HELP');
    }
  });

  // Last: it closes the app.
  it('answers ready with 503 once a graceful stop has begun, so a load balancer drains it', async () => {
    const { app } = testApp;
    expect(readyResponseSchema.parse((await app.inject('/api/health/ready')).json())).toEqual({
      status: 'ready',
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as net.AddressInfo;
    const askedAgain = serverReceives(app.server, 'GET /api/health/ready');
    // A keep-alive connection busy with a slow request when the stop begins, then asked again.
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    const slowEntered = new Promise<void>((resolve) => (entered = resolve));
    socket.write('GET /test/slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await slowEntered;
    const closing = new Promise<void>((resolve) => (closingBegun = resolve));
    // Draining, the store answers 503 on purpose.
    await expectServerError(async () => {
      const closed = app.close();
      await closing;
      socket.write('GET /api/health/ready HTTP/1.1\r\nHost: x\r\n\r\n');
      await askedAgain;
      release();
      await closed;
      await ended;
    });

    // Answers follow each other without a line between them: a body ends where the next begins.
    const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1]);
    expect(statuses).toEqual(['200', '503']);
    // The connection is told to close, so the balancer reconnects to another process; the body
    // is the one every request gets while draining.
    const drained = received.split('HTTP/1.1 503')[1] ?? '';
    expect(drained).toMatch(/connection: close/i);
    expect(drained).toContain('"code":"SERVICE_UNAVAILABLE"');
  });
});
