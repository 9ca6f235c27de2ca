import { balanceOf as balanceOfUser } from '../../test-support/payments-fixture';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  JsonBodyMessage,
  SCENE_PREVIEW_MAX_SIDE,
  SceneExportMessage,
  SceneMessage,
  type Render,
  type SceneInput,
} from '@frameshop/contract';
import { layoutText } from '@frameshop/scene-renderer';
import { createCanvas } from '@napi-rs/canvas';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, generatedVideos, licences, uploads } from '../../db/schema';
import { catalogueTemplates } from '../catalogue';
import { createLocalDiskStorage } from '../media';
import { createSceneExportService, useSceneFonts } from '../scene-export';
import {
  buyerScene,
  COMP,
  decode,
  DESIGN,
  hex,
  near,
  WHITE,
  WINDOW,
  writePicture,
  type Rgba,
} from '../../test-support/scene-export-fixture';
import { registerBuyer, setBalance, spendingAnomalies } from '../../test-support/commerce-fixture';
import {
  makeStillUpload,
  makeTemplateClip,
  RED,
  TEMPLATE_BLUE,
} from '../../test-support/composition-fixture';
import { readPixels } from '../../test-support/media-pixels';
import { useRenderBench } from '../../test-support/render-bench';
import { DEEP_VALUE, jsonWithDeepValue } from '../../test-support/deep-json';
import { testEngine } from '../../test-support/test-database';
import { postUpload } from '../../test-support/upload-fixtures';

const PRICE = 25;
/** The overlay's public preview is another colour than the original: a preview never shows it. */
const PREVIEW_DESIGN: Rgba = [96, 160, 64, 255];
const CLIP = { width: 320, height: 180 };
const CLIP_WINDOW = { x: 100, y: 20, width: 120, height: 80 };

