/**
 * `npm run bench:webhooks`: the latency from an event's commit to its webhook arriving (ADR 48).
 * The real job queue and delivery job run in this process, as the server runs them on the embedded
 * database (and a worker on PostgreSQL, when DATABASE_URL is set), with a local HTTP receiver as
 * the buyers' endpoints. Each event is recorded with `recordWebhookEvent` in a transaction of its
 * own, as a render's completion records it; the clock starts when that transaction has committed
 * and stops when the receiver has read the request. Two turns: one event at a time (each waits for
 * the last to arrive: the path's own latency), then all at once (the queue's latency under a
 * burst). Prints p50, p95 and the longest per turn and engine.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../apps/server/src/config/env';
import { users } from '../apps/server/src/db/schema';
import { createJobHandlers } from '../apps/server/src/job-handlers';
import { jobPayloads, JobQueue } from '../apps/server/src/jobs';
import { createMediaStorage } from '../apps/server/src/modules/media';
import { createWebhooksService, recordWebhookEvent } from '../apps/server/src/modules/webhooks';
import { percentile } from './commerce/load-loop';
import { benchSecrets } from './support/bench-app';
import { benchEngines, openEngine, type Engine } from './support/engine';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 200);
const ACCOUNTS = 10;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** A receiver that notes when each event (by its `data.n`) arrived. */
async function startReceiver() {
  const arrived = new Map<number, number>();
  const waiting = new Map<number, () => void>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      const { data } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        data: { n: number };
      };
      if (!arrived.has(data.n)) arrived.set(data.n, at);
      waiting.get(data.n)?.();
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    arrived,
    arrival: (n: number) =>
      new Promise<number>((resolve) => {
        const known = arrived.get(n);
        if (known !== undefined) resolve(known);
        else waiting.set(n, () => resolve(arrived.get(n)!));
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

interface Figures {
  p50: number;
  p95: number;
  max: number;
}

const figures = (samples: number[]): Figures => ({
  p50: percentile(samples, 0.5),
  p95: percentile(samples, 0.95),
  max: Math.max(...samples),
});

async function benchEngine(engine: Engine): Promise<{ oneByOne: Figures; burst: Figures }> {
  const { database, drop } = await openEngine(engine);
  const receiver = await startReceiver();
  const jobs = new JobQueue(database, jobPayloads);
  try {
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      DEMO_CATALOGUE: 'false',
      DATA_DIR: path.join(os.tmpdir(), 'frameshop-bench-webhooks'),
    });
    const storage = createMediaStorage(config, benchSecrets);
    await jobs.start({
      log: silent,
      handlers: createJobHandlers({
        config,
        secrets: benchSecrets,
        database,
        jobs,
        log: silent,
        storage,
      }),
    });
    const accounts = await database.db
      .insert(users)
      .values(
        Array.from({ length: ACCOUNTS }, (_, i) => ({
          username: `hooked${i}`,
          email: `hooked${i}@bench.example`,
          actualName: `Hooked ${i}`,
        })),
      )
      .returning({ id: users.id });
    const webhooks = createWebhooksService({ db: database.db, config, secrets: benchSecrets });
    for (const { id } of accounts) {
      await webhooks.create(id, { url: receiver.url, events: ['render.completed'] });
    }
    let n = 0;
    /** Records one event in its own transaction; answers when it committed. */
    const commitEvent = async () => {
      const event = (n += 1);
      const { id: userId } = accounts[event % ACCOUNTS]!;
      await database.db.transaction((tx) =>
        recordWebhookEvent(tx, {
          userId,
          type: 'render.completed',
          objectId: `render-${event}`,
          payload: { n: event, jobId: `render-${event}`, status: 'completed' },
        }),
      );
      return { event, committedAt: performance.now() };
    };
    // Warm-up: the first few pay for compiling the paths.
    for (let i = 0; i < 10; i += 1) {
      const { event } = await commitEvent();
      await receiver.arrival(event);
    }
    const oneByOne: number[] = [];
    for (let i = 0; i < EVENTS; i += 1) {
      const { event, committedAt } = await commitEvent();
      oneByOne.push((await receiver.arrival(event)) - committedAt);
    }
    const committed = await Promise.all(Array.from({ length: EVENTS }, () => commitEvent()));
    const burst = await Promise.all(
      committed.map(
        async ({ event, committedAt }) => (await receiver.arrival(event)) - committedAt,
      ),
    );
    return { oneByOne: figures(oneByOne), burst: figures(burst) };
  } finally {
    await jobs.stop();
    await receiver.close();
    await drop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
for (const engine of benchEngines) {
  const { oneByOne, burst } = await benchEngine(engine);
  console.log(`webhooks on ${engine}: commit → received, ${EVENTS} events`);
  console.log(
    `  one at a time: p50 ${ms(oneByOne.p50)}, p95 ${ms(oneByOne.p95)}, longest ${ms(oneByOne.max)}`,
  );
  console.log(
    `  all at once:   p50 ${ms(burst.p50)}, p95 ${ms(burst.p95)}, longest ${ms(burst.max)}`,
  );
}
