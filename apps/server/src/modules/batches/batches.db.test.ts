import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  BATCH_RESULTS_FILE,
  BatchMessage,
  ErrorCode,
  JsonBodyMessage,
  RenderMessage,
  SCENE_TEXT_MAX_LENGTH,
  TEAM_HEADER,
  UploadMessage,
  type Batch,
  type BatchSummary,
  type CreditStatementEntry,
  brandFontRef,
  sceneSchema,
  type BrandFont,
  type BrandFontFamilies,
  type SceneFont,
  type SceneInput,
} from '@frameshop/contract';
import { layoutText } from '@frameshop/scene-renderer';
import { createCanvas } from '@napi-rs/canvas';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { batches, creditLedger, licences, templates, uploads, users } from '../../db/schema';
import { catalogueTemplates } from '../catalogue';
import { createLocalDiskStorage } from '../media';
import { useSceneFonts } from '../scene-export';
import { registerBuyer, setBalance } from '../../test-support/commerce-fixture';
import { makeStillUpload, RED } from '../../test-support/composition-fixture';
import { balanceOf } from '../../test-support/payments-fixture';
import { batchMailJobs, expectBatchBooksBalance } from '../../test-support/batch-books';
import { useRenderBench } from '../../test-support/render-bench';
import { decode, writePicture } from '../../test-support/scene-export-fixture';
import { bundledFontBytes, withFamily } from '../../test-support/brand-fonts';
import { drawScenePicture } from '../scene-export';
import { testEngine } from '../../test-support/test-database';
import { multipartBody, postUpload } from '../../test-support/upload-fixtures';
import { storedZipEntries } from '../../test-support/zip-entries';
import { DEEP_VALUE, jsonWithDeepValue } from '../../test-support/deep-json';
import { insertAdmin } from '../../test-support/admin-fixture';
import { createBatchesPersonalData } from './batches-personal-data';
import type { OutgoingMessage } from '../mail';
import { mailBatchFinished } from './index';
import { teamMailRecipient } from '../teams';
import { commerceRecords } from '../commerce';

const LICENCE = 7;
const COMP = { width: 320, height: 240 };
const WINDOW = { x: 20, y: 20, width: 120, height: 120 };
const TEXT = { x: 10, y: 180, maxWidth: 300 };
const MAX_ROWS = 20;

