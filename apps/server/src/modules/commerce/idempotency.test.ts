import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonBodyMessage } from '@frameshop/contract';
import { fingerprintOf, idempotencyKeyOf } from './idempotency';

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

describe('fingerprintOf', () => {
  const call = (args: Record<string, unknown>) => ({ key: 'k', operation: 'batch', args });

  it('is the operation and a hash of the arguments, the same for the same arguments', () => {
    const rows = Array.from({ length: 500 }, () => ({ texts: { name: 'x'.repeat(200) } }));
    expect(fingerprintOf(call({ rows }))).toMatch(/^batch sha256:[0-9a-f]{64}$/);
    expect(fingerprintOf(call({ rows }))).toBe(fingerprintOf(call({ rows: [...rows] })));
    expect(fingerprintOf(call({ rows: rows.slice(1) }))).not.toBe(fingerprintOf(call({ rows })));
  });

  it('refuses arguments nested thousands deep (400) rather than overflowing the stack', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) deep = { a: deep };
    expect(() => fingerprintOf(call({ scene: deep }))).toThrow(
      expect.objectContaining({ statusCode: 400, message: JsonBodyMessage.depth }),
    );
  });
});
