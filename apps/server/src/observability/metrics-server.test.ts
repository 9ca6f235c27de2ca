import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import { createStoreMetrics } from './store-metrics';

const TOKEN = 'the-worker-metrics-token-0123';

describe("a worker's metrics port", () => {
  const metrics = createStoreMetrics();
  let server: MetricsServer;
  let base = '';
  beforeAll(async () => {
    const log = { warn: () => {} };
    server = await startMetricsServer({ host: '127.0.0.1', port: 0, token: TOKEN, metrics, log });
    base = `http://127.0.0.1:${server.port}`;
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers the worker's metrics to the token's holder", async () => {
    metrics.renders.started.inc();
    const response = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^frameshop_renders_started_total 1$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('answers 401 without the token and 404 anywhere else, in the store’s error body', async () => {
    const refused = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    const body = (await refused.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(body.requestId).toBe(refused.headers.get('x-request-id'));
    const elsewhere = await fetch(`${base}/`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