describe(`batches on ${testEngine}`, () => {
  const ids = { image: '' };
  const bench = useRenderBench({
    name: 'batches',
    env: () => ({ BULK_MAX_ROWS: String(MAX_ROWS), BULK_MAX_RUNNING_PER_USER: '2' }),
    storage: createLocalDiskStorage,
    async arrange({ storage, db, dataDir }) {
      const scratch = path.join(dataDir, 'overlay.png');
      await writePicture(scratch, COMP, [32, 64, 96, 255], WINDOW);
      await storage.put('private/batch-test/overlay.png', scratch);
      const [row] = await catalogueTemplates.insertTemplates(db(), [
        {
          kind: 'image',
          name: 'Badge',
          price: LICENCE,
          priceInd: null,
          categories: [],
          ...COMP,
          templateJson: { ...COMP, window: WINDOW },
          media: {
            poster: 'public/batch-test/poster.jpg',
            overlay: 'private/batch-test/overlay.png',
            overlayPreview: 'public/batch-test/overlay.png',
          },
        },
      ]);
      ids.image = String(row!.id);
    },
  });
  const { db, run } = bench;

  function design(photoId: string | null): SceneInput {
    useSceneFonts();
    const fields = { text: 'Name', font: 'hind' as const, size: 24, maxWidth: TEXT.maxWidth };
    return {
      version: 1,
      ...COMP,
      layers: [
        { id: 'background', type: 'background', color: '#000000', locked: true },
        { id: 'photo', type: 'image', uploadId: photoId, box: WINDOW },
        { id: 'overlay', type: 'overlay', window: WINDOW, locked: true },
        {
          id: 'name',
          type: 'text',
          ...fields,
          color: '#ffffff',
          x: TEXT.x,
          y: TEXT.y,
          lines: layoutText(createCanvas(1, 1).getContext('2d'), fields),
        },
      ],
    };
  }

  let photos = 0;
  /** A photo of the buyer's, of its own size (the same bytes would be the same upload). */
  async function photo(token: string, label: string) {
    photos += 1;
    const file = await makeStillUpload(bench.fixture, `${label}-${randomUUID()}.png`, {
      color: RED,
      width: 32 + photos,
      height: 24,
    });
    const upload = await postUpload(bench.app, token, file);
    expect([200, 201]).toContain(upload.statusCode);
    return (upload.json() as { uploadId: string }).uploadId;
  }

  /** A buyer with exactly `credits` and two photos. */
  async function buyer(credits: number) {
    const account = await registerBuyer(bench.app);
    await setBalance(db(), account.userId, await balanceOf(db(), account.userId), credits);
    const photos = [await photo(account.token, 'a'), await photo(account.token, 'b')];
    const rowsOf = (names: string[]) =>
      names.map((name, i) => ({
        name,
        texts: { name: name || 'Someone' },
        photos: { photo: photos[i % 2]! },
      }));
    const body = (names: string[], extra: Record<string, unknown> = {}) => ({
      templateId: ids.image,
      scene: design(null),
      rows: rowsOf(names),
      ...extra,
    });
    const confirm = (names: string[], total: number, headers: Record<string, string> = {}) =>
      account.call('POST', '/api/batches', body(names, { expectedTotal: total }), headers);
    return { ...account, photos, body, confirm, rowsOf };
  }

  /** The price of `rows` results of the test template, unowned: licence + 1 credit each. */
  const totalOf = (rows: number) => LICENCE + rows;

  const expectBooksBalance = (userId: string) => expectBatchBooksBalance(db(), userId);

  const refundsOf = (userId: string, prefix: string) =>
    db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), like(creditLedger.reference, `${prefix}%`)));

  /** The credit statement's entries of batches: what each held or returned, in words. */
  const batchStatement = async (me: {
    call: (method: 'GET', url: string) => Promise<{ json(): unknown }>;
  }) => {
    const { entries } = (await me.call('GET', '/api/credit-statement')).json() as {
      entries: CreditStatementEntry[];
    };
    return entries
      .filter((entry) => entry.description.includes('Make many'))
      .map(({ kind, delta, description }) => ({ kind, delta, description }));
  };

  const mailJobs = (batchId: string) => batchMailJobs(db(), batchId);

  it('holds the total, makes each row, charges the made, refunds a failed row once and mails once', async () => {
    const me = await buyer(100);
    const checked = await me.call('POST', '/api/batches/check', me.body(['Priya', 'Aarav', 'Mei']));
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({
      price: { results: 3, perResult: 1, licence: LICENCE, total: totalOf(3) },
      balance: 100,
      rows: [],
    });
    expect(await balanceOf(db(), me.userId)).toBe(100);

    const created = await me.confirm(['Priya Sharma', 'Priya Sharma', ''], totalOf(3));
    expect(created.statusCode, created.body).toBe(201);
    const { batch, charged, remainingCredits } = created.json() as {
      batch: Batch;
      charged: number;
      remainingCredits: number;
    };
    expect({ charged, remainingCredits }).toEqual({
      charged: totalOf(3),
      remainingCredits: 100 - totalOf(3),
    });
    expect(batch).toMatchObject({
      status: 'queued',
      total: 3,
      waiting: 3,
      made: 0,
      credits: { held: totalOf(3), charged: 0, returned: 0 },
      archiveUrl: null,
    });
    expect(batch.rows.map((row) => [row.row, row.name, row.status])).toEqual([
      [0, 'Priya Sharma', 'waiting'],
      [1, 'Priya Sharma', 'waiting'],
      [2, null, 'waiting'],
    ]);
    await expectBooksBalance(me.userId);
    // The statement says what the credits were held for, not "Template purchase".
    expect(await batchStatement(me)).toEqual([
      { kind: 'held', delta: -totalOf(3), description: 'Held for Make many: Badge, 3 pictures' },
    ]);

    // Generated Videos lists each row under its batch; a row is not cancelled as an order.
    const listed = (await me.call('GET', '/api/user-generated-videos')).json().videos as {
      jobId: string;
      batchId: string | null;
    }[];
    expect(listed.filter((video) => video.batchId === batch.batchId)).toHaveLength(3);
    const single = await me.call('POST', `/api/renders/${batch.rows[0]!.renderId}/cancel`);
    expect(single.statusCode).toBe(409);
    expect(single.json().error).toBe(BatchMessage.batchRowOfBatch);

    await run(batch.rows[0]!.renderId!);
    const running = (await me.call('GET', `/api/batches/${batch.batchId}`)).json() as Batch;
    expect(running).toMatchObject({ status: 'running', made: 1, waiting: 2 });
    // The licence comes with the first made row, paid by the batch's hold.
    const owned = await db().select().from(licences).where(eq(licences.userId, me.userId));
    expect(owned).toMatchObject([{ creditsPaid: LICENCE, source: 'purchase' }]);
    expect(running.credits).toEqual({ held: totalOf(3), charged: LICENCE + 1, returned: 0 });
    expect(running.rows[0]!.downloadUrl).toMatch(/\/media\/private\/renders\//);
    expect(running.archiveUrl).toMatch(/^\/api\/batches\/.+\/archive\?expires=\d+&signature=/);

    // The second row's photo is deleted before it is made: it fails, its share comes back once.
    await db().delete(uploads).where(eq(uploads.id, me.photos[1]!));
    await run(batch.rows[1]!.renderId!);
    await run(batch.rows[1]!.renderId!, 3);
    await bench.handlers['render-abandoned']({ renderId: batch.rows[1]!.renderId! });
    await run(batch.rows[2]!.renderId!);
    // A rerun of a made row changes nothing.
    await run(batch.rows[0]!.renderId!, 2);

    const done = (await me.call('GET', `/api/batches/${batch.batchId}`)).json() as Batch;
    expect(done).toMatchObject({ status: 'finished', made: 2, failed: 1, waiting: 0 });
    expect(done.credits).toEqual({ held: totalOf(3), charged: LICENCE + 2, returned: 1 });
    expect(done.rows[1]).toMatchObject({ status: 'failed', downloadUrl: null });
    expect(done.rows[1]!.reason).toContain('not among your uploads');
    expect(await refundsOf(me.userId, 'batch-refund:')).toHaveLength(1);
    expect(await balanceOf(db(), me.userId)).toBe(100 - LICENCE - 2);
    expect(await mailJobs(batch.batchId)).toBe(1);
    await expectBooksBalance(me.userId);

    // The archive, by its signed link without a session: the made rows, numbered, and the CSV.
    const archive = await bench.app.inject({ method: 'GET', url: done.archiveUrl! });
    expect(archive.statusCode, archive.body).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
    expect(archive.headers['content-disposition']).toContain('Badge.zip');
    const entries = storedZipEntries(archive.rawPayload);
    expect([...entries.keys()]).toEqual(['Priya Sharma.png', 'row-003.png', BATCH_RESULTS_FILE]);
    expect(
      [...entries.get('Priya Sharma.png')!.subarray(1, 4)]
        .map((c) => String.fromCharCode(c))
        .join(''),
    ).toBe('PNG');
    const csv = entries.get(BATCH_RESULTS_FILE)!.toString('utf8').trim().split('\r\n');
    expect(csv[0]).toBe('row,name,file,status,reason');
    expect(csv[1]).toBe('"1","Priya Sharma","Priya Sharma.png","made",""');
    // The reason names the photo as the buyer knows it, not the layer's id.
    expect(csv[2]).toBe(
      '"2","Priya Sharma","","failed","Photo 1 of the design is not among your uploads any more. Choose another photo."',
    );
    expect(csv[3]).toBe('"3","","row-003.png","made",""');
    // A forged signature, or another buyer, finds nothing.
    const forged = done.archiveUrl!.replace(/signature=.{4}/, 'signature=AAAA');
    expect((await bench.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const other = await buyer(0);
    const url = `/api/batches/${batch.batchId}/archive`;
    expect((await other.call('GET', url)).statusCode).toBe(404);
    expect((await other.call('GET', `/api/batches/${batch.batchId}`)).statusCode).toBe(404);
    expect((await me.call('GET', url)).statusCode).toBe(200);

    // Retry the failed row with a new photo (the batch names the design's slots for it): its
    // share is held again at the confirmed price.
    expect(done.photoSlots).toEqual(['photo']);
    const fresh = await photo(me.token, 'fresh');
    const retryOnce = () =>
      me.call(
        'POST',
        `/api/batches/${batch.batchId}/retry`,
        { rows: [{ row: 1, photos: { photo: fresh } }] },
        { 'idempotency-key': `retry-${batch.batchId}` },
      );
    const retried = await retryOnce();
    expect(retried.statusCode, retried.body).toBe(200);
    // Sent again with its key, the retry answers as the first did and holds nothing more.
    const retriedAgain = await retryOnce();
    expect(retriedAgain.statusCode, retriedAgain.body).toBe(200);
    expect(retriedAgain.json()).toEqual(retried.json());
    const again = retried.json().batch as Batch;
    expect(again.rows[1]).toMatchObject({ status: 'waiting' });
    expect(again.rows[1]!.renderId).not.toBe(batch.rows[1]!.renderId);
    expect(again.credits).toEqual({ held: totalOf(3) + 1, charged: LICENCE + 2, returned: 1 });
    await expectBooksBalance(me.userId);
    await run(again.rows[1]!.renderId!);
    const redone = (await me.call('GET', `/api/batches/${batch.batchId}`)).json() as Batch;
    expect(redone).toMatchObject({ status: 'finished', made: 3, failed: 0 });
    // One count everywhere: the list (Generated Videos, the second mail) says what the page says.
    const summaries = (await me.call('GET', '/api/batches')).json().batches as BatchSummary[];
    expect(summaries.find((summary) => summary.batchId === batch.batchId)).toMatchObject({
      status: 'finished',
      made: 3,
      failed: 0,
      waiting: 0,
    });
    expect(await balanceOf(db(), me.userId)).toBe(100 - LICENCE - 3);
    expect(await mailJobs(batch.batchId)).toBe(2);
    expect(await batchStatement(me)).toEqual([
      { kind: 'spent', delta: -1, description: 'Retry of row 2 of Make many: Badge' },
      {
        kind: 'refunded',
        delta: 1,
        description: 'Returned: row 2 of Make many: Badge was not made',
      },
      { kind: 'spent', delta: -totalOf(3), description: 'Make many: Badge, 3 pictures' },
    ]);
    await expectBooksBalance(me.userId);
    const retryAgain = await me.call('POST', `/api/batches/${batch.batchId}/retry`, {});
    expect(retryAgain.statusCode).toBe(409);
    expect(retryAgain.json().error).toBe(BatchMessage.nothingToRetry);
  }, 120_000);

  it('names the API key a batch was confirmed with on its hold and in the statement, and none for a session', async () => {
    const me = await buyer(100);
    const made = await me.call('POST', '/api/keys', { name: 'Class photos', scopes: ['create'] });
    expect(made.statusCode, made.body).toBe(201);
    const key = made.json() as { keyId: string; key: string };
    const byKey = await me.confirm(['A'], totalOf(1), { authorization: `Bearer ${key.key}` });
    expect(byKey.statusCode, byKey.body).toBe(201);
    const bySession = await me.confirm(['B'], totalOf(1));
    expect(bySession.statusCode, bySession.body).toBe(201);
    const holds = await db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, me.userId), like(creditLedger.reference, 'batch-hold:%')))
      .orderBy(creditLedger.id);
    expect(holds.map((row) => [row.delta, row.apiKeyId, row.apiKeyName])).toEqual([
      [-totalOf(1), key.keyId, 'Class photos'],
      [-totalOf(1), null, null],
    ]);
    expect((await batchStatement(me)).slice(0, 2)).toEqual([
      { kind: 'held', delta: -totalOf(1), description: 'Held for Make many: Badge, 1 pictures' },
      {
        kind: 'held',
        delta: -totalOf(1),
        description: 'Held for Make many: Badge, 1 pictures, via API key ‘Class photos’',
      },
    ]);
  });

  it("makes a team's batch for the team, naming the member who made it and mailing them", async () => {
    const member = await registerBuyer(bench.app);
    const made = await member.call('POST', '/api/teams', { name: 'Batch Studio' });
    expect(made.statusCode, made.body).toBe(201);
    const teamId: string = made.json().team.teamId;
    const asTeam = { [TEAM_HEADER]: teamId };
    await setBalance(db(), teamId, 0, 100);
    const file = await makeStillUpload(bench.fixture, `team-${teamId}.png`, {
      color: RED,
      width: 40,
      height: 24,
    });
    const upload = await postUpload(bench.app, member.token, file, undefined, asTeam);
    expect(upload.statusCode, upload.body).toBe(201);
    const rows = [
      { name: 'Priya', texts: { name: 'Priya' }, photos: { photo: upload.json().uploadId } },
    ];
    const confirmed = await member.call(
      'POST',
      '/api/batches',
      { templateId: ids.image, scene: design(null), rows, expectedTotal: totalOf(1) },
      asTeam,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const { batch } = confirmed.json() as { batch: Batch };
    const [person] = await db().select().from(users).where(eq(users.id, member.userId));
    const name = person!.actualName || person!.username;
    expect(batch).toMatchObject({ madeBy: name });
    await run(batch.rows[0]!.renderId!);

    const listed = await member.call('GET', '/api/batches', undefined, asTeam);
    expect(listed.json().batches).toEqual([
      expect.objectContaining({ batchId: batch.batchId, status: 'finished', madeBy: name }),
    ]);
    expect((await member.call('GET', '/api/batches')).json().batches).toEqual([]);
    // The team's address reaches no one: the member who made it is told it is done.
    const sent: OutgoingMessage[] = [];
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    await mailBatchFinished(
      {
        db: db(),
        mailer: { send: async (message) => void sent.push(message) },
        mailRecipientOf: teamMailRecipient,
        publicUrl: 'https://shop.example',
        log: quiet,
      },
      batch.batchId,
    );
    expect(sent.map((message) => message.to)).toEqual([person!.email]);
    await expectBooksBalance(teamId);
  });

  it('refuses a changed total with 409 and a short balance with 402, holding nothing', async () => {
    const me = await buyer(5);
    const changed = await me.confirm(['A', 'B'], totalOf(2) - 1);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      code: ErrorCode.PriceChanged,
      currentTotal: totalOf(2),
      error: BatchMessage.totalChanged(totalOf(2)),
    });
    const short = await me.confirm(['A', 'B'], totalOf(2));
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({
      code: ErrorCode.InsufficientCredits,
      creditsMissing: totalOf(2) - 5,
      error: BatchMessage.notEnoughCredits(totalOf(2) - 5),
    });
    expect(await balanceOf(db(), me.userId)).toBe(5);
    expect(await db().select().from(batches).where(eq(batches.userId, me.userId))).toEqual([]);
  }, 60_000);

  it('names every bad row at its field and holds nothing', async () => {
    const me = await buyer(100);
    const other = await buyer(0);
    const [video] = await db()
      .insert(uploads)
      .values({
        userId: me.userId,
        kind: 'video',
        mimeType: 'video/mp4',
        sizeBytes: 10,
        width: 16,
        height: 16,
        fileName: 'clip.mp4',
        storageKey: `private/uploads/${me.userId}/${randomUUID()}.mp4`,
      })
      .returning();
    const good = { texts: { name: 'Fine' }, photos: { photo: me.photos[0]! } };
    const rows = [
      good,
      { texts: { name: '   ' }, photos: { photo: me.photos[0]! } },
      { texts: { name: 'Bell\u0007' }, photos: { photo: me.photos[0]! } },
      { texts: { name: '😀'.repeat(10_000) }, photos: { photo: me.photos[0]! } },
      { texts: { name: 'word '.repeat(60) }, photos: { photo: me.photos[0]! } },
      { texts: { name: 'Ok' }, photos: {} },
      { texts: { name: 'Ok' }, photos: { photo: other.photos[0]! } },
      { texts: { name: 'Ok' }, photos: { photo: video!.id } },
      { texts: { name: 'Ok', nope: 'x' }, photos: { photo: me.photos[0]!, name: me.photos[0]! } },
      { ...good, name: 'x'.repeat(200) },
      { texts: { name: 'Ok' }, photos: { photo: 'not-an-id' } },
      // 120 characters, counted as a person counts them: an emoji is one.
      { ...good, name: '😀'.repeat(120) },
      { ...good, name: '😀'.repeat(121) },
    ];
    const body = { templateId: ids.image, scene: design(null), rows };
    const expected = [
      { row: 1, field: 'texts.name', message: BatchMessage.emptyText },
      { row: 2, field: 'texts.name', message: BatchMessage.controlCharacters },
      {
        row: 3,
        field: 'texts.name',
        message: BatchMessage.textTooManyCharacters(SCENE_TEXT_MAX_LENGTH),
      },
      { row: 4, field: 'texts.name', message: BatchMessage.textTooLong },
      { row: 5, field: 'photos.photo', message: BatchMessage.photoMissing },
      { row: 6, field: 'photos.photo', message: BatchMessage.photoNotFound },
      { row: 7, field: 'photos.photo', message: BatchMessage.photoNotAPicture },
      { row: 8, field: 'texts.nope', message: BatchMessage.unknownLayer('nope') },
      { row: 8, field: 'photos.name', message: BatchMessage.notAPhotoSlot('name') },
      { row: 9, field: 'name', message: BatchMessage.nameTooLong(120) },
      { row: 10, field: 'photos.photo', message: BatchMessage.photoNotFound },
      { row: 12, field: 'name', message: BatchMessage.nameTooLong(120) },
    ];
    const checked = await me.call('POST', '/api/batches/check', body);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().rows).toEqual(expected);
    const refused = await me.call('POST', '/api/batches', { ...body, expectedTotal: totalOf(11) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: ErrorCode.ValidationFailed, rows: expected });
    expect(await balanceOf(db(), me.userId)).toBe(100);
    expect(await db().select().from(batches).where(eq(batches.userId, me.userId))).toEqual([]);

    // A long text shrinks to fit (down to half its size) rather than being refused.
    const shrunk = await me.confirm(['A rather long name for one line'], totalOf(1));
    expect(shrunk.statusCode, shrunk.body).toBe(201);

    // A row that names no text for a layer keeps the design's words (Make many's "No column"),
    // as a row that names no photo keeps the design's photo.
    const kept = await me.call('POST', '/api/batches/check', {
      ...body,
      rows: [{ photos: { photo: me.photos[0]! } }],
    });
    expect(kept.json().rows).toEqual([]);
  }, 60_000);

  it('names the limits: rows per batch, batches running at once, no rows', async () => {
    const me = await buyer(1000);
    const names = (n: number) => Array.from({ length: n }, (_, i) => `Guest ${i + 1}`);
    const tooMany = await me.confirm(names(MAX_ROWS + 1), totalOf(MAX_ROWS + 1));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      error: BatchMessage.tooManyRows(MAX_ROWS),
      limit: MAX_ROWS,
    });
    // Pages state the owner's limits before a sheet is checked (Make many, /developers).
    const config = await bench.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(config.json().batches).toEqual({ maxRows: MAX_ROWS, maxRunningPerUser: 2 });
    const none = await me.confirm([], LICENCE);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(BatchMessage.noRows);
    expect((await me.confirm(names(MAX_ROWS), totalOf(MAX_ROWS))).statusCode).toBe(201);
    // The licence is held by the first batch still: the second pays it again until one is made.
    expect((await me.confirm(names(2), totalOf(2))).statusCode).toBe(201);
    const third = await me.confirm(names(1), totalOf(1));
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ error: BatchMessage.tooManyRunning(2), limit: 2 });
    // Batch rows do not count towards the single orders' limit (RENDER_MAX_ACTIVE_PER_USER, 5).
    const single = await me.call('POST', '/api/scene-exports', {
      templateId: ids.image,
      scene: design(me.photos[0]!),
    });
    expect(single.statusCode, single.body).toBe(201);
    await expectBooksBalance(me.userId);
  }, 60_000);

  it("names each row by its place in the sheet when rows were left out, in the batch and results.csv with every row's name", async () => {
    const me = await buyer(100);
    const rows = me.rowsOf(['Asha', 'Bina', 'Chetan']).map((row, i) => ({
      ...row,
      sheetRow: [0, 2, 5][i],
    }));
    const body = { ...me.body([]), rows };
    const created = await me.call('POST', '/api/batches', { ...body, expectedTotal: totalOf(3) });
    expect(created.statusCode, created.body).toBe(201);
    const { batch } = created.json() as { batch: Batch };
    expect(batch.rows.map((row) => [row.row, row.name])).toEqual([
      [0, 'Asha'],
      [2, 'Bina'],
      [5, 'Chetan'],
    ]);
    await run(batch.rows[0]!.renderId!);
    const cancelled = await me.call('POST', `/api/batches/${batch.batchId}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    const archive = await bench.app.inject({
      method: 'GET',
      url: cancelled.json().batch.archiveUrl,
    });
    const csv = storedZipEntries(archive.rawPayload)
      .get(BATCH_RESULTS_FILE)!
      .toString('utf8')
      .trim()
      .split('\r\n');
    expect(csv).toEqual([
      'row,name,file,status,reason',
      '"1","Asha","Asha.png","made",""',
      `"3","Bina","","cancelled","${RenderMessage.cancelled}"`,
      `"6","Chetan","","cancelled","${RenderMessage.cancelled}"`,
    ]);
    // Two rows given the same place are refused, naming it; nothing is held.
    const twice = await me.call('POST', '/api/batches', {
      ...body,
      rows: rows.map((row) => ({ ...row, sheetRow: 4 })),
      expectedTotal: totalOf(3),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().rows).toEqual([
      { row: 1, field: 'sheetRow', message: BatchMessage.sheetRowTaken(4) },
      { row: 2, field: 'sheetRow', message: BatchMessage.sheetRowTaken(4) },
    ]);
    await expectBooksBalance(me.userId);
  }, 60_000);

  it('returns the licence share when the batch ends with nothing made', async () => {
    const me = await buyer(100);
    const { batch } = (await me.confirm(['A', 'B'], totalOf(2))).json() as { batch: Batch };
    const cancelled = (await me.call('POST', `/api/batches/${batch.batchId}/cancel`)).json();
    expect(cancelled.batch.credits).toEqual({ held: totalOf(2), charged: 0, returned: totalOf(2) });
    expect(await balanceOf(db(), me.userId)).toBe(100);
    expect(await refundsOf(me.userId, 'batch-licence-refund:')).toHaveLength(1);
    await expectBooksBalance(me.userId);
  }, 60_000);

  it('answers a retried Idempotency-Key with the first batch, and refuses it for another body', async () => {
    const me = await buyer(100);
    const key = { 'idempotency-key': randomUUID() };
    const first = await me.confirm(['A'], totalOf(1), key);
    const second = await me.confirm(['A'], totalOf(1), key);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.json().batch.batchId).toBe(first.json().batch.batchId);
    expect(await balanceOf(db(), me.userId)).toBe(100 - totalOf(1));
    const reused = await me.confirm(['B'], totalOf(1), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe(ErrorCode.IdempotencyKeyReused);
    // What the design does not have is dropped: sent besides it, the retry is the same request.
    const withNote = me.body(['A'], { expectedTotal: totalOf(1) });
    const noted = await me.call(
      'POST',
      '/api/batches',
      { ...withNote, scene: { ...withNote.scene, note: 'x' } },
      key,
    );
    expect(noted.json().batch.batchId).toBe(first.json().batch.batchId);
    // Nested thousands deep, it is refused before anything reads it (a 500 from the key's
    // fingerprint once), as without a key.
    const deep = jsonWithDeepValue(
      { ...withNote, scene: { ...withNote.scene, extra: DEEP_VALUE } },
      5000,
    );
    for (const headers of [key, { 'idempotency-key': randomUUID() }, {}]) {
      const answer = await me.call('POST', '/api/batches', deep, {
        'content-type': 'application/json',
        ...headers,
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error).toBe(JsonBodyMessage.depth);
    }
    expect(await balanceOf(db(), me.userId)).toBe(100 - totalOf(1));
  }, 60_000);

  it('answers a retried Idempotency-Key with the first batch after the template was unpublished or edited', async () => {
    const me = await buyer(100);
    const key = { 'idempotency-key': randomUUID() };
    const first = await me.confirm(['A', 'B'], totalOf(2), key);
    expect(first.statusCode, first.body).toBe(201);
    const template = eq(templates.id, Number(ids.image));
    const [before] = await db().select().from(templates).where(template);
    try {
      await db().update(templates).set({ status: 'retired' }).where(template);
      const unpublished = await me.confirm(['A', 'B'], totalOf(2), key);
      expect(unpublished.statusCode, unpublished.body).toBe(201);
      expect(unpublished.json()).toEqual(first.json());
      await db()
        .update(templates)
        .set({
          status: 'published',
          price: LICENCE + 3,
          templateJson: { width: 640, height: 480, window: WINDOW },
        })
        .where(template);
      const edited = await me.confirm(['A', 'B'], totalOf(2), key);
      expect(edited.statusCode, edited.body).toBe(201);
      expect(edited.json()).toEqual(first.json());
      // Without the key it is a new request, refused for what became of the template.
      expect((await me.confirm(['A', 'B'], totalOf(2))).statusCode).toBe(400);
    } finally {
      const { status, price, templateJson } = before!;
      await db().update(templates).set({ status, price, templateJson }).where(template);
    }
    expect(await balanceOf(db(), me.userId)).toBe(100 - totalOf(2));
    await me.call('POST', `/api/batches/${first.json().batch.batchId}/cancel`);
  }, 60_000);

  it('keeps the photos a batch still needs: deleting one, even uploaded twice, waits for the batch', async () => {
    const me = await buyer(100);
    const file = await makeStillUpload(bench.fixture, `twice-${randomUUID()}.png`, {
      color: RED,
      width: 40,
      height: 30,
    });
    const [first, again] = [
      await postUpload(bench.app, me.token, file),
      await postUpload(bench.app, me.token, file),
    ];
    const photoId = (first.json() as { uploadId: string }).uploadId;
    // The same bytes again are the same upload: two "copies" in the buyer's eyes, one row.
    expect((again.json() as { uploadId: string }).uploadId).toBe(photoId);
    const created = await me.call('POST', '/api/batches', {
      templateId: ids.image,
      scene: design(me.photos[0]!),
      rows: [
        { texts: { name: 'Uses it' }, photos: { photo: photoId } },
        { texts: { name: 'Uses the design’s' } },
      ],
      expectedTotal: totalOf(2),
    });
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json().batch as Batch;
    for (const id of [photoId, me.photos[0]!]) {
      const refused = await me.call('DELETE', `/api/uploads/${id}`);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error).toBe(UploadMessage.usedByBatch);
    }
    // Its rows are made with it, and once the batch is finished it can go.
    for (const row of batch.rows) await run(row.renderId!);
    const done = (await me.call('GET', `/api/batches/${batch.batchId}`)).json() as Batch;
    expect(done).toMatchObject({ status: 'finished', made: 2, failed: 0 });
    expect((await me.call('DELETE', `/api/uploads/${photoId}`)).statusCode).toBe(200);
    // A photo no unfinished batch of theirs names goes at once.
    expect((await me.call('DELETE', `/api/uploads/${me.photos[1]!}`)).statusCode).toBe(200);
  }, 60_000);

  it('keeps the books under parallel confirms and cancels of one buyer', async () => {
    const me = await buyer(40);
    const confirms = await Promise.all(
      Array.from({ length: 6 }, (_, i) => me.confirm([`P${i}`, `Q${i}`], totalOf(2))),
    );
    const placed = confirms.filter((answer) => answer.statusCode === 201);
    // Two at most run at once; the others are refused (429) or short (402), never half held.
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.length).toBeLessThanOrEqual(2);
    for (const answer of confirms) expect([201, 402, 429]).toContain(answer.statusCode);
    const batchIds = placed.map((answer) => (answer.json().batch as Batch).batchId);
    await Promise.all([
      ...batchIds.map((id) => me.call('POST', `/api/batches/${id}/cancel`)),
      ...batchIds.map((id) => me.call('POST', `/api/batches/${id}/cancel`)),
    ]);
    await expectBooksBalance(me.userId);
    expect(await balanceOf(db(), me.userId)).toBe(40);
  }, 60_000);

  it("queues fairly: another buyer's order goes before a batch's waiting rows, and two batches interleave", async () => {
    const first = await buyer(1000);
    const second = await buyer(1000);
    const third = await buyer(1000);
    const names = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => `${prefix}${i}`);
    const a = (await first.confirm(names('a', MAX_ROWS), totalOf(MAX_ROWS))).json().batch as Batch;
    const single = await third.call('POST', '/api/scene-exports', {
      templateId: ids.image,
      scene: design(third.photos[0]!),
    });
    expect(single.statusCode, single.body).toBe(201);
    const b = (await second.confirm(names('b', 3), totalOf(3))).json().batch as Batch;
    // The order pg-boss hands the render jobs to workers in: priority, then the older, then id.
    const { rows } = await db().execute<{ id: string }>(
      sql`select id::text from pgboss.job where name = 'render' and state = 'created' order by priority desc, created_on, id`,
    );
    const order = rows.map((row) => row.id);
    const position = (id: string) => order.indexOf(id);
    const singleId = single.json().render.jobId as string;
    const aIds = a.rows.map((row) => row.renderId!);
    const bIds = b.rows.map((row) => row.renderId!);
    // It joins the earliest round waiting, the batch's first row's, and goes first in it.
    expect(position(singleId)).toBe(0);
    expect(aIds.filter((id) => position(id) < position(singleId))).toHaveLength(0);
    // The later batch's rows take turns with the earlier one's, round by round.
    for (const [i, id] of bIds.entries()) {
      expect(aIds.filter((other) => position(other) < position(id)).length).toBeLessThanOrEqual(
        i + 2,
      );
    }
    for (const batch of [a, b]) {
      const owner = batch === a ? first : second;
      await owner.call('POST', `/api/batches/${batch.batchId}/cancel`);
    }
  }, 120_000);

  it('lets the owner price results per kind (audited) and list every batch', async () => {
    const admin = await insertAdmin(bench.app, db());
    expect((await admin.call('GET', '/api/admin/bulk-prices')).json()).toEqual({
      image: 1,
      video: 5,
    });
    const set = await admin.call('PUT', '/api/admin/bulk-prices', { image: 0, video: 3 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ image: 0, video: 3 });
    const me = await buyer(LICENCE);
    const free = await me.confirm(['A', 'B'], LICENCE);
    expect(free.statusCode, free.body).toBe(201);
    const list = await admin.call('GET', '/api/admin/batches');
    expect(list.statusCode).toBe(200);
    expect(list.json().batches[0]).toMatchObject({
      batchId: free.json().batch.batchId,
      userId: me.userId,
      price: { perResult: 0, licence: LICENCE },
    });
    expect(list.json().rowsWaiting).toBeGreaterThanOrEqual(2);
    const { rows } = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from admin_audit_log where action = 'bulk_prices.update'`,
    );
    expect(Number(rows[0]!.n)).toBe(1);
    expect((await me.call('GET', '/api/admin/batches')).statusCode).toBe(403);
    await admin.call('PUT', '/api/admin/bulk-prices', { image: 1, video: 5 });
    await me.call('POST', `/api/batches/${free.json().batch.batchId}/cancel`);
  }, 60_000);

  it('is part of the account export, and closing cancels and removes it with its shares back', async () => {
    const me = await buyer(100);
    const { batch } = (await me.confirm(['Export me', 'Later'], totalOf(2))).json() as {
      batch: Batch;
    };
    await run(batch.rows[0]!.renderId!);
    const step = createBatchesPersonalData({ jobs: bench.jobs });
    const exported = await step.exportData!(db(), me.userId, { add: () => null });
    expect(exported).toMatchObject({
      batches: [{ id: batch.batchId, rows: [{ row: 0, name: 'Export me' }, { row: 1 }] }],
    });
    await db().transaction(async (tx) => {
      await commerceRecords.lockBuyer(tx, me.userId);
      await step.erase!(tx, { id: me.userId, email: '', phoneNumber: '', tokenVersion: 0 });
    });
    expect(await db().select().from(batches).where(eq(batches.userId, me.userId))).toEqual([]);
    expect(await balanceOf(db(), me.userId)).toBe(100 - LICENCE - 1);
    expect(await refundsOf(me.userId, 'batch-refund:')).toHaveLength(1);
  }, 60_000);

  it('takes a 500-row sheet of long texts in one body, and refuses a 50 MB one with 413', async () => {
    const me = await buyer(0);
    const long = 'x'.repeat(500);
    const rows = Array.from({ length: 500 }, () => ({
      texts: { name: long, other: long },
      photos: { photo: randomUUID() },
    }));
    const big = await me.call('POST', '/api/batches/check', {
      templateId: ids.image,
      scene: design(null),
      rows,
    });
    // Read whole: refused for its length (the limit here is 20 rows), not for its size.
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toBe(BatchMessage.tooManyRows(MAX_ROWS));
    const huge = await bench.app.inject({
      method: 'POST',
      url: '/api/batches',
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
      payload: `{"rows":"${'y'.repeat(50 * 1024 * 1024)}"}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({
      code: ErrorCode.PayloadTooLarge,
      error: expect.stringContaining('8 MiB'),
    });
  }, 60_000);
  it("makes a 12-row batch in a kit font, each row's text drawn from the kit's own file", async () => {
    const me = await buyer(100);
    const { payload, headers } = multipartBody([
      { fileName: 'brand.ttf', content: withFamily(bundledFontBytes('kalam'), 'Brnd') },
    ]);
    const added = await bench.app.inject({
      method: 'POST',
      url: '/api/brand-kit/fonts',
      payload,
      headers: { ...headers, authorization: `Bearer ${me.token}` },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { font } = added.json() as { font: BrandFont };
    const inFont = (scene: SceneInput, face: SceneFont, brandFonts?: BrandFontFamilies) => {
      const layers = scene.layers.map((layer) => {
        if (layer.type !== 'text') return layer;
        const fields = { ...layer, font: face };
        return {
          ...fields,
          lines: layoutText(createCanvas(1, 1).getContext('2d'), fields, { brandFonts }),
        };
      });
      return { ...scene, layers };
    };
    const kitDesign = inFont(
      design(null),
      brandFontRef(font.fontId),
      new Map([[font.fontId, font.faceFamily]]),
    );
    const names = Array.from({ length: 12 }, (_, i) => `Guest ${i + 1}`);
    const created = await me.call('POST', '/api/batches', {
      templateId: ids.image,
      scene: kitDesign,
      rows: me.rowsOf(names),
      expectedTotal: totalOf(12),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { batch } = created.json() as { batch: Batch };
    for (const row of batch.rows) await run(row.renderId!);
    const done = (await me.call('GET', `/api/batches/${batch.batchId}`)).json() as Batch;
    expect(done).toMatchObject({ status: 'finished', made: 12, failed: 0 });

    // The name line of a row, as the result holds it and as the kit's file (Kalam) and a bundled
    // face (Hind) draw it on the design's colour.
    const area = { x: TEXT.x, y: TEXT.y, width: TEXT.maxWidth, height: 40 };
    const textOf = async (bytes: Buffer) => {
      const pixels = await decode(bytes);
      const values: number[] = [];
      for (let y = area.y; y < area.y + area.height; y++) {
        for (let x = area.x; x < area.x + area.width; x++) values.push(...pixels.at(x, y));
      }
      return values;
    };
    const drawnIn = async (face: SceneFont, text: string) => {
      const line = inFont(design(null), face);
      const name = line.layers.find((layer) => layer.type === 'text')!;
      const scene = {
        ...line,
        layers: [
          { id: 'background', type: 'background' as const, color: '#204060' },
          { ...name, text, lines: [text] },
        ],
      };
      return textOf(
        (await drawScenePicture(sceneSchema.parse(scene), {}, { format: 'png' })).bytes,
      );
    };
    for (const index of [0, 11]) {
      const file = await bench.app.inject({ method: 'GET', url: done.rows[index]!.downloadUrl! });
      expect(file.statusCode).toBe(200);
      const made = await textOf(file.rawPayload);
      expect(made).toEqual(await drawnIn('kalam', names[index]!));
      expect(made).not.toEqual(await drawnIn('hind', names[index]!));
    }
  }, 120_000);
});