describe(`scene export orders on ${testEngine}`, () => {
  const ids = { image: '', video: '', noOverlay: '' };

  const bench = useRenderBench({
    name: 'export-orders',
    env: () => ({ RENDER_MAX_ACTIVE_PER_USER: '50' }),
    storage: createLocalDiskStorage,
    async arrange({ fixture, storage, db, dataDir }) {
      const scratch = path.join(dataDir, 'scratch.png');
      await writePicture(scratch, COMP, DESIGN, WINDOW);
      await storage.put('private/export-test/overlay.png', scratch);
      await writePicture(scratch, { width: 540, height: 960 }, PREVIEW_DESIGN, {
        x: WINDOW.x / 2,
        y: WINDOW.y / 2,
        width: WINDOW.width / 2,
        height: WINDOW.height / 2,
      });
      await storage.put('public/export-test/overlay-preview.png', scratch);
      const clip = await makeTemplateClip(fixture, 'clip', {
        ...CLIP,
        seconds: 2,
        window: CLIP_WINDOW,
      });
      await storage.put('private/export-test/clip.mp4', clip.sourcePath);
      await storage.put('private/export-test/clip-mask.png', clip.maskPath);
      const base = { price: PRICE, priceInd: null, categories: [] };
      const rows = await catalogueTemplates.insertTemplates(db(), [
        {
          ...base,
          kind: 'image',
          name: 'Frame',
          ...COMP,
          templateJson: { ...COMP, window: WINDOW },
          media: {
            poster: 'public/export-test/poster.jpg',
            overlay: 'private/export-test/overlay.png',
            overlayPreview: 'public/export-test/overlay-preview.png',
          },
        },
        {
          ...base,
          kind: 'video',
          name: 'Clip',
          ...CLIP,
          durationSeconds: 2,
          templateJson: { ...CLIP, window: CLIP_WINDOW },
          media: {
            poster: 'public/export-test/poster.jpg',
            source: 'private/export-test/clip.mp4',
            mask: 'private/export-test/clip-mask.png',
          },
        },
        {
          ...base,
          kind: 'image',
          name: 'Unfinished',
          ...COMP,
          templateJson: COMP,
          media: { poster: 'public/export-test/poster.jpg' },
        },
      ]);
      [ids.image, ids.video, ids.noOverlay] = rows.map((row) => String(row.id)) as [
        string,
        string,
        string,
      ];
    },
  });
  const { db, run } = bench;
  const balanceOf = (userId: string) => balanceOfUser(db(), userId);
  const licencesOf = (userId: string) =>
    db().select().from(licences).where(eq(licences.userId, userId));
  const ordersOf = (userId: string) =>
    db().select().from(generatedVideos).where(eq(generatedVideos.userId, userId));
  const refundsOf = (userId: string) =>
    db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), like(creditLedger.reference, 'render-refund:%')));

  /** A user with exactly `credits` and a red photo uploaded. */
  async function buyer(credits: number) {
    const account = await registerBuyer(bench.app);
    await setBalance(db(), account.userId, await balanceOf(account.userId), credits);
    const photo = await makeStillUpload(bench.fixture, `red-${account.userId}.png`, {
      color: RED,
      width: 64,
      height: 48,
    });
    const upload = await postUpload(bench.app, account.token, photo);
    expect(upload.statusCode, upload.body).toBe(201);
    const photoId = (upload.json() as { uploadId: string }).uploadId;
    const exportScene = (
      body: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ) =>
      account.call(
        'POST',
        '/api/scene-exports',
        { templateId: ids.image, scene: buyerScene(photoId), ...body },
        headers,
      );
    return { ...account, photoId, exportScene };
  }

  async function booksBalance(userId: string) {
    expect(await spendingAnomalies(db(), userId)).toEqual([]);
  }

  it('holds the price, exports the full-size PNG and grants the licence with it', async () => {
    const me = await buyer(100);
    const created = await me.exportScene({ expectedPrice: PRICE });
    expect(created.statusCode, created.body).toBe(201);
    const { render: order, charged, remainingCredits } = created.json();
    expect({ charged, remainingCredits }).toEqual({
      charged: PRICE,
      remainingCredits: 100 - PRICE,
    });
    expect(order).toMatchObject({ status: 'queued', kind: 'image', format: 'png', ...COMP });
    expect(await licencesOf(me.userId)).toHaveLength(0);

    await run(order.jobId);
    const done: Render = (await me.call('GET', `/api/renders/${order.jobId}`)).json();
    expect(done).toMatchObject({ status: 'completed', credits: PRICE, refundedCredits: 0 });
    expect(done.signedUrl).toMatch(new RegExp(`/media/private/renders/.+/${order.jobId}\\.png\\?`));
    const file = await bench.app.inject({ method: 'GET', url: done.signedUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\/png/);
    const pixels = await decode(file.rawPayload);
    expect([pixels.width, pixels.height]).toEqual([COMP.width, COMP.height]);
    expect(near(pixels.at(WINDOW.x + 400, WINDOW.y + 400), [255, 0, 0, 255])).toBe(true);
    // The private original's colour: never the preview's.
    expect(pixels.at(20, 20)).toEqual(DESIGN);
    expect(done.posterUrl).toMatch(new RegExp(`/${order.jobId}\\.jpg\\?`));
    // The poster is the picture as the lists show it: 640 on its longer side, the photo in its window.
    const posterFile = await bench.app.inject({ method: 'GET', url: done.posterUrl! });
    expect(posterFile.headers['content-type']).toMatch(/^image\/jpeg/);
    const poster = await decode(posterFile.rawPayload);
    const shrunk = 640 / Math.max(COMP.width, COMP.height);
    expect([poster.width, poster.height]).toEqual([
      Math.round(COMP.width * shrunk),
      Math.round(COMP.height * shrunk),
    ]);
    expect(Math.max(poster.width, poster.height)).toBe(640);
    const inWindow = poster.at(
      Math.round((WINDOW.x + 400) * shrunk),
      Math.round((WINDOW.y + 400) * shrunk),
    );
    expect(near(inWindow, [255, 0, 0, 255]), hex(inWindow)).toBe(true);
    expect(await licencesOf(me.userId)).toMatchObject([{ creditsPaid: PRICE }]);
    expect(await balanceOf(me.userId)).toBe(100 - PRICE);
    await booksBalance(me.userId);

    // Listed beside the videos, and apart from them with the filter.
    const images = (await me.call('GET', '/api/user-generated-videos?kind=image')).json().videos;
    expect(images.map((item: Render) => item.jobId)).toEqual([order.jobId]);
    expect((await me.call('GET', '/api/user-generated-videos?kind=video')).json().videos).toEqual(
      [],
    );
  }, 60_000);

  it('names the API key an export was ordered with on its ledger row and in the statement', async () => {
    const me = await buyer(100);
    const made = await me.call('POST', '/api/keys', { name: 'Print shop', scopes: ['create'] });
    expect(made.statusCode, made.body).toBe(201);
    const key = made.json() as { keyId: string; key: string };
    const created = await me.exportScene(
      { expectedPrice: PRICE },
      { authorization: `Bearer ${key.key}` },
    );
    expect(created.statusCode, created.body).toBe(201);
    const [hold] = await db()
      .select()
      .from(creditLedger)
      .where(
        and(eq(creditLedger.userId, me.userId), like(creditLedger.reference, 'render-hold:%')),
      );
    expect(hold).toMatchObject({ delta: -PRICE, apiKeyId: key.keyId, apiKeyName: 'Print shop' });
    const statement = (await me.call('GET', '/api/credit-statement')).json() as {
      entries: { delta: number; description: string }[];
    };
    expect(statement.entries[0]).toMatchObject({
      delta: -PRICE,
      description: expect.stringMatching(/, via API key ‘Print shop’$/),
    });
    // The key revoked, the row still names it.
    expect((await me.call('DELETE', `/api/keys/${key.keyId}`)).statusCode).toBe(200);
    const [kept] = await db().select().from(creditLedger).where(eq(creditLedger.id, hold!.id));
    expect(kept).toMatchObject({ apiKeyId: key.keyId, apiKeyName: 'Print shop' });
  }, 60_000);

  it('exports free once owned, as a JPEG when asked', async () => {
    const me = await buyer(PRICE);
    const bought = await me.call('POST', '/api/purchase-template', {
      templateId: ids.image,
      templateType: 'image',
      isIndianUser: false,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const created = await me.exportScene({ format: 'jpeg' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ charged: 0, remainingCredits: 0 });
    await run(created.json().render.jobId);
    const [row] = await ordersOf(me.userId);
    expect(row).toMatchObject({ status: 'completed', format: 'jpeg', credits: 0 });
    const bytes = fs.readFileSync(bench.storage.absolutePath(row!.outputKey!));
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await decode(bytes)).width).toBe(COMP.width);
    expect(await licencesOf(me.userId)).toHaveLength(1);
    await booksBalance(me.userId);
  }, 60_000);

  it('refunds a failed export exactly once and grants nothing', async () => {
    const me = await buyer(60);
    const order = (await me.exportScene()).json().render;
    expect(await balanceOf(me.userId)).toBe(60 - PRICE);
    // The photo goes before the export is drawn: the order fails at once, with the reason.
    await db().delete(uploads).where(eq(uploads.id, me.photoId));
    await run(order.jobId);
    await run(order.jobId, 3);
    await bench.handlers['render-abandoned']({ renderId: order.jobId });
    const failed: Render = (await me.call('GET', `/api/renders/${order.jobId}`)).json();
    expect(failed).toMatchObject({ status: 'failed', refundedCredits: PRICE, signedUrl: null });
    expect(failed.errorMessage).toContain('not among your uploads');
    expect(await balanceOf(me.userId)).toBe(60);
    expect(await refundsOf(me.userId)).toHaveLength(1);
    expect(await licencesOf(me.userId)).toHaveLength(0);
    await booksBalance(me.userId);
  }, 60_000);

  it('never charges twice for orders placed at once, whatever the keys', async () => {
    const me = await buyer(PRICE * 2);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => me.exportScene()),
      ...Array.from({ length: 4 }, () => me.exportScene({}, { 'idempotency-key': 'one-click' })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    // Per order: the keyed retries replay one answer, which says charged when theirs took the hold.
    const chargedPerOrder = new Map(
      answers.map((answer) => [
        answer.json().render.jobId as string,
        answer.json().charged as number,
      ]),
    );
    expect([...chargedPerOrder.values()].filter((credits) => credits > 0)).toEqual([PRICE]);
    // The keyed retries are one order, answered four times alike.
    const keyed = new Set(answers.slice(6).map((answer) => answer.json().render.jobId));
    expect(keyed.size).toBe(1);
    const rows = await ordersOf(me.userId);
    expect(rows).toHaveLength(7);
    expect(await balanceOf(me.userId)).toBe(PRICE);
    await booksBalance(me.userId);
    // They complete in parallel; one licence is paid for, once.
    await Promise.all(rows.map((row) => run(row.id)));
    expect((await ordersOf(me.userId)).every((row) => row.status === 'completed')).toBe(true);
    expect(await licencesOf(me.userId)).toHaveLength(1);
    expect(await balanceOf(me.userId)).toBe(PRICE);
    await booksBalance(me.userId);
  }, 120_000);

  it('refuses bad input with a clear 4xx and charges nothing', async () => {
    const me = await buyer(100);
    const other = await buyer(100);
    const tooLong = buyerScene(me.photoId);
    const title = tooLong.layers[3] as { text: string; lines: string[] };
    title.text = 'a'.repeat(600);
    title.lines = [title.text];
    const withText = (words: string) => {
      const next = buyerScene(me.photoId);
      Object.assign(next.layers[3]!, { text: words, lines: [words] });
      return next;
    };
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ scene: buyerScene(other.photoId) }, 400, /not among your uploads/],
      [{ scene: tooLong }, 400, SceneMessage.textTooLong],
      [{ scene: withText('a\u0000b') }, 400, /control characters/],
      [{ scene: withText('a\ud800b') }, 400, /broken character/],
      [{ scene: { version: 1, width: 10 } }, 400, /./],
      [{ scene: { ...buyerScene(me.photoId), width: 1000 } }, 400, /the template is 1080×1920/],
      [{ templateId: '999999' }, 404, 'Template not found'],
      [{ format: 'mp4' }, 400, SceneExportMessage.formatForImage],
      [{ templateId: ids.noOverlay }, 422, SceneExportMessage.templateNotReady],
      [{ expectedPrice: PRICE + 1 }, 409, /price/i],
    ];
    for (const [body, status, message] of cases) {
      const answer = await me.exportScene(body);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().error).toMatch(message);
    }
    expect((await me.exportScene({ scene: { version: 1, width: 10 } })).json().code).toBe(
      ErrorCode.ValidationFailed,
    );
    expect(await balanceOf(me.userId)).toBe(100);
    expect(await ordersOf(me.userId)).toHaveLength(0);
    await booksBalance(me.userId);
    const anonymous = await bench.app.inject({
      method: 'POST',
      url: '/api/scene-exports',
      payload: { templateId: ids.image, scene: buyerScene(me.photoId) },
    });
    expect(anonymous.statusCode).toBe(401);
  }, 60_000);

  it('refuses a design nested thousands deep, with a key or without, and keys a retry on the design as read', async () => {
    const me = await buyer(100);
    const key = { 'idempotency-key': randomUUID() };
    const deep = jsonWithDeepValue(
      { templateId: ids.image, scene: { ...buyerScene(me.photoId), extra: DEEP_VALUE } },
      5000,
    );
    for (const headers of [{}, key]) {
      const answer = await me.call('POST', '/api/scene-exports', deep, {
        'content-type': 'application/json',
        ...headers,
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({
        code: ErrorCode.ValidationFailed,
        error: JsonBodyMessage.depth,
      });
    }
    // What the design does not have is dropped: a retry without it is the same request.
    const first = await me.exportScene({ scene: { ...buyerScene(me.photoId), note: 'x' } }, key);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await me.exportScene({}, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().render.jobId).toBe(first.json().render.jobId);
    const [order] = await ordersOf(me.userId);
    expect(order!.scene).not.toHaveProperty('note');
    expect(await balanceOf(me.userId)).toBe(100 - PRICE);
  }, 60_000);

  it('burns a text layer into every frame of a video template, as the server renderer draws it', async () => {
    const me = await buyer(100);
    useSceneFonts();
    const fields = { text: 'SALE', font: 'baloo-2' as const, size: 48, maxWidth: 200 };
    const scene: SceneInput = {
      version: 1,
      ...CLIP,
      layers: [
        { id: 'background', type: 'background', color: '#000000', locked: true },
        {
          id: 'title',
          type: 'text',
          ...fields,
          color: hex(WHITE),
          x: 10,
          y: 110,
          lines: layoutText(createCanvas(1, 1).getContext('2d'), fields),
        },
      ],
    };
    // A photo slot left empty, or hidden, would leave the video's window green: refused, free.
    const slot = {
      id: 'photo',
      type: 'image' as const,
      box: { x: 0, y: 0, width: 100, height: 100 },
    };
    for (const unfilled of [
      { ...slot, uploadId: null },
      { ...slot, uploadId: me.photoId, hidden: true },
    ]) {
      const refused = await me.exportScene({
        templateId: ids.video,
        scene: { ...scene, layers: [scene.layers[0]!, unfilled, scene.layers[1]!] },
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().error).toBe(SceneExportMessage.emptySlot);
    }
    expect(await balanceOf(me.userId)).toBe(100);
    expect(await ordersOf(me.userId)).toHaveLength(0);

    const created = await me.exportScene({ templateId: ids.video, scene });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().render;
    expect(order).toMatchObject({ kind: 'video', format: 'mp4', ...CLIP, credits: PRICE });
    await run(order.jobId);
    const [row] = await ordersOf(me.userId);
    expect(row).toMatchObject({ status: 'completed' });
    expect(row!.outputKey).toMatch(/\.mp4$/);

    const layer = await decode(
      (
        await createSceneExportService({ db: db(), storage: bench.storage }).exportBuyerLayers({
          userId: me.userId,
          templateId: Number(ids.video),
          scene,
        })
      ).bytes,
    );
    const frame = await readPixels(
      bench.fixture.ffmpegPath,
      bench.storage.absolutePath(row!.outputKey!),
      'rgba',
      CLIP,
      {
        atSeconds: 1.5,
      },
    );
    const rgbAt = (x: number, y: number) => [0, 1, 2].map((c) => frame.at(x, y, c));
    const close = (a: number[], b: readonly number[], tolerance: number) =>
      a.every((value, index) => Math.abs(value - b[index]!) <= tolerance);
    let glyph = 0;
    let glyphMatches = 0;
    let clear = 0;
    let clearMatches = 0;
    for (let y = 110; y < 170; y++) {
      for (let x = 10; x < 210; x++) {
        const [, , , alpha] = layer.at(x, y);
        if (alpha === 255) {
          glyph++;
          if (close(rgbAt(x, y), [255, 255, 255], 40)) glyphMatches++;
        } else if (alpha === 0) {
          clear++;
          if (close(rgbAt(x, y), TEMPLATE_BLUE, 40)) clearMatches++;
        }
      }
    }
    // The text's area differs from the template's frame where the glyphs are, and only there.
    expect(glyph).toBeGreaterThan(400);
    expect(glyphMatches / glyph).toBeGreaterThan(0.95);
    expect(clearMatches / clear).toBeGreaterThan(0.95);
    expect(close(rgbAt(300, 10), TEMPLATE_BLUE, 40)).toBe(true);
    expect(await licencesOf(me.userId)).toHaveLength(1);
    await booksBalance(me.userId);
  }, 120_000);

  it('draws a free watermarked preview from the reduced overlay, at most 960 px long', async () => {
    const me = await buyer(100);
    const answer = await me.call('POST', '/api/scene-exports/preview', {
      templateId: ids.image,
      scene: buyerScene(me.photoId),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    const pixels = await decode(answer.rawPayload);
    expect(Math.max(pixels.width, pixels.height)).toBe(SCENE_PREVIEW_MAX_SIDE);
    expect(pixels.width).toBe(540);
    // The preview overlay's colour, never the original's.
    expect(near(pixels.at(10, 10), PREVIEW_DESIGN, 12)).toBe(true);
    expect(
      pixels.count({ x: 0, y: 0, width: 540, height: 120 }, (rgba) => near(rgba, DESIGN, 8)),
    ).toBe(0);
    // The watermark crosses the picture: lighter pixels over the design somewhere.
    expect(
      pixels.count(
        { x: 0, y: 0, width: 540, height: 960 },
        (rgba) => rgba[0] > 200 && rgba[1] > 200,
      ),
    ).toBeGreaterThan(500);
    expect(await balanceOf(me.userId)).toBe(100);
    expect(await ordersOf(me.userId)).toHaveLength(0);
  }, 60_000);

  it('opens the editor with the template scene and the preview overlay until the template is owned', async () => {
    const me = await buyer(100);
    const before = await me.call('GET', `/api/scene-exports/templates/${ids.image}`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({
      kind: 'image',
      owned: false,
      price: PRICE,
      overlayUrl: '/media/public/export-test/overlay-preview.png',
      scene: { ...COMP, layers: [{ type: 'background' }, { type: 'overlay', window: WINDOW }] },
    });
    await me.call('POST', '/api/purchase-template', {
      templateId: ids.image,
      templateType: 'image',
      isIndianUser: false,
    });
    const after = (await me.call('GET', `/api/scene-exports/templates/${ids.image}`)).json();
    expect(after.owned).toBe(true);
    expect(after.overlayUrl).toMatch(/^\/media\/private\/export-test\/overlay\.png\?exp=/);
    expect((await me.call('GET', '/api/scene-exports/templates/999999')).statusCode).toBe(404);
  });
});
