import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBuyer } from '../../test-support/commerce-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver';
import { recordWebhookEvent } from '.';

/**
 * An endpoint that is no use to its sender: it takes the connection and then never answers, or
 * trickles its status line a byte a second. It counts the connections it holds at once.
 */
async function startDeadEndpoint(kind: 'silent' | 'trickle') {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  let mostAtOnce = 0;
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    mostAtOnce = Math.max(mostAtOnce, sockets.size);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    if (kind === 'trickle') {
      const line = Buffer.from('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok');
      let sent = 0;
      const drip = setInterval(() => {
        if (socket.destroyed || sent >= line.length) return clearInterval(drip);
        socket.write(line.subarray(sent, ++sent));
      }, 1000);
      socket.on('close', () => clearInterval(drip));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    connections: () => connections,
    mostAtOnce: () => mostAtOnce,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe(`webhook deliveries of one account wait for nobody else's on ${testEngine}`, () => {
  const testApp = useTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' }, runJobs: true });
  let receiver: WebhookReceiver;
  const dead: Awaited<ReturnType<typeof startDeadEndpoint>>[] = [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    for (const kind of ['silent', 'silent', 'silent', 'trickle', 'trickle'] as const) {
      dead.push(await startDeadEndpoint(kind));
    }
  });
  afterAll(async () => {
    await receiver?.close();
    for (const endpoint of dead) await endpoint.close();
  });

  it("sends another account's event within 2 s while one account's 5 dead endpoints have 500 waiting", async () => {
    const slow = await registerBuyer(testApp.app);
    for (const endpoint of dead) {
      const created = await slow.call('POST', '/api/webhooks', {
        url: endpoint.url,
        events: ['batch.finished'],
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    // 100 events to each of 5 endpoints: 500 deliveries due now, each woken after its commit.
    for (let n = 0; n < 100; n++) {
      await recordWebhookEvent(testApp.database.db, {
        userId: slow.userId,
        type: 'batch.finished',
        objectId: `slow-batch-${n}`,
        payload: { n },
      });
    }
    // Its sends under way: every dead endpoint holds a connection.
    const deadline = Date.now() + 10_000;
    while (dead.some((endpoint) => endpoint.connections() === 0) && Date.now() < deadline) {
      await sleep(50);
    }
    expect(dead.every((endpoint) => endpoint.connections() > 0)).toBe(true);

    const other = await registerBuyer(testApp.app);
    const created = await other.call('POST', '/api/webhooks', {
      url: receiver.url('/other-account'),
      events: ['batch.finished'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const started = performance.now();
    await recordWebhookEvent(testApp.database.db, {
      userId: other.userId,
      type: 'batch.finished',
      objectId: 'other-batch',
      payload: {},
    });
    const arrived = await Promise.race([
      receiver.next((request) => request.path === '/other-account'),
      sleep(2000).then(() => undefined),
    ]);
    expect(arrived, 'the other account waited more than 2 s').toBeDefined();
    expect(arrived!.receivedAt - started).toBeLessThan(2000);
    // One delivery in flight per endpoint: none of the dead ones was ever called twice at once.
    expect(dead.map((endpoint) => endpoint.mostAtOnce())).toEqual([1, 1, 1, 1, 1]);
  }, 30_000);
});
