import { balanceOf as balanceOfUser } from '../../test-support/payments-fixture';
import fs from 'node:fs';
import path from 'node:path';
import {
  ErrorCode,
  PREVIEW_RENDERS_PER_HOUR,
  RENDER_EVENT,
  RenderMessage,
  sceneTexts,
  templateScene,
  TEAM_HEADER,
  type Render,
  type SceneInput,
} from '@frameshop/contract';
import { layoutText } from '@frameshop/scene-renderer';
import { createCanvas } from '@napi-rs/canvas';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, generatedVideos, licences, uploads, users } from '../../db/schema';
import { catalogueTemplates } from '../catalogue';
import type { OutgoingMessage } from '../mail';
import { createLocalDiskStorage } from '../media';
import { drawScenePicture, useSceneFonts } from '../scene-export';
import { uploadPreviewProxyKey } from '../uploads';
import { registerBuyer, setBalance, spendingAnomalies } from '../../test-support/commerce-fixture';
import {
  makeClipUpload,
  makeStillUpload,
  makeTemplateClip,
  RED,
  rgbAt,
  sameColour,
  TEMPLATE_BLUE,
  YELLOW,
} from '../../test-support/composition-fixture';
import { readPixels, type Pixels } from '../../test-support/media-pixels';
import { decode } from '../../test-support/scene-export-fixture';
import { useRenderBench } from '../../test-support/render-bench';
import { testEngine } from '../../test-support/test-database';
import { postUpload } from '../../test-support/upload-fixtures';
import { probeMediaStreams } from './composition/media-streams';
import { eventually } from '../../test-support/eventually';

const PRICE = 30;
const SIZE = { width: 320, height: 180 };
const WINDOW = { x: 100, y: 40, width: 120, height: 80 };
const WHITE = [255, 255, 255] as const;

/**
 * A starting scene with words, as an owner or the demo generator leaves them: the photo slot
 * filling the window, and white text in Baloo 2's solid square glyph (large areas of one colour
 * that survive H.264) on the template below the window and as a caption over the window.
 */
function startingSceneWithWords(): SceneInput {
  useSceneFonts();
  const measure = createCanvas(1, 1).getContext('2d');
  const text = (id: string, words: string, x: number, y: number) => {
    const fields = { text: words, font: 'baloo-2' as const, size: 40, maxWidth: 200 };
    const lines = layoutText(measure, fields);
    return { id, type: 'text' as const, ...fields, color: '#ffffff', x, y, lines };
  };
  return {
    version: 1,
    ...SIZE,
    layers: [
      { id: 'background', type: 'background', color: '#000000', locked: true },
      { id: 'photo', type: 'image', uploadId: null, box: WINDOW },
      { id: 'overlay', type: 'overlay', window: WINDOW, locked: true },
      text('band', '■■■', 10, 125),
      text('caption', '■', 106, 44),
    ],
  };
}

