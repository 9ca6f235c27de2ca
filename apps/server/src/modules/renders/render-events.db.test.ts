import http from 'node:http';
import {
  RENDER_EVENT,
  RENDER_EVENT_STREAMS_PER_USER,
  RenderMessage,
  type Render,
} from '@frameshop/contract';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatedVideos } from '../../db/schema';
import { registerBuyer } from '../../test-support/commerce-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { eventually } from '../../test-support/eventually';

const USERS = 20;
const RENDERS_PER_USER = 5;
/** Two tabs on each render: 20 users × 5 renders × 2 = 200 streams, 10 per user (the cap). */
const LISTENERS_PER_RENDER = 2;
const HEALTH_BUDGET_MS = 200;

interface Stream {
  status: number;
  events: Render[];
  body: string;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
}

/** A GET on its own connection (inject cannot hold a stream open), answered once headers arrive. */
function openStream(origin: string, path: string, token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}${path}`,
      { agent: false, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        let ended!: () => void;
        const stream: Stream = {
          status: response.statusCode ?? 0,
          events: [],
          body: '',
          ended: new Promise((done) => (ended = done)),
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          stream.body += chunk;
          stream.events = stream.body
            .split('\n\n')
            .filter((block) => block.startsWith(`event: ${RENDER_EVENT}\n`))
            .map((block) => JSON.parse(block.split('\ndata: ')[1]!) as Render);
        });
        response.on('end', ended);
        response.on('close', ended);
        resolve(stream);
      },
    );
    request.on('error', reject);
  });
}

describe(`render event streams under load on ${testEngine}`, () => {
  const testApp = useTestApp();
  let origin = '';

  beforeAll(async () => {
    origin = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  });

  it('serves 200 streams with one shared read, keeps health fast and caps streams per user', async () => {
    const buyers = [];
    for (let i = 0; i < USERS; i += 1) buyers.push(await registerBuyer(testApp.app));
    const rows = await testApp.database.db
      .insert(generatedVideos)
      .values(
        buyers.flatMap((buyer) =>
          Array.from({ length: RENDERS_PER_USER }, (_, i) => ({
            userId: buyer.userId,
            templateId: '1',
            templateName: `Clip ${i}`,
            status: 'processing' as const,
            progress: 10,
            width: 320,
            height: 180,
            durationSeconds: 2,
          })),
        ),
      )
      .returning();
    const tokenOf = new Map(buyers.map((buyer) => [buyer.userId, buyer.token]));

    const streams = await Promise.all(
      rows.flatMap((row) =>
        Array.from({ length: LISTENERS_PER_RENDER }, () =>
          openStream(origin, `/api/renders/${row.id}/events`, tokenOf.get(row.userId)!).then(
            (stream) => ({ row, stream }),
          ),
        ),
      ),
    );
    expect(streams).toHaveLength(USERS * RENDERS_PER_USER * LISTENERS_PER_RENDER);
    expect(streams.map(({ stream }) => stream.status)).toEqual(streams.map(() => 200));
    await eventually(
      'first events',
      () => streams.every(({ stream }) => stream.events.length > 0),
      20_000,
    );

    // Health over several polling ticks, while every stream is open (after one call that opens
    // the test's own connection).
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    const timings: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const started = performance.now();
      const health = await fetch(`${origin}/api/health`);
      timings.push(performance.now() - started);
      expect(health.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    // The median, so one pause of a machine shared with other suites is not blamed on the streams.
    const median = [...timings].sort((a, b) => a - b)[timings.length / 2]!;
    expect(median, `health took ${timings.map(Math.round).join(', ')} ms`).toBeLessThan(
      HEALTH_BUDGET_MS,
    );

    // A user already following 10 renders is refused an 11th stream, with the reason.
    const extra = await openStream(
      origin,
      `/api/renders/${rows[0]!.id}/events`,
      tokenOf.get(rows[0]!.userId)!,
    );
    await extra.ended;
    expect(extra.status).toBe(429);
    expect(JSON.parse(extra.body)).toMatchObject({
      error: RenderMessage.tooManyStreams,
      limit: RENDER_EVENT_STREAMS_PER_USER,
    });

    // Every listener hears the change and its stream ends with the render.
    await testApp.database.db
      .update(generatedVideos)
      .set({ status: 'failed', errorMessage: RenderMessage.failed, finishedAt: new Date() })
      .where(
        inArray(
          generatedVideos.id,
          rows.map((row) => row.id),
        ),
      );
    await Promise.all(streams.map(({ stream }) => stream.ended));
    for (const { row, stream } of streams) {
      expect(stream.events[0]).toMatchObject({ jobId: row.id, status: 'processing' });
      expect(stream.events.at(-1)).toMatchObject({ jobId: row.id, status: 'failed' });
    }

    // Closed streams give their places back.
    const again = await openStream(
      origin,
      `/api/renders/${rows[0]!.id}/events`,
      tokenOf.get(rows[0]!.userId)!,
    );
    await again.ended;
    expect(again.status).toBe(200);
    expect(again.events.at(-1)).toMatchObject({ status: 'failed' });
  }, 120_000);
});
