import fs from 'node:fs';
import path from 'node:path';
import type { Render } from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { creditLedger, generatedVideos, licences } from '../../db/schema';
import { caller, registerBuyer, spendingAnomalies } from '../../test-support/commerce-fixture';
import { orderRedPhotoRender } from '../../test-support/composition-fixture';
import { eventually } from '../../test-support/eventually';
import { storeThatRestarts } from '../../test-support/store-that-restarts';

const PRICE = 25;

/** Whether a process whose command line names `text` is running (Linux's /proc). */
function processesOf(text: string): boolean {
  return fs.readdirSync('/proc').some((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
    } catch {
      return false;
    }
  });
}
/**
 * Rendered at the speed of playback (`realtimeRenderEnv`), so still running when the process is
 * killed, however fast the machine.
 */
const TEMPLATE = {
  width: 320,
  height: 180,
  seconds: 10,
  window: { x: 100, y: 40, width: 120, height: 80 },
};

/**
 * The server is killed (SIGKILL, no shutdown of any kind) while it renders a paid order. Started
 * again on the same data directory, it runs the render again: the order completes with one hold
 * turned into one licence, and nothing of the killed attempt is left on disk.
 */
describe('a render running when the server dies completes after it restarts', () => {
  const store = storeThatRestarts('restart', { ...TEMPLATE, price: PRICE });

  it('runs the killed render again and completes it with one hold and no leftovers', async () => {
    const first = await store.start();
    const buyer = await registerBuyer(first.app);
    const renderId = await orderRedPhotoRender(store.fixture, first.app, buyer, {
      templateId: store.templateId,
      price: PRICE,
    });
    const statusOf = async (call: typeof buyer.call) =>
      (await call('GET', `/api/renders/${renderId}`)).json() as Render;

    await eventually(
      'the render is under way',
      async () => (await statusOf(buyer.call)).progress > 0,
      60_000,
    );
    const killedAt = await statusOf(buyer.call);
    expect(killedAt.status).toBe('processing');
    expect(killedAt.progress).toBeLessThan(100);
    first.server.child.kill('SIGKILL');
    await first.server.exited;
    // Its ffmpeg goes too (its progress pipe closed), leaving the half-written output behind.
    await eventually(
      'the killed render’s ffmpeg stops',
      async () => !processesOf(renderId),
      10_000,
    );
    const tempDir = path.join(store.dataDir, 'tmp', 'renders');
    expect(fs.readdirSync(tempDir)).toEqual([`${renderId}.1.mp4.partial`]);
    // The kill is done: the render again needs no waiting through at playback speed.
    store.realtime!.playbackSpeed(false);

    const second = await store.start();
    const call = caller(second.app, buyer.token);
    await eventually(
      'the restarted server completes the render',
      async () => (await statusOf(call)).status === 'completed',
      90_000,
    );
    const done = await statusOf(call);
    expect(done).toMatchObject({ status: 'completed', progress: 100, refundedCredits: 0 });
    const video = await second.app.inject({ method: 'GET', url: done.signedUrl! });
    expect(video.statusCode).toBe(200);
    expect(video.rawPayload.length).toBeGreaterThan(10_000);
    expect(fs.readdirSync(tempDir)).toEqual([]);
    const rendersDir = path.join(store.dataDir, 'media', 'private', 'renders', buyer.userId);
    expect(fs.readdirSync(rendersDir).sort()).toEqual([`${renderId}.jpg`, `${renderId}.mp4`]);

    // Stopped cleanly, its database is read directly: one hold, paying for one licence.
    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toBe(0);
    const database = await openDatabase({ kind: 'pglite', dataDir: store.pgliteDir });
    try {
      const { db } = database;
      const [row] = await db.select().from(generatedVideos).where(eq(generatedVideos.id, renderId));
      expect(row).toMatchObject({ status: 'completed', attempts: 2 });
      const ledger = await db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, buyer.userId));
      expect(ledger.filter((entry) => entry.reason !== 'signup_bonus')).toEqual([
        expect.objectContaining({ delta: -PRICE, reference: `render-hold:${renderId}` }),
      ]);
      expect(await db.select().from(licences).where(eq(licences.userId, buyer.userId))).toEqual([
        expect.objectContaining({ templateId: Number(store.templateId), creditsPaid: PRICE }),
      ]);
      expect(await spendingAnomalies(db, buyer.userId)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