describe(`render orders on ${testEngine}`, () => {
  const ids = { template: '', long: '', image: '', broken: '', worded: '' };
  const sent: OutgoingMessage[] = [];

  // The cap on active renders has its own test (render-limits); here a user orders 20 at once.
  const bench = useRenderBench({
    name: 'renders',
    env: () => ({ RENDER_TIME_LIMIT_SECONDS: '60', RENDER_MAX_ACTIVE_PER_USER: '50' }),
    storage: createLocalDiskStorage,
    mailer: { send: async (message) => void sent.push(message) },
    async arrange({ fixture, storage, db }) {
      const small = await makeTemplateClip(fixture, 'small', {
        ...SIZE,
        seconds: 2,
        window: WINDOW,
      });
      // Long enough to still be running when it is cancelled.
      const long = await makeTemplateClip(fixture, 'long', {
        width: 960,
        height: 540,
        seconds: 20,
        window: { x: 300, y: 120, width: 360, height: 240 },
      });
      await storage.put('public/render-test/small.mp4', small.sourcePath);
      await storage.put('public/render-test/small-mask.png', small.maskPath);
      await storage.put('public/render-test/long.mp4', long.sourcePath);
      await storage.put('public/render-test/long-mask.png', long.maskPath);
      const media = (name: string) => ({
        poster: `public/render-test/${name}.jpg`,
        source: `public/render-test/${name}.mp4`,
        mask: `public/render-test/${name}-mask.png`,
      });
      const base = { kind: 'video' as const, price: PRICE, priceInd: null, categories: [] };
      const rows = await catalogueTemplates.insertTemplates(db(), [
        { ...base, name: 'Small', media: media('small'), ...SIZE, durationSeconds: 2 },
        {
          ...base,
          name: 'Long',
          media: media('long'),
          width: 960,
          height: 540,
          durationSeconds: 20,
        },
        { ...base, kind: 'image', name: 'Photo frame', media: { poster: 'public/x.jpg' } },
        { ...base, name: 'No source', media: { ...media('small'), source: 'public/none.mp4' } },
        {
          ...base,
          name: 'Small with words',
          media: media('small'),
          ...SIZE,
          durationSeconds: 2,
          templateJson: { ...startingSceneWithWords(), window: WINDOW },
        },
      ]);
      [ids.template, ids.long, ids.image, ids.broken, ids.worded] = rows.map((row) =>
        String(row.id),
      ) as [string, string, string, string, string];
    },
  });
  const { db, run } = bench;
  const emailOf = async (userId: string) =>
    (await db().select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
  const balanceOf = (userId: string) => balanceOfUser(db(), userId);

  /** A user with exactly `credits` and a red photo uploaded. */
  async function buyer(credits: number) {
    const account = await registerBuyer(bench.app);
    await setBalance(db(), account.userId, await balanceOf(account.userId), credits);
    const photo = await makeStillUpload(bench.fixture, `red-${account.userId}.png`, {
      color: RED,
      width: 64,
      height: 64,
    });
    const upload = await postUpload(bench.app, account.token, photo);
    expect(upload.statusCode, upload.body).toBe(201);
    const uploadId = (upload.json() as { uploadId: string }).uploadId;
    const order = (body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      account.call(
        'POST',
        '/api/renders',
        { templateId: ids.template, uploadId, placement: {}, ...body },
        headers,
      );
    return { ...account, uploadId, order };
  }

  const rowOf = async (id: string) =>
    (await db().select().from(generatedVideos).where(eq(generatedVideos.id, id)))[0]!;
  const ledgerOf = (userId: string, reference: string) =>
    db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), like(creditLedger.reference, reference)));
  async function booksBalance(userId: string) {
    expect(await spendingAnomalies(db(), userId)).toEqual([]);
  }

  it('holds the price, renders the red upload into the window and grants the licence', async () => {
    const me = await buyer(100);
    const created = await me.order({ expectedPrice: PRICE });
    expect(created.statusCode, created.body).toBe(201);
    const { render: order, charged, remainingCredits } = created.json();
    expect(charged).toBe(PRICE);
    expect(remainingCredits).toBe(70);
    expect(order).toMatchObject({ status: 'queued', credits: PRICE, preview: false, ...SIZE });
    expect(order.queuePosition).toBeGreaterThanOrEqual(1);
    expect(await licencesOf(me.userId)).toHaveLength(0);

    await run(order.jobId);
    const done: Render = (await me.call('GET', `/api/renders/${order.jobId}`)).json();
    expect(done).toMatchObject({ status: 'completed', progress: 100, refundedCredits: 0 });
    expect(done.signedUrl).toMatch(/^\/media\/private\/renders\//);
    const [licence] = await licencesOf(me.userId);
    expect(licence).toMatchObject({ templateId: Number(ids.template), creditsPaid: PRICE });
    expect(await balanceOf(me.userId)).toBe(70);
    await booksBalance(me.userId);

    const row = await rowOf(order.jobId);
    // A design without words burns nothing in.
    expect(row.scene).toBeNull();
    const file = bench.storage.absolutePath(row.outputKey!);
    const pixels = await readPixels(bench.fixture.ffmpegPath, file, 'rgba', SIZE, { atSeconds: 1 });
    expect(sameColour(rgbAt(pixels, 160, 80), RED)).toBe(true);
    expect(sameColour(rgbAt(pixels, 20, 20), TEMPLATE_BLUE)).toBe(true);
    // Its poster is a still of the video itself, the upload in the window, beside it.
    expect(done.posterUrl).toMatch(
      new RegExp(`^/media/private/renders/.+/${order.jobId}\\.jpg\\?`),
    );
    const poster = await readPixels(
      bench.fixture.ffmpegPath,
      bench.storage.absolutePath(row.posterKey!),
      'rgba',
    );
    expect(poster.width).toBe(SIZE.width);
    expect(sameColour(rgbAt(poster, 160, 80), RED)).toBe(true);
    expect(sameColour(rgbAt(poster, 20, 20), TEMPLATE_BLUE)).toBe(true);
    expect(fs.readdirSync(path.join(bench.dataDir, 'tmp', 'renders'))).toEqual([]);
    const email = await emailOf(me.userId);
    const mail = sent.find((message) => message.to === email);
    expect(mail?.subject).toBe('Your video from Small is ready');
    expect(mail?.text).toContain('/profile');
  }, 60_000);

  const licencesOf = (userId: string) =>
    db().select().from(licences).where(eq(licences.userId, userId));

  it("renders a team's order for the team, naming the member who made it and mailing them", async () => {
    const me = await buyer(0);
    const made = await me.call('POST', '/api/teams', { name: 'Render Studio' });
    expect(made.statusCode, made.body).toBe(201);
    const teamId: string = made.json().team.teamId;
    const asTeam = { [TEAM_HEADER]: teamId };
    await setBalance(db(), teamId, 0, 100);
    const photo = await makeStillUpload(bench.fixture, `red-team-${teamId}.png`, {
      color: RED,
      width: 64,
      height: 64,
    });
    const upload = await postUpload(bench.app, me.token, photo, undefined, asTeam);
    expect(upload.statusCode, upload.body).toBe(201);
    const created = await me.order({ uploadId: upload.json().uploadId }, asTeam);
    expect(created.statusCode, created.body).toBe(201);
    const { render: order } = created.json();
    await run(order.jobId);

    expect(await rowOf(order.jobId)).toMatchObject({
      userId: teamId,
      madeBy: me.userId,
      status: 'completed',
    });
    const [person] = await db().select().from(users).where(eq(users.id, me.userId));
    const listed = await me.call('GET', '/api/user-generated-videos', undefined, asTeam);
    expect(listed.json().videos).toEqual([
      expect.objectContaining({
        jobId: order.jobId,
        madeBy: person!.actualName || person!.username,
      }),
    ]);
    // Their own list has none of the team's, and names nobody on their own.
    expect((await me.call('GET', '/api/user-generated-videos')).json().videos).toEqual([]);
    // The team's address reaches no one: the member who ordered it is told.
    const mails = sent.filter((message) => message.to === person!.email);
    expect(mails.map((mail) => mail.subject)).toContain('Your video from Small is ready');
  }, 60_000);

  it("gives a team member's failed render back to their month: at their limit, they order again", async () => {
    const me = await buyer(0);
    const made = await me.call('POST', '/api/teams', { name: 'Limited Studio' });
    const teamId: string = made.json().team.teamId;
    const asTeam = { [TEAM_HEADER]: teamId };
    await setBalance(db(), teamId, 0, 100);
    const limited = await me.call('PATCH', `/api/teams/${teamId}/members/${me.userId}`, {
      monthlyLimit: PRICE,
    });
    expect(limited.statusCode, limited.body).toBe(200);
    const photo = await makeStillUpload(bench.fixture, `red-limit-${teamId}.png`, {
      color: RED,
      width: 64,
      height: 64,
    });
    const upload = await postUpload(bench.app, me.token, photo, undefined, asTeam);
    const uploadId: string = upload.json().uploadId;
    const failing = await me.order({ uploadId, templateId: ids.broken }, asTeam);
    expect(failing.statusCode, failing.body).toBe(201);
    const atLimit = await me.order({ uploadId }, asTeam);
    expect(atLimit.json()).toMatchObject({ code: ErrorCode.MonthlyLimitReached });

    await run(failing.json().render.jobId, 3);
    expect(await rowOf(failing.json().render.jobId)).toMatchObject({ status: 'failed' });
    expect(await balanceOf(teamId)).toBe(100);
    const team = await me.call('GET', `/api/teams/${teamId}`);
    expect(team.json()).toMatchObject({ monthlyLimit: PRICE, spentThisMonth: 0 });
    // The refund names the member whose hold it gave back, as the hold did.
    const [refund] = await ledgerOf(teamId, 'render-refund:%');
    expect(refund).toMatchObject({ delta: PRICE, memberUserId: me.userId });
    const again = await me.order({ uploadId }, asTeam);
    expect(again.statusCode, again.body).toBe(201);
    await booksBalance(teamId);
  }, 60_000);

  /**
   * Where the starting scene's words are drawn, by the renderer the editors show them with: the
   * pixels inside their glyphs (solid in a 5×5 square around) and those well away from any (clear
   * in a 9×9 square), in comp pixels.
   */
  async function wordsOfTheStartingScene() {
    const texts = sceneTexts(templateScene({ ...startingSceneWithWords(), window: WINDOW }))!;
    const layer = await decode(
      (await drawScenePicture(texts, {}, { format: 'png', layers: 'buyer' })).bytes,
    );
    const { width, height } = layer;
    const alpha = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) alpha[y * width + x] = layer.at(x, y)[3];
    }
    /** Whether every pixel within `radius` (on the picture) has this alpha. */
    const all = (x: number, y: number, radius: number, value: number) => {
      for (let py = Math.max(0, y - radius); py <= Math.min(height - 1, y + radius); py++) {
        for (let px = Math.max(0, x - radius); px <= Math.min(width - 1, x + radius); px++) {
          if (alpha[py * width + px] !== value) return false;
        }
      }
      return true;
    };
    const inside: [number, number][] = [];
    const away: [number, number][] = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (all(x, y, 2, 255)) inside.push([x, y]);
        else if (all(x, y, 4, 0)) away.push([x, y]);
      }
    }
    return { inside, away };
  }

  /** The share of `points` (comp pixels) whose colour in `frame`, `scale` times larger, is `expected`. */
  function shareOf(
    frame: Pixels,
    scale: number,
    points: [number, number][],
    expected: (x: number, y: number) => readonly [number, number, number] | null,
  ) {
    let counted = 0;
    let matching = 0;
    for (const [x, y] of points) {
      const colour = expected(x, y);
      if (!colour) continue;
      counted += 1;
      const at = (value: number) => Math.floor((value + 0.5) * scale);
      if (sameColour(rgbAt(frame, at(x), at(y)), colour)) matching += 1;
    }
    return { counted, share: matching / counted };
  }

  it("burns the words of the template's starting scene in where the editors show them, over the photo and the template, in the order and its free preview", async () => {
    const me = await buyer(100);
    const ordered = await me.order({ templateId: ids.worded, expectedPrice: PRICE });
    const preview = await me.order({ templateId: ids.worded, preview: true });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(preview.statusCode, preview.body).toBe(201);
    const [orderId, previewId] = [ordered.json().render.jobId, preview.json().render.jobId];
    // Taken with the order: the texts alone, the photo slot being the upload's window.
    expect((await rowOf(orderId)).scene?.layers.map((layer) => layer.id)).toEqual([
      'band',
      'caption',
    ]);
    await Promise.all([run(orderId), run(previewId)]);
    const [order, free] = [await rowOf(orderId), await rowOf(previewId)];
    expect([order.status, free.status, order.errorMessage]).toEqual([
      'completed',
      'completed',
      null,
    ]);

    const words = await wordsOfTheStartingScene();
    const inWindow = (x: number, y: number, margin: number) =>
      x >= WINDOW.x + margin &&
      x < WINDOW.x + WINDOW.width - margin &&
      y >= WINDOW.y + margin &&
      y < WINDOW.y + WINDOW.height - margin;
    const glyphs = {
      onTemplate: words.inside.filter(([x, y]) => !inWindow(x, y, -4)),
      onPhoto: words.inside.filter(([x, y]) => inWindow(x, y, 4)),
    };
    expect(glyphs.onTemplate.length).toBeGreaterThan(100);
    expect(glyphs.onPhoto.length).toBeGreaterThan(30);
    // Away from the words: the red photo fills the window, the template's blue is around it.
    const untouched = (x: number, y: number) =>
      inWindow(x, y, 4) ? RED : inWindow(x, y, -4) ? null : TEMPLATE_BLUE;

    const file = (key: string | null) => bench.storage.absolutePath(key!);
    const video = await readPixels(bench.fixture.ffmpegPath, file(order.outputKey), 'rgba', SIZE, {
      atSeconds: 1,
    });
    for (const points of [glyphs.onTemplate, glyphs.onPhoto]) {
      expect(shareOf(video, 1, points, () => WHITE).share).toBeGreaterThan(0.95);
    }
    const clear = shareOf(video, 1, words.away, untouched);
    expect(clear.counted).toBeGreaterThan(SIZE.width * SIZE.height * 0.6);
    expect(clear.share).toBeGreaterThan(0.98);

    // The free preview, three times larger, under its watermark (across the middle and in the
    // bottom right corner, clear of the words below the window).
    const previewSize = { width: 3 * SIZE.width, height: 540 };
    const small = await readPixels(
      bench.fixture.ffmpegPath,
      file(free.outputKey),
      'rgba',
      previewSize,
      {
        atSeconds: 1,
      },
    );
    expect(shareOf(small, 3, glyphs.onTemplate, () => WHITE).share).toBeGreaterThan(0.95);
  }, 60_000);

  it("takes the buyer's own words instead from their draft in the canvas editor, as they are when ordered", async () => {
    const me = await buyer(100);
    const mine = startingSceneWithWords();
    const layers = mine.layers.flatMap((layer) =>
      layer.id === 'caption'
        ? []
        : layer.id === 'band'
          ? [{ ...layer, text: '■', lines: ['■'] }]
          : [layer],
    );
    const saved = await me.call('PUT', `/api/drafts/${ids.worded}`, {
      baseRevision: 0,
      scene: { ...mine, layers },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ordered = await me.order({ templateId: ids.worded, expectedPrice: PRICE });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const renderId = ordered.json().render.jobId;
    expect((await rowOf(renderId)).scene?.layers).toMatchObject([
      { id: 'band', text: '■', lines: ['■'] },
    ]);
    // Taken as ordered: editing the draft afterwards leaves the order's words as they were.
    const edited = await me.call('PUT', `/api/drafts/${ids.worded}`, {
      baseRevision: saved.json().revision,
      scene: { ...mine, layers: layers.filter((layer) => layer.id !== 'band') },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await rowOf(renderId)).scene?.layers.map((layer) => layer.id)).toEqual(['band']);
  });

  it('names the API key a render was ordered with on its hold, and none for a session', async () => {
    const me = await buyer(100);
    const made = await me.call('POST', '/api/keys', { name: 'Reels bot', scopes: ['create'] });
    expect(made.statusCode, made.body).toBe(201);
    const key = made.json() as { keyId: string; key: string };
    const byKey = await me.order({}, { authorization: `Bearer ${key.key}` });
    expect(byKey.statusCode, byKey.body).toBe(201);
    const bySession = await me.order({ templateId: ids.long });
    expect(bySession.statusCode, bySession.body).toBe(201);
    const holds = await db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, me.userId), like(creditLedger.reference, 'render-hold:%')))
      .orderBy(creditLedger.id);
    expect(holds.map((row) => [row.apiKeyId, row.apiKeyName])).toEqual([
      [key.keyId, 'Reels bot'],
      [null, null],
    ]);
  });

  it('charges nothing once the template is owned, or while another order of it holds the price', async () => {
    const me = await buyer(PRICE);
    const first = (await me.order()).json();
    expect(first.charged).toBe(PRICE);
    const second = await me.order();
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ charged: 0, remainingCredits: 0 });
    expect(second.json().render.credits).toBe(0);
    await run(first.render.jobId);
    await run(second.json().render.jobId);
    const third = (await me.order()).json();
    expect(third).toMatchObject({ charged: 0, remainingCredits: 0 });
    expect(await licencesOf(me.userId)).toHaveLength(1);
    await booksBalance(me.userId);
  }, 60_000);

  it('returns the hold when the template was bought while the render waited', async () => {
    const me = await buyer(100);
    const order = (await me.order()).json().render;
    const bought = await me.call('POST', '/api/purchase-template', {
      templateId: ids.template,
      templateType: 'video',
      isIndianUser: false,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(await balanceOf(me.userId)).toBe(100 - 2 * PRICE);

    await run(order.jobId);
    expect(await rowOf(order.jobId)).toMatchObject({ status: 'completed', refunded: true });
    expect(await balanceOf(me.userId)).toBe(100 - PRICE);
    expect(await licencesOf(me.userId)).toHaveLength(1);
    expect(await ledgerOf(me.userId, 'render-refund:%')).toHaveLength(1);
    await booksBalance(me.userId);
  }, 60_000);

  it('hands the hold to the pending order that rode on it when the holder is cancelled', async () => {
    const me = await buyer(PRICE);
    const first = (await me.order()).json().render;
    const second = (await me.order()).json().render;
    const cancelled = await me.call('POST', `/api/renders/${first.jobId}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ render: { status: 'cancelled', refundedCredits: 0 } });
    expect(await balanceOf(me.userId)).toBe(0);
    expect((await rowOf(second.jobId)).credits).toBe(PRICE);
    await run(second.jobId);
    expect(await licencesOf(me.userId)).toHaveLength(1);
    await booksBalance(me.userId);
  }, 60_000);

  it('refunds a failed render once, with its reason', async () => {
    const me = await buyer(50);
    const order = (await me.order({ templateId: ids.broken })).json().render;
    expect(await balanceOf(me.userId)).toBe(20);
    await run(order.jobId, 3);
    await run(order.jobId, 3);
    const failed: Render = (await me.call('GET', `/api/renders/${order.jobId}`)).json();
    expect(failed).toMatchObject({ status: 'failed', refundedCredits: PRICE, signedUrl: null });
    expect(failed.errorMessage).toBeTruthy();
    expect(await balanceOf(me.userId)).toBe(50);
    expect(await ledgerOf(me.userId, 'render-refund:%')).toHaveLength(1);
    expect(await licencesOf(me.userId)).toHaveLength(0);
    await booksBalance(me.userId);
    const email = await emailOf(me.userId);
    const mails = sent.filter((message) => message.to === email);
    expect(mails.map((message) => message.subject)).toEqual([
      'Your video from No source could not be rendered',
    ]);
    expect(mails[0]!.text).toContain(`The ${PRICE} credits it held were returned.`);
  }, 60_000);

  it('fails an abandoned render with one refund, and leaves a finished one alone', async () => {
    const me = await buyer(PRICE * 2);
    // Two templates, so that each order holds its price; only the short one is rendered.
    const lost = (await me.order({ templateId: ids.long })).json().render;
    const done = (await me.order()).json().render;
    await run(done.jobId);
    await bench.handlers['render-abandoned']({ renderId: lost.jobId });
    await bench.handlers['render-abandoned']({ renderId: lost.jobId });
    await bench.handlers['render-abandoned']({ renderId: done.jobId });
    expect(await rowOf(lost.jobId)).toMatchObject({
      status: 'failed',
      errorMessage: RenderMessage.failed,
    });
    expect((await rowOf(done.jobId)).status).toBe('completed');
    expect(await balanceOf(me.userId)).toBe(PRICE);
    expect(await ledgerOf(me.userId, 'render-refund:%')).toHaveLength(1);
    await booksBalance(me.userId);
  }, 60_000);

  it('cancels a queued render with one refund, and refuses to cancel it again', async () => {
    const me = await buyer(PRICE);
    const order = (await me.order()).json().render;
    const cancelled = await me.call('POST', `/api/renders/${order.jobId}/cancel`);
    expect(cancelled.json()).toMatchObject({
      render: { status: 'cancelled', refundedCredits: PRICE },
      remainingCredits: PRICE,
    });
    const again = await me.call('POST', `/api/renders/${order.jobId}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(RenderMessage.notCancellable);
    await run(order.jobId);
    expect((await rowOf(order.jobId)).status).toBe('cancelled');
    expect(await balanceOf(me.userId)).toBe(PRICE);
    expect(await ledgerOf(me.userId, 'render-refund:%')).toHaveLength(1);
    await booksBalance(me.userId);
  }, 60_000);

  it('cancels a running render: ffmpeg stops, no file is kept, one refund', async () => {
    const me = await buyer(PRICE);
    const order = (await me.order({ templateId: ids.long })).json().render;
    const running = run(order.jobId);
    await eventually(
      'the render reports progress',
      async () => (await rowOf(order.jobId)).progress > 0,
    );
    const cancelledAt = Date.now();
    const cancelled = await me.call('POST', `/api/renders/${order.jobId}/cancel`);
    expect(cancelled.json().render).toMatchObject({ status: 'cancelled', refundedCredits: PRICE });
    await running;
    // The worker notices at its next progress tick, about a second later, and ends ffmpeg.
    expect(Date.now() - cancelledAt).toBeLessThan(5000);
    const row = await rowOf(order.jobId);
    expect(row).toMatchObject({ status: 'cancelled', outputKey: null });
    expect(fs.readdirSync(path.join(bench.dataDir, 'tmp', 'renders'))).toEqual([]);
    expect(await balanceOf(me.userId)).toBe(PRICE);
    expect(await ledgerOf(me.userId, 'render-refund:%')).toHaveLength(1);
    await booksBalance(me.userId);
  }, 60_000);

  it('refuses what it cannot render, a short balance and a changed price, holding nothing', async () => {
    const me = await buyer(PRICE - 1);
    const short = await me.order();
    expect(short.statusCode).toBe(402);
    expect(short.json()).toEqual({
      code: ErrorCode.InsufficientCredits,
      error: 'Not enough credits',
      creditsRequired: PRICE,
      userCredits: PRICE - 1,
    });
    const changed = await me.order({ expectedPrice: PRICE + 5 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: ErrorCode.PriceChanged });
    expect((await me.order({ templateId: ids.image })).statusCode).toBe(422);
    expect((await me.order({ templateId: '999999' })).statusCode).toBe(404);
    const stranger = await buyer(100);
    const notMine = await stranger.order({ uploadId: me.uploadId });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().error).toBe(RenderMessage.uploadNotFound);
    const anonymous = await bench.app.inject({
      method: 'POST',
      url: '/api/renders',
      payload: { templateId: ids.template, uploadId: me.uploadId, placement: {} },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(RenderMessage.loginToRender);
    expect(await balanceOf(me.userId)).toBe(PRICE - 1);
    const mine = await db()
      .select()
      .from(generatedVideos)
      .where(eq(generatedVideos.userId, me.userId));
    expect(mine).toHaveLength(0);
    expect((await me.call('GET', `/api/renders/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('answers a retried Idempotency-Key with the first answer and holds once', async () => {
    const me = await buyer(100);
    const key = { 'idempotency-key': `render-${crypto.randomUUID()}` };
    const first = await me.order({}, key);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await me.order({}, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await balanceOf(me.userId)).toBe(100 - PRICE);
    expect(await ledgerOf(me.userId, 'render-hold:%')).toHaveLength(1);
  });

  it('makes previews free, at 540p, never listed, and limits them per hour', async () => {
    const me = await buyer(0);
    const preview = await me.order({ preview: true });
    expect(preview.statusCode, preview.body).toBe(201);
    expect(preview.json()).toMatchObject({ charged: 0, render: { preview: true, height: 540 } });
    await run(preview.json().render.jobId);
    expect((await rowOf(preview.json().render.jobId)).status).toBe('completed');
    for (let n = 1; n < PREVIEW_RENDERS_PER_HOUR; n++) {
      expect((await me.order({ preview: true })).statusCode).toBe(201);
    }
    const limited = await me.order({ preview: true });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: ErrorCode.RateLimited,
      error: RenderMessage.previewLimit,
    });
    const listed = await me.call('GET', '/api/user-generated-videos');
    expect(listed.json().videos).toEqual([]);
    expect(await licencesOf(me.userId)).toHaveLength(0);
  }, 60_000);

  it("cuts a video's previews from a reduced copy that its upload asks for", async () => {
    const me = await buyer(0);
    const clip = (name: string, color: typeof RED) =>
      makeClipUpload(bench.fixture, `${name}-${me.userId}.mp4`, {
        color,
        width: 1280,
        height: 720,
        seconds: 2,
        withTone: true,
      });
    const upload = await postUpload(bench.app, me.token, await clip('red', RED));
    expect(upload.statusCode, upload.body).toBe(201);
    const uploadId = (upload.json() as { uploadId: string }).uploadId;
    const [row] = await db().select().from(uploads).where(eq(uploads.id, uploadId));
    const proxyKey = uploadPreviewProxyKey(row!.storageKey);
    const preview = async () => {
      const ordered = await me.order({ uploadId, preview: true });
      expect(ordered.statusCode, ordered.body).toBe(201);
      await run(ordered.json().render.jobId);
      const done = await rowOf(ordered.json().render.jobId);
      expect(done.status).toBe('completed');
      // The window's middle, at the preview's size.
      const frame = await readPixels(
        bench.fixture.ffmpegPath,
        bench.storage.absolutePath(done.outputKey!),
        'rgba',
        { width: 960, height: 540 },
        { atSeconds: 1 },
      );
      expect(sameColour(rgbAt(frame, 30, 30), TEMPLATE_BLUE)).toBe(true);
      return rgbAt(frame, 480, 240);
    };

    // The upload queued its proxy's job with its row; until the job has run, a preview is cut from
    // the upload itself.
    const queued = await db().execute<{ data: unknown }>(
      sql`select data from pgboss.job where name = 'make-upload-preview-proxy'
          and data->>'uploadId' = ${uploadId}`,
    );
    expect(queued.rows.map((job) => job.data)).toEqual([{ userId: me.userId, uploadId }]);
    expect(await bench.storage.exists(proxyKey)).toBe(false);
    expect(sameColour(await preview(), RED)).toBe(true);

    await bench.handlers['make-upload-preview-proxy']({ userId: me.userId, uploadId });
    const streams = await probeMediaStreams(
      bench.fixture.ffmpegPath,
      bench.storage.absolutePath(proxyKey),
    );
    expect(streams).toMatchObject({ width: 960, height: 540, hasAudio: true });
    // Once made, previews are cut from the proxy: a yellow one in its place shows.
    await bench.storage.put(proxyKey, await clip('yellow', YELLOW));
    expect(sameColour(await preview(), YELLOW)).toBe(true);

    // A job that runs after its upload was deleted makes nothing; the deletion took the proxy.
    expect((await me.call('DELETE', `/api/uploads/${uploadId}`)).statusCode).toBe(200);
    expect(await bench.storage.exists(proxyKey)).toBe(false);
    await bench.handlers['make-upload-preview-proxy']({ userId: me.userId, uploadId });
    expect(await bench.storage.exists(proxyKey)).toBe(false);
  }, 60_000);

  it('takes one hold from 20 orders at once with credits for one; the ledger sums to the balance', async () => {
    const me = await buyer(PRICE);
    const answers = await Promise.all(Array.from({ length: 20 }, () => me.order()));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(answers.filter((answer) => answer.json().charged === PRICE)).toHaveLength(1);
    expect(await ledgerOf(me.userId, 'render-hold:%')).toHaveLength(1);
    expect(await balanceOf(me.userId)).toBe(0);
    await booksBalance(me.userId);
  }, 60_000);

  it('lists orders with their status and progress on Generated Videos', async () => {
    const me = await buyer(100);
    const order = (await me.order()).json().render;
    const { videos } = (await me.call('GET', '/api/user-generated-videos')).json();
    expect(videos).toHaveLength(1);
    expect(videos[0]).toMatchObject({
      jobId: order.jobId,
      status: 'queued',
      progress: 0,
      templateName: 'Small',
      posterUrl: '/media/public/render-test/small.jpg',
    });
    expect(videos[0].queuePosition).toBeGreaterThanOrEqual(1);
    expect(videos[0].etaSeconds).toBeGreaterThan(0);
    await run(order.jobId);
    const after = (await me.call('GET', '/api/user-generated-videos')).json().videos;
    expect(after[0]).toMatchObject({ status: 'completed', progress: 100, queuePosition: null });
    expect(after[0].signedUrl).toContain(`/renders/${me.userId}/${order.jobId}.mp4`);
  }, 60_000);

  it('streams the render as server-sent events until it ends', async () => {
    const me = await buyer(100);
    const order = (await me.order()).json().render;
    const stream = me.call('GET', `/api/renders/${order.jobId}/events`);
    await run(order.jobId);
    const answer = await stream;
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/event-stream');
    const events = answer.body
      .split('\n\n')
      .filter((block) => block.startsWith(`event: ${RENDER_EVENT}\n`))
      .map((block) => JSON.parse(block.split('\ndata: ')[1]!) as Render);
    expect(events[0]!.jobId).toBe(order.jobId);
    expect(events.at(-1)!.status).toBe('completed');
    const someoneElse = await buyer(0);
    expect((await someoneElse.call('GET', `/api/renders/${order.jobId}/events`)).statusCode).toBe(
      404,
    );
  }, 60_000);
});
