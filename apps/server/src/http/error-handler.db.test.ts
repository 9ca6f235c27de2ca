import { apiErrorSchema } from '@frameshop/contract';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { expectServerError } from '../test-support/answered-routes';
import { useTestApp } from '../test-support/test-app';
import { AppError } from './app-error';

const probeBody = z.object({ name: z.string().min(3), quantity: z.number().int().positive() });

describe('error answers', () => {
  const testApp = useTestApp({
    env: { BODY_LIMIT_BYTES: '4096' },
    extend: (app) => {
      const typed = app.withTypeProvider<ZodTypeProvider>();
      // The test's own routes are kept out of the API document (ADR 38).
      const hidden = { schema: { hide: true } };
      const probe = { schema: { body: probeBody, hide: true } };
      typed.post('/api/test/probe', probe, async (request) => ({ received: request.body.name }));
      typed.get('/api/test/crash', hidden, async () => {
        throw new Error(
          'insert into users failed: duplicate key "users_email_key" at /srv/x.ts:12',
        );
      });
      typed.get('/api/test/database-gone', hidden, async () => {
        // As Drizzle reports a query whose connection PostgreSQL refused (a restart).
        const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
          code: 'ECONNREFUSED',
        });
        throw new Error('Failed query: select 1', { cause: refused });
      });
      typed.get('/api/test/disk-full', hidden, async () => {
        // As a temp file's write stream reports a full disk.
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
          code: 'ENOSPC',
        });
      });
      typed.get('/api/test/conflict', hidden, async () => {
        throw AppError.conflict('That username is already taken.', { field: 'username' });
      });
    },
  });

  const post = (payload: string, contentType = 'application/json') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/test/probe',
      headers: { 'content-type': contentType },
      payload,
    });

  it('accepts a valid body', async () => {
    const response = await post(JSON.stringify({ name: 'Poster', quantity: 2 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: 'Poster' });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await post('{"name": "Poster",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The request body is not valid JSON.',
      code: 'INVALID_JSON',
    });
  });

  it('answers wrong types with 400 naming the field and what it must be', async () => {
    const response = await post(JSON.stringify({ name: 'Poster', quantity: 'two' }));
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.error).toBe('body.quantity: quantity must be a number');
    expect(body.issues).toEqual([{ path: 'body.quantity', message: 'quantity must be a number' }]);
  });

  it('lists every invalid field, each with a message a person can act on', async () => {
    const response = await post(JSON.stringify({ name: 'P' }));
    const issues = response.json().issues as { path: string; message: string }[];
    expect(issues.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: 'body.name', message: 'name must be at least 3 characters long' },
      { path: 'body.quantity', message: 'quantity is required' },
    ]);
  });

  it.each([
    [{ name: 'Poster', quantity: 1.5 }, 'body.quantity: quantity must be a whole number'],
    [{ name: 'Poster', quantity: 0 }, 'body.quantity: quantity must be more than 0'],
    [{ name: 7, quantity: 1 }, 'body.name: name must be text'],
    [[1, 2], 'The request body must be a JSON object'],
    ['Poster', 'The request body must be a JSON object'],
  ])('words %j without zod’s defaults', async (payload, message) => {
    const response = await post(JSON.stringify(payload));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(response.body).not.toMatch(/Invalid input|expected \w+, received/);
  });

  it('answers a request without a body as one whose body is missing', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/probe' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'The request body is required',
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body', message: 'The request body is required' }],
    });
  });

  it('refuses a body of JSON null, naming the body, where it is read', async () => {
    const response = await post('null');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'The request body must be a JSON object',
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body', message: 'The request body must be a JSON object' }],
    });
  });

  it('answers an oversize body with 413 and the limit', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(5000), quantity: 1 }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'The request body is larger than the 4 KiB limit.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('answers a non-JSON body with 415', async () => {
    const response = await post('name=Poster', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an unknown API route with 404 naming it', async () => {
    const response = await testApp.app.inject({ method: 'DELETE', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'There is no endpoint at DELETE /api/no-such-thing.',
      code: 'NOT_FOUND',
    });
  });

  it('spreads AppError details into the body', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'That username is already taken.',
      code: 'CONFLICT',
      field: 'username',
    });
  });

  it('never leaks internals from a 5xx', async () => {
    const response = await expectServerError(() =>
      testApp.app.inject({ method: 'GET', url: '/api/test/crash' }),
    );
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    expect(response.body).not.toMatch(/insert|users_email_key|\.ts|stack/);
  });

  it('answers 503 with a wait, not 500, while the database cannot be reached', async () => {
    const response = await expectServerError(() =>
      testApp.app.inject({ method: 'GET', url: '/api/test/database-gone' }),
    );
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      error: 'The store is briefly unavailable. Please try again in a moment.',
      code: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: 5,
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|5432|select/);
  });

  it('answers 507 with what happened, not 500, when the disk is full', async () => {
    const response = await expectServerError(() =>
      testApp.app.inject({ method: 'GET', url: '/api/test/disk-full' }),
    );
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({
      error:
        'The store has no room for files just now, so nothing was kept. Please try again later.',
      code: 'INSUFFICIENT_STORAGE',
    });
    expect(response.body).not.toMatch(/ENOSPC|device/);
  });
});
