import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode, RenderMessage, type Render } from '@frameshop/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, generatedVideos, users } from '../../db/schema';
import { catalogueTemplates } from '../catalogue';
import { createMediaStorage } from '../media';
import { registerBuyer, setBalance, spendingAnomalies } from '../../test-support/commerce-fixture';
import {
  makeCompositionFixture,
  makeStillUpload,
  makeTemplateClip,
  RED,
  type CompositionFixture,
} from '../../test-support/composition-fixture';
import { createTestApp, testConfig, testSecrets, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { postUpload } from '../../test-support/upload-fixtures';
import { eventually } from '../../test-support/eventually';

const PRICE = 10;
/** The default RENDER_MAX_ACTIVE_PER_USER. */
const LIMIT = 5;
const WORKERS = 2;

/** One user's many orders against the per-user cap, and against another user's order. */
describe(`the render queue between users on ${testEngine}`, () => {
  let fixture: CompositionFixture;
  let dataDir: string;
  let media: { poster: string; source: string; mask: string };

  beforeAll(async () => {
    fixture = await makeCompositionFixture();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-render-limits-'));
    const storage = createMediaStorage(testConfig({ DATA_DIR: dataDir }), testSecrets);
    // Tiny and short: the queue's order is under test, not the composition.
    const clip = await makeTemplateClip(fixture, 'tiny', {
      width: 160,
      height: 90,
      seconds: 1,
      window: { x: 40, y: 20, width: 80, height: 50 },
    });
    await storage.put('public/limits-test/tiny.mp4', clip.sourcePath);
    await storage.put('public/limits-test/tiny-mask.png', clip.maskPath);
    media = {
      poster: 'public/limits-test/tiny.jpg',
      source: 'public/limits-test/tiny.mp4',
      mask: 'public/limits-test/tiny-mask.png',
    };
  }, 120_000);
  afterAll(async () => {
    await fixture?.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The app with one tiny video template; answers its id. */
  async function appWithTemplate(testApp: TestApp): Promise<string> {
    const [row] = await catalogueTemplates.insertTemplates(testApp.database.db, [
      {
        kind: 'video',
        name: 'Tiny',
        price: PRICE,
        priceInd: null,
        width: 160,
        height: 90,
        durationSeconds: 1,
        media,
      },
    ]);
    return String(row!.id);
  }

  /** A user with `credits` and a photo uploaded, and their order of the template. */
  async function buyer(testApp: TestApp, templateId: string, credits: number) {
    const account = await registerBuyer(testApp.app);
    const db = testApp.database.db;
    const [user] = await db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, account.userId));
    await setBalance(db, account.userId, user!.credits, credits);
    const photo = await makeStillUpload(fixture, `red-${account.userId}.png`, {
      color: RED,
      width: 32,
      height: 32,
    });
    const upload = await postUpload(testApp.app, account.token, photo);
    expect(upload.statusCode, upload.body).toBe(201);
    const { uploadId } = upload.json() as { uploadId: string };
    const order = (preview = false) =>
      account.call('POST', '/api/renders', { templateId, uploadId, placement: {}, preview });
    return { ...account, order };
  }

  describe('the cap on active renders per user', () => {
    let testApp: TestApp;
    let templateId = '';
    beforeAll(async () => {
      // No job runs here: every accepted order stays waiting.
      testApp = await createTestApp({ env: { DATA_DIR: dataDir } });
      templateId = await appWithTemplate(testApp);
    }, 60_000);
    afterAll(async () => {
      await testApp?.close();
    });

    it('accepts exactly the cap of 200 parallel orders, refuses the rest with 429 and charges nothing for them', async () => {
      const me = await buyer(testApp, templateId, 100);
      const answers = await Promise.all(Array.from({ length: 200 }, () => me.order()));
      const accepted = answers.filter((answer) => answer.statusCode === 201);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(accepted).toHaveLength(LIMIT);
      expect(refused).toHaveLength(200 - LIMIT);
      expect(refused[0]!.json()).toEqual({
        code: ErrorCode.TooManyActiveRenders,
        error: RenderMessage.tooManyActive(LIMIT),
        active: LIMIT,
        limit: LIMIT,
      });
      expect(RenderMessage.tooManyActive(LIMIT)).toBe(
        'You have 5 videos waiting or rendering. Please wait for one to finish before ordering another.',
      );
      // The first order holds the price, the others ride on that hold: one charge in all.
      expect(accepted.map((answer) => answer.json().charged).sort()).toEqual([0, 0, 0, 0, PRICE]);
      const db = testApp.database.db;
      const holds = await db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, me.userId), like(creditLedger.reference, 'render-%')));
      expect(holds).toHaveLength(1);
      expect(await spendingAnomalies(db, me.userId)).toEqual([]);
      const mine = await db
        .select()
        .from(generatedVideos)
        .where(eq(generatedVideos.userId, me.userId));
      expect(mine).toHaveLength(LIMIT);

      // A free preview counts too; once one render is cancelled, one more may be ordered.
      expect((await me.order(true)).statusCode).toBe(429);
      const first = accepted[0]!.json().render as Render;
      expect((await me.call('POST', `/api/renders/${first.jobId}/cancel`)).statusCode).toBe(200);
      expect((await me.order(true)).statusCode).toBe(201);
      expect((await me.order()).statusCode).toBe(429);
      expect(await spendingAnomalies(db, me.userId)).toEqual([]);
    }, 120_000);
  });

  describe('fairness between users', () => {
    let testApp: TestApp;
    let templateId = '';
    beforeAll(async () => {
      testApp = await createTestApp({
        env: {
          DATA_DIR: dataDir,
          RENDER_CONCURRENCY: String(WORKERS),
          // Room for the 50-order backlog of one user.
          RENDER_MAX_ACTIVE_PER_USER: '60',
        },
        runJobs: true,
      });
      templateId = await appWithTemplate(testApp);
    }, 60_000);
    afterAll(async () => {
      await testApp?.close();
    });

    const rowsOf = (userId: string) =>
      testApp.database.db.select().from(generatedVideos).where(eq(generatedVideos.userId, userId));

    it("serves a second user's order within one render per worker of a 50-order backlog", async () => {
      const heavy = await buyer(testApp, templateId, 100);
      const other = await buyer(testApp, templateId, 100);
      const backlog = await Promise.all(Array.from({ length: 50 }, () => heavy.order()));
      expect(backlog.map((answer) => answer.statusCode)).toEqual(Array(50).fill(201));

      const placed = await other.order();
      expect(placed.statusCode, placed.body).toBe(201);
      const mine = placed.json().render as Render;
      // Behind at most the one render of the backlog that waits in the same round.
      expect(mine.queuePosition).not.toBeNull();
      expect(mine.queuePosition).toBeLessThanOrEqual(2);

      let started: Date | null = null;
      const positions: number[] = [];
      await eventually(
        'the second order starts',
        async () => {
          const [row] = await rowsOf(other.userId);
          started = row!.startedAt;
          if (started) return true;
          const answer = await other.call('GET', `/api/renders/${mine.jobId}`);
          const { queuePosition } = answer.json() as Render;
          if (queuePosition !== null) positions.push(queuePosition);
          return false;
        },
        60_000,
      );
      // Its position only ever moved forward while it waited.
      expect(positions).toEqual([...positions].sort((a, b) => b - a));
      const orderedAt = new Date(mine.createdAt);
      const startedBetween = (await rowsOf(heavy.userId)).filter(
        (row) => row.startedAt && row.startedAt > orderedAt && row.startedAt < started!,
      );
      expect(startedBetween.length).toBeLessThanOrEqual(WORKERS);

      // The rest of the backlog is cancelled so the queue drains; the second order completes.
      for (const row of await rowsOf(heavy.userId)) {
        if (row.status === 'queued') {
          await heavy.call('POST', `/api/renders/${row.id}/cancel`);
        }
      }
      let status = '';
      await eventually(
        'the second order ends',
        async () => {
          status = (await rowsOf(other.userId))[0]!.status;
          return !['queued', 'processing'].includes(status);
        },
        60_000,
      );
      expect(status).toBe('completed');
      expect(await spendingAnomalies(testApp.database.db, heavy.userId)).toEqual([]);
      expect(await spendingAnomalies(testApp.database.db, other.userId)).toEqual([]);
    }, 120_000);
  });
});
