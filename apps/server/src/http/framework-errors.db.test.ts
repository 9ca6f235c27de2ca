import net from 'node:net';
import { apiErrorSchema } from '@frameshop/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverReceives } from '../test-support/server-receives';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { registerErrorHandler } from './error-handler';
import { frameworkErrorOptions, registerClosingAnswer } from './framework-errors';

interface RawAnswer {
  status: number;
  body: string;
}

/** A raw connection, for requests no HTTP client sends; `answers` settles when the server closes it. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const answers = new Promise<RawAnswer[]>((resolve, reject) => {
    socket.on('close', () => {
      const parsed = parseAnswers(received);
      if (parsed.length) resolve(parsed);
      else reject(new Error(`no HTTP answer: ${JSON.stringify(received)}`));
    });
  });
  return { send: (bytes: string) => socket.write(bytes), answers };
}

function rawExchange(port: number, request: string): Promise<RawAnswer[]> {
  const connection = rawConnection(port);
  connection.send(request);
  return connection.answers;
}

function parseAnswers(received: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = received;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const head = rest.slice(0, headEnd);
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
    const body = rest.slice(headEnd + 4, headEnd + 4 + length);
    answers.push({ status: Number(head.slice(9, 12)), body });
    rest = rest.slice(headEnd + 4 + length);
  }
  return answers;
}

const noFrameworkNames = /FST_|fastify|statusCode|"message"/i;

describe('answers to requests that never reach a route', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const address = testApp.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers an address that does not decode with the store’s 400', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/template/%C0%AE' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'This address is not valid: part of it is not correctly percent-encoded.',
      code: 'BAD_REQUEST',
    });
    expect(response.body).not.toMatch(noFrameworkNames);
  });

  it('answers headers that are too large with 431 and the store’s body', async () => {
    const [answer] = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer?.status).toBe(431);
    expect(apiErrorSchema.parse(JSON.parse(answer?.body ?? ''))).toEqual({
      error:
        'This request’s address or headers are too long. Use a shorter address, or clear this site’s cookies, and try again.',
      code: 'HEADERS_TOO_LARGE',
    });
  });

  it('answers a 100 kB query string with the 431 the API document lists for every route', async () => {
    const [answer] = await rawExchange(
      port,
      `GET /api/templates?search=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(answer?.status).toBe(431);
    expect(apiErrorSchema.parse(JSON.parse(answer?.body ?? '')).code).toBe('HEADERS_TOO_LARGE');
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const without431 = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !operation.responses['431'])
        .map(([method]) => `${method} ${path}`),
    );
    expect(without431).toEqual([]);
  });

  it.each([
    ['a header name with a space', 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n'],
    ['a NUL in a header value', 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n'],
    ['no HTTP at all', 'HELLO\r\n\r\n'],
  ])('answers %s with 400 and the store’s body', async (_, request) => {
    const [answer] = await rawExchange(port, request);
    expect(answer?.status).toBe(400);
    expect(JSON.parse(answer?.body ?? '')).toEqual({
      error: 'The request is not valid HTTP and could not be read.',
      code: 'BAD_REQUEST',
    });
  });
});

describe('answers while draining on shutdown', () => {
  it('refuses a request that arrives during close with the store’s 503', async () => {
    const app = Fastify({ ...frameworkErrorOptions(1024) });
    registerErrorHandler(app, 1024);
    registerClosingAnswer(app);
    let release = () => undefined as void;
    let entered = () => undefined as void;
    const slowEntered = new Promise<void>((resolve) => (entered = resolve));
    app.get('/slow', async () => {
      entered();
      await new Promise<void>((resolve) => (release = resolve));
      return { done: true };
    });
    app.get('/fast', async () => ({ done: true }));
    // After the store's own hook, which refuses from then on.
    let closingBegun = () => undefined as void;
    app.addHook('preClose', (done) => {
      closingBegun();
      done();
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const askedAgain = serverReceives(app.server, 'GET /fast');

    // A keep-alive connection busy with a slow request when the shutdown starts, then asked again.
    const connection = rawConnection(port);
    connection.send('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await slowEntered;
    const closing = new Promise<void>((resolve) => (closingBegun = resolve));
    const closed = app.close();
    await closing;
    connection.send('GET /fast HTTP/1.1\r\nHost: x\r\n\r\n');
    await askedAgain;
    release();
    const answers = await connection.answers;
    await closed;

    expect(answers.map((answer) => answer.status)).toEqual([200, 503]);
    expect(JSON.parse(answers[1]?.body ?? '')).toEqual({
      error: 'The store is restarting. Please try again in a moment.',
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
