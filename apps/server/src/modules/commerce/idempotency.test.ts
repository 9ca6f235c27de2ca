import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeyOf } from './idempotency';

describe('idempotencyKeyOf', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    const handler = async (request: Parameters<typeof idempotencyKeyOf>[0]) => ({
      key: idempotencyKeyOf(request) ?? null,
    });
    app.post('/documented', { schema: { idempotencyKey: true } }, handler);
    app.post('/undocumented', handler);
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, key?: string) =>
    app.inject({ method: 'POST', url, headers: key ? { 'idempotency-key': key } : {} });

  it('reads the header on a route that documents it, and none is none', async () => {
    expect((await post('/documented', 'a-key')).json()).toEqual({ key: 'a-key' });
    expect((await post('/documented')).json()).toEqual({ key: null });
  });

  it('refuses to read it on a route whose document does not list it', async () => {
    const answer = await post('/undocumented', 'a-key');
    expect(answer.statusCode).toBe(500);
    expect(answer.json().message).toContain('/undocumented reads idempotency-key without');
  });
});
