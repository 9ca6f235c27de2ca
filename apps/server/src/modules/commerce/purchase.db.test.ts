import { CommerceMessage, ErrorCode } from '@frameshop/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { foldedStatements } from '../../db/folded-round-trips';
import { idempotentRequests, licences, templates, users } from '../../db/schema';
import {
  INDIA_ADDRESS,
  insertSaleTemplates,
  registerBuyer,
  saleFiles,
  setBalance,
  useSaleApp,
} from '../../test-support/commerce-fixture';
import { testEngine } from '../../test-support/test-database';
import { catalogueTemplates } from '../catalogue';
import { applyCreditChange, ledgerBalance } from '../credits';
import { commerceRecords } from './commerce-records';
import { IDEMPOTENCY_KEY_TTL_HOURS, pruneIdempotentRequests } from './idempotency';

describe(`buying and downloading templates on ${testEngine}`, () => {
  const sale = useSaleApp({
    video: { name: 'Neon Intro', price: 120, priceInd: 60 },
    image: { name: 'Poster Frame', kind: 'image', price: 40 },
    film: { name: 'Ocean Film', kind: 'direct-sell', price: 90 },
    pricey: { name: 'Big Launch', price: 5000 },
    free: { name: 'Free Sampler', price: 0 },
  });
  const { ids } = sale;

  const buyer = () => registerBuyer(sale.testApp.app);
  const purchase = (templateId: string, extra: Record<string, unknown> = {}) => ({
    templateId,
    templateType: 'video',
    isIndianUser: true,
    ...extra,
  });

  it('charges the global price once, whatever isIndianUser says, and grants a licence', async () => {
    const { userId, call } = await buyer();
    const first = await call('POST', '/api/purchase-template', purchase(ids.video));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: CommerceMessage.purchased,
      alreadyPurchased: false,
      creditsCharged: 120,
      remainingCredits: 380,
    });
    const again = await call('POST', '/api/purchase-template', purchase(ids.video));
    expect(again.json()).toMatchObject({
      message: CommerceMessage.alreadyPurchased,
      alreadyPurchased: true,
      creditsCharged: 0,
      remainingCredits: 380,
      licenceId: first.json().licenceId,
    });
    expect(await ledgerBalance(sale.testApp.database.db, userId)).toBe(380);
  });

  // Round trips are node-postgres' (PGlite runs in this process, where one costs nothing).
  it.skipIf(testEngine !== 'postgres')(
    'buys in two round trips: the BEGIN with the locking read, the COMMIT with the charge',
    async () => {
      const { call } = await buyer();
      const sent: string[] = [];
      const prototype = pg.Client.prototype as unknown as {
        query: (...args: unknown[]) => unknown;
      };
      const query = prototype.query;
      prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const config = args[0] as string | { name?: string; text?: string };
        // A message as the statements in it: `[begin] [purchase-facts-locked]`.
        const statements =
          typeof config === 'string'
            ? (foldedStatements(config) ?? [config])
            : [config.name ?? config.text ?? ''];
        sent.push(statements.map((statement) => `[${statement}]`).join(' '));
        return query.apply(this, args);
      };
      try {
        expect((await call('POST', '/api/purchase-template', purchase(ids.image))).statusCode).toBe(
          200,
        );
      } finally {
        prototype.query = query;
      }
      const spend = sent.filter((message) =>
        /begin|commit|purchase-facts|change-balance/i.test(message),
      );
      expect(spend).toEqual([
        '[begin] [purchase-facts-locked]',
        expect.stringMatching(/^\[change-balance-[a-z-]+\] \[commit\]$/) as string,
      ]);
    },
  );

  it('charges the India price to a client in India', async () => {
    const { call } = await buyer();
    const response = await call('POST', '/api/purchase-template', purchase(ids.video), {
      'x-forwarded-for': '0.0.0.0',
    });
    // Without TRUST_PROXY the header is ignored: loopback falls back to the default country (US).
    expect(response.json().creditsCharged).toBe(120);
  });

  it('refuses when the balance is short, naming what is needed and what is there', async () => {
    const { userId, call } = await buyer();
    const response = await call('POST', '/api/purchase-template', purchase(ids.pricey));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      error: CommerceMessage.notEnoughCredits,
      code: ErrorCode.InsufficientCredits,
      creditsRequired: 5000,
      userCredits: 500,
    });
    expect(await ledgerBalance(sale.testApp.database.db, userId)).toBe(500);
    const library = await call('GET', '/api/purchases');
    expect(library.json().purchases).toEqual([]);
  });

  it('answers 409 with the current price when the price shown is not the price', async () => {
    const { userId, call } = await buyer();
    const response = await call(
      'POST',
      '/api/purchase-template',
      purchase(ids.video, { expectedPrice: 60 }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: ErrorCode.PriceChanged, currentPrice: 120 });
    expect(await ledgerBalance(sale.testApp.database.db, userId)).toBe(500);
    const matching = await call(
      'POST',
      '/api/purchase-template',
      purchase(ids.video, { expectedPrice: 120 }),
    );
    expect(matching.json().creditsCharged).toBe(120);
  });

  it('refuses a session revoked since its token was issued, charging nothing', async () => {
    const { userId, call } = await buyer();
    // What a password reset does: tokens of the old version stop working.
    await sale.testApp.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
    const buying = await call('POST', '/api/purchase-template', purchase(ids.video));
    expect(buying.statusCode).toBe(401);
    expect(buying.json().error).toBe(CommerceMessage.purchaseNeedsSignIn);
    const downloading = await call('POST', '/api/download-template', purchase(ids.video));
    expect(downloading.statusCode).toBe(401);
    expect(downloading.json().error).toBe(CommerceMessage.downloadNeedsSignIn);
    expect(await ledgerBalance(sale.testApp.database.db, userId)).toBe(500);
  });

  it('turns away visitors with the spec’s words, and unknown or malformed templates', async () => {
    const visitor = (url: string) =>
      sale.testApp.app.inject({ method: 'POST', url, payload: purchase(ids.video) });
    const buying = await visitor('/api/purchase-template');
    expect(buying.statusCode).toBe(401);
    expect(buying.json().error).toBe(CommerceMessage.purchaseNeedsSignIn);
    const downloading = await visitor('/api/download-template');
    expect(downloading.json().error).toBe(CommerceMessage.downloadNeedsSignIn);

    const { call } = await buyer();
    const unknown = await call('POST', '/api/purchase-template', purchase('999999'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(CommerceMessage.templateNotFound);
    for (const templateId of ['abc', '', '1e9', '12\u0000', -4, 1.5, null]) {
      const bad = await call('POST', '/api/purchase-template', purchase(templateId as string));
      expect(bad.statusCode, String(templateId)).toBe(400);
    }
    const badPrice = await call(
      'POST',
      '/api/purchase-template',
      purchase(ids.video, { expectedPrice: -1 }),
    );
    expect(badPrice.statusCode).toBe(400);
  });

  it('charges on the first download only and hands out a working, signed link', async () => {
    const { userId, call } = await buyer();
    const first = await call('POST', '/api/download-template', {
      templateId: ids.film,
      templateType: 'direct-sell',
    });
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(answer).toMatchObject({
      charged: true,
      creditsCharged: 90,
      remainingCredits: 410,
      fileName: 'ocean-film.mp4',
    });
    expect(answer.downloadUrl).toMatch(/^\/media\/private\/compiled\/sale-film\.mp4\?exp=\d+&sig=/);
    const file = await sale.testApp.app.inject({ method: 'GET', url: answer.downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(saleFiles['private/compiled/sale-film.mp4'])).toBe(true);

    const second = await call('POST', '/api/download-template', { templateId: ids.film });
    expect(second.json()).toMatchObject({
      charged: false,
      creditsCharged: 0,
      remainingCredits: 410,
      licenceId: answer.licenceId,
    });
    expect(await ledgerBalance(sale.testApp.database.db, userId)).toBe(410);
    // A tampered link opens nothing. Links are signed per expiry bucket, so the signature's first
    // character is changed to one it is not.
    const tampered = await sale.testApp.app.inject({
      method: 'GET',
      url: answer.downloadUrl.replace(
        /sig=(.)/,
        (_: string, first: string) => `sig=${first === '0' ? '1' : '0'}`,
      ),
    });
    expect(tampered.statusCode).toBe(403);
  });

  it('packs a video template’s clip and mask into one ZIP, and serves an image’s overlay', async () => {
    const { call } = await buyer();
    const video = (await call('POST', '/api/download-template', { templateId: ids.video })).json();
    expect(video.fileName).toBe('neon-intro.zip');
    const zip = await sale.testApp.app.inject({ method: 'GET', url: video.downloadUrl });
    expect(zip.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const entries = zip.rawPayload.toString('latin1');
    expect(entries).toContain('neon-intro/template.mp4');
    expect(entries).toContain('neon-intro/green-screen-mask.png');
    expect(entries).toContain(saleFiles['private/sale/clip.mp4'].toString('latin1'));
    expect(entries).toContain(saleFiles['private/sale/mask.png'].toString('latin1'));
    // The full-size files, never the public preview or the editors' small mask.
    expect(entries).not.toContain(saleFiles['public/sale/preview.mp4'].toString('latin1'));
    expect(entries).not.toContain(saleFiles['public/sale/mask-preview.png'].toString('latin1'));

    const image = (await call('POST', '/api/download-template', { templateId: ids.image })).json();
    expect(image.fileName).toBe('poster-frame.png');
    expect(image.downloadUrl).toMatch(/^\/media\/private\/sale\/overlay\.png\?exp=\d+&sig=/);
    const overlay = await sale.testApp.app.inject({ method: 'GET', url: image.downloadUrl });
    expect(overlay.rawPayload.equals(saleFiles['private/sale/overlay.png'])).toBe(true);
  });

  it('licenses again, under its first charge, a template paid for whose licence is gone', async () => {
    const { userId, call } = await buyer();
    const db = sale.testApp.database.db;
    const first = (await call('POST', '/api/purchase-template', purchase(ids.image))).json();
    await db.delete(licences).where(eq(licences.id, first.licenceId));
    const key = { 'idempotency-key': 'licence-gone-1' };
    const again = await call('POST', '/api/purchase-template', purchase(ids.image), key);
    expect(again.statusCode).toBe(200);
    const [licence] = await db.select().from(licences).where(eq(licences.userId, userId));
    expect(licence).toMatchObject({ id: again.json().licenceId, creditsPaid: 40 });
    expect(again.json().licenceId).not.toBe(first.licenceId);
    expect(await ledgerBalance(db, userId)).toBe(460);
    // Its answer is kept for the key although no charge applied to write it.
    const retry = await call('POST', '/api/purchase-template', purchase(ids.image), key);
    expect(retry.json()).toEqual(again.json());
  });

  it('grants a free template without a ledger row', async () => {
    const { userId, call } = await buyer();
    const response = await call('POST', '/api/purchase-template', purchase(ids.free));
    expect(response.json()).toMatchObject({ creditsCharged: 0, remainingCredits: 500 });
    const certificate = await call('GET', `/api/licences/${response.json().licenceId}`);
    expect(certificate.json().ledgerId).toBeNull();
    expect(await ledgerBalance(sale.testApp.database.db, userId)).toBe(500);
  });

  it('answers a retried Idempotency-Key with the first answer, and refuses it for another request', async () => {
    const { userId, call } = await buyer();
    const key = { 'idempotency-key': 'retry-0001' };
    const first = await call('POST', '/api/purchase-template', purchase(ids.image), key);
    const retry = await call('POST', '/api/purchase-template', purchase(ids.image), key);
    expect(retry.json()).toEqual(first.json());
    expect(retry.json().alreadyPurchased).toBe(false);
    expect(await ledgerBalance(sale.testApp.database.db, userId)).toBe(460);
    const other = await call('POST', '/api/purchase-template', purchase(ids.video), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe(ErrorCode.IdempotencyKeyReused);
    const bad = await call('POST', '/api/purchase-template', purchase(ids.video), {
      'idempotency-key': 'with space',
    });
    expect(bad.statusCode).toBe(400);
    expect(await ledgerBalance(sale.testApp.database.db, userId)).toBe(460);
  });

  it('keeps a key’s answer for a day, then lets the key start a new request', async () => {
    const { userId, call } = await buyer();
    const db = sale.testApp.database.db;
    const key = (value: string) => ({ 'idempotency-key': value });
    await call('POST', '/api/purchase-template', purchase(ids.image), key('day-old-0001'));
    await call('POST', '/api/purchase-template', purchase(ids.film), key('fresh-0001'));
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600 * 1000);
    await db
      .update(idempotentRequests)
      .set({ createdAt: hoursAgo(IDEMPOTENCY_KEY_TTL_HOURS + 1) })
      .where(eq(idempotentRequests.key, 'day-old-0001'));
    await db
      .update(idempotentRequests)
      .set({ createdAt: hoursAgo(IDEMPOTENCY_KEY_TTL_HOURS - 1) })
      .where(eq(idempotentRequests.key, 'fresh-0001'));

    expect(await pruneIdempotentRequests(db, now)).toBe(1);
    const kept = await db
      .select({ key: idempotentRequests.key })
      .from(idempotentRequests)
      .where(eq(idempotentRequests.userId, userId));
    expect(kept.map((row) => row.key)).toEqual(['fresh-0001']);
    // The pruned key now names a new request: another template, charged, not refused.
    const reused = await call(
      'POST',
      '/api/purchase-template',
      purchase(ids.video),
      key('day-old-0001'),
    );
    expect(reused.statusCode).toBe(200);
    expect(reused.json().creditsCharged).toBe(120);
  });

  it('lists the owned library and certificates, only to their owner', async () => {
    const owner = await buyer();
    await setBalance(sale.testApp.database.db, owner.userId, 500, 1000);
    const film = (await owner.call('POST', '/api/purchase-template', purchase(ids.film))).json();
    await owner.call('POST', '/api/purchase-template', purchase(ids.image));
    const { purchases } = (await owner.call('GET', '/api/purchases')).json();
    expect(
      purchases.map((entry: { template: { templateName: string } }) => entry.template.templateName),
    ).toEqual(['Poster Frame', 'Ocean Film']);
    expect(purchases[1]).toMatchObject({
      creditsPaid: 90,
      licences: [{ licenceId: film.licenceId }],
    });

    const certificate = await owner.call('GET', `/api/licences/${film.licenceId}`);
    expect(certificate.json()).toMatchObject({
      licenceId: film.licenceId,
      templateId: ids.film,
      templateName: 'Ocean Film',
      templateKind: 'direct-sell',
      ownerName: 'Test Person',
      creditsPaid: 90,
    });
    expect(certificate.json().ledgerId).toMatch(/^\d+$/);

    const stranger = await buyer();
    const theirs = await stranger.call('GET', `/api/licences/${film.licenceId}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe(CommerceMessage.licenceNotFound);
    expect((await stranger.call('GET', '/api/licences/not-a-licence')).statusCode).toBe(400);

    const profile = (await owner.call('GET', '/api/profile')).json();
    expect(profile.purchasedTemplates.sort()).toEqual([ids.film, ids.image].sort());
    expect(profile.paymentHistory).toHaveLength(2);
    expect(profile.paymentHistory[1]).toMatchObject({
      templateId: ids.film,
      creditsCost: 90,
      templateType: 'direct-sell',
    });
  });

  it('keeps the purchase when the file is missing, so asking again later is free', async () => {
    const [lost] = await insertSaleTemplates(sale.testApp.database.db, [
      { name: 'Lost Film', kind: 'direct-sell', price: 70 },
    ]);
    await sale.testApp.database.db
      .update(templates)
      .set({ media: { poster: 'public/sale/poster.jpg', compiled: 'private/compiled/gone.mp4' } })
      .where(eq(templates.id, lost!.id));
    const { userId, call } = await buyer();
    const first = await call('POST', '/api/download-template', { templateId: String(lost!.id) });
    expect(first.statusCode).toBe(404);
    expect(first.json().error).toBe(CommerceMessage.fileUnavailable);
    expect(await ledgerBalance(sale.testApp.database.db, userId)).toBe(430);
    const again = await call('POST', '/api/download-template', { templateId: String(lost!.id) });
    expect(again.statusCode).toBe(404);
    expect(await ledgerBalance(sale.testApp.database.db, userId)).toBe(430);
  });

  it("licenses a completed render order as a purchase paid by its hold's ledger row", async () => {
    const { userId } = await buyer();
    const templateId = Number(ids.video);
    const { db } = sale.testApp.database;
    await db.transaction(async (tx) => {
      const hold = await applyCreditChange(tx, {
        userId,
        delta: -120,
        reason: 'template_purchase',
        reference: 'render-hold:2b8f1a7e-5f0c-4d4a-9b1e-6c2d3e4f5a6b',
      });
      await commerceRecords.licenseRenderOrder(tx, {
        userId,
        templateId,
        credits: 120,
        holdLedgerId: hold.ledgerId,
      });
      const [licence] = await tx.select().from(licences).where(eq(licences.userId, userId));
      expect(licence).toMatchObject({
        templateId,
        creditsPaid: 120,
        ledgerId: hold.ledgerId,
        source: 'purchase',
      });
      expect(await commerceRecords.findFirstLicence(tx, userId, templateId)).toEqual({
        id: licence!.id,
      });
    });
  });

  it('adds each sale to the template’s popularity once its sales are counted', async () => {
    const { db } = sale.testApp.database;
    // Read from the table: the catalogue's answers are cached for a while.
    const countOf = async () =>
      (await catalogueTemplates.findTemplateById(db, Number(ids.image)))!.purchaseCount;
    await catalogueTemplates.countRecordedSales(db);
    const before = await countOf();
    const { call } = await buyer();
    await call('POST', '/api/purchase-template', purchase(ids.image));
    await call('POST', '/api/purchase-template', purchase(ids.image));
    expect(await countOf()).toBe(before);
    expect(await catalogueTemplates.countRecordedSales(db)).toBe(1);
    expect(await countOf()).toBe(before + 1);
  });
});

describe(`pricing behind a trusted proxy on ${testEngine}`, () => {
  const sale = useSaleApp(
    { video: { name: 'Neon Intro', price: 120, priceInd: 60 } },
    { TRUST_PROXY: '10.0.0.0/8' },
  );

  it('prices by the address the proxy saw, not by an entry the client wrote', async () => {
    const { app } = sale.testApp;
    const spoofing = await registerBuyer(app, '10.0.0.2');
    const spoofed = await spoofing.call(
      'POST',
      '/api/purchase-template',
      { templateId: sale.ids.video, templateType: 'video' },
      // The client wrote the Indian address; the proxy appended the one it came from.
      { 'x-forwarded-for': `${INDIA_ADDRESS}, 8.8.8.8` },
    );
    expect(spoofed.json().creditsCharged).toBe(120);

    const inIndia = await registerBuyer(app, '10.0.0.2');
    const proxied = await inIndia.call(
      'POST',
      '/api/purchase-template',
      { templateId: sale.ids.video, templateType: 'video' },
      { 'x-forwarded-for': INDIA_ADDRESS },
    );
    expect(proxied.json().creditsCharged).toBe(60);
  });
});
