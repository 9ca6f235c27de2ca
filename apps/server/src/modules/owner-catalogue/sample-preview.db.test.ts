import {
  adminCatalogueEndpoints,
  AdminMessage,
  CommerceMessage,
  endpointPath,
  ErrorCode,
  JSON_BODY_LIMITS,
  PREVIEW_RENDERS_PER_HOUR,
  RenderMessage,
  type CreateRenderResponse,
  type Render,
} from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, generatedVideos, uploads } from '../../db/schema';
import { catalogueTemplates, type NewTemplate } from '../catalogue';
import { createLocalDiskStorage } from '../media';
import { bearer } from '../../test-support/accounts-fixture';
import { insertAdmin, sessionTokenOf } from '../../test-support/admin-fixture';
import { caller, registerBuyer, setBalance } from '../../test-support/commerce-fixture';
import { makeTemplateClip, rgbAt, sameColour } from '../../test-support/composition-fixture';
import { readPixels } from '../../test-support/media-pixels';
import { useRenderBench } from '../../test-support/render-bench';
import { testEngine } from '../../test-support/test-database';
import { SAMPLE_PHOTO_NAME } from './sample-photo';

const PRICE = 25;
const BALANCE = 100;
/** Tiny and short: the order's terms are under test; the composition has its own suites. */
const SIZE = { width: 160, height: 90 };
const WINDOW = { x: 40, y: 20, width: 80, height: 50 };
/** How a 540p preview scales the template. */
const SCALE = 540 / SIZE.height;

const samplePreviewPath = (templateId: string) =>
  endpointPath(adminCatalogueEndpoints.samplePreview.path, { templateId });

describe(`the owner's sample preview on ${testEngine}`, () => {
  const ids = { draft: '', retired: '', image: '', unprepared: '' };

  const bench = useRenderBench({
    name: 'sample-preview',
    env: () => ({ RENDER_MAX_ACTIVE_PER_USER: String(PREVIEW_RENDERS_PER_HOUR) }),
    storage: createLocalDiskStorage,
    async arrange({ fixture, storage, db }) {
      const clip = await makeTemplateClip(fixture, 'reel', { ...SIZE, seconds: 1, window: WINDOW });
      const media = {
        poster: 'public/sample-test/poster.jpg',
        source: 'private/sample-test/clip.mp4',
        mask: 'private/sample-test/mask.png',
      };
      await storage.put(media.source, clip.sourcePath);
      await storage.put(media.mask, clip.maskPath);
      const video = (name: string, status: NewTemplate['status']): NewTemplate => ({
        kind: 'video',
        status,
        name,
        price: PRICE,
        priceInd: null,
        ...SIZE,
        durationSeconds: 1,
        media,
      });
      const rows = await catalogueTemplates.insertTemplates(db(), [
        video('Draft reel', 'draft'),
        video('Retired reel', 'retired'),
        {
          kind: 'image',
          status: 'draft',
          name: 'Photo frame',
          price: PRICE,
          media: { poster: media.poster },
        },
        // Its clip is uploaded but not prepared yet: no window to render into.
        { ...video('Unprepared reel', 'draft'), media: { poster: media.poster } },
      ]);
      [ids.draft, ids.retired, ids.image, ids.unprepared] = rows.map((row) => String(row.id)) as [
        string,
        string,
        string,
        string,
      ];
    },
  });
  const { db, run } = bench;

  /** An admin with credits to spend, and calls with their dashboard and session tokens. */
  async function admin() {
    const made = await insertAdmin(bench.app, db());
    await setBalance(db(), made.user.id, 0, BALANCE);
    const order = (templateId: string) => made.call('POST', samplePreviewPath(templateId));
    return { ...made, order, session: caller(bench.app, await sessionTokenOf(made.user)) };
  }

  const booksOf = async (userId: string) => ({
    ledger: await db().select().from(creditLedger).where(eq(creditLedger.userId, userId)),
    uploads: await db().select().from(uploads).where(eq(uploads.userId, userId)),
  });

  it('renders a draft with the sample photo for the admin: free, 540p, never listed, one upload however often', async () => {
    const me = await admin();
    const ordered = await me.order(ids.draft);
    expect(ordered.statusCode, ordered.body).toBe(201);
    const answer = ordered.json<CreateRenderResponse>();
    expect(answer).toMatchObject({
      charged: 0,
      remainingCredits: BALANCE,
      render: { templateId: ids.draft, preview: true, credits: 0, height: 540, status: 'queued' },
    });

    await run(answer.render.jobId);
    // Followed as any render of the admin's own: the dashboard polls this with their session.
    const done = (await me.session('GET', `/api/renders/${answer.render.jobId}`)).json<Render>();
    expect(done).toMatchObject({ status: 'completed', progress: 100, preview: true, credits: 0 });
    expect(done.signedUrl).toMatch(/^\/media\/private\/renders\//);

    const [row] = await db()
      .select()
      .from(generatedVideos)
      .where(eq(generatedVideos.id, answer.render.jobId));
    const books = await booksOf(me.user.id);
    // The one upload is the sample photo, and it is what the window shows.
    expect(books.uploads.map((upload) => [upload.fileName, upload.kind])).toEqual([
      [SAMPLE_PHOTO_NAME, 'image'],
    ]);
    expect(row!.uploadId).toBe(books.uploads[0]!.id);
    const frame = await readPixels(
      bench.fixture.ffmpegPath,
      bench.storage.absolutePath(row!.outputKey!),
      'rgba',
    );
    expect([frame.width, frame.height]).toEqual([SIZE.width * SCALE, 540]);
    const photo = await readPixels(
      bench.fixture.ffmpegPath,
      bench.storage.absolutePath(books.uploads[0]!.storageKey),
      'rgba',
    );
    // The window's centre column, near its top (the watermark crosses the middle): the photo
    // fills the window centred, so this is the photo's centre column at the same depth.
    const windowTop = WINDOW.y * SCALE;
    const fillScale = Math.max(
      (WINDOW.width * SCALE) / photo.width,
      (WINDOW.height * SCALE) / photo.height,
    );
    const depth = 30;
    expect(
      sameColour(
        rgbAt(frame, (WINDOW.x + WINDOW.width / 2) * SCALE, windowTop + depth),
        rgbAt(photo, photo.width / 2, Math.round(depth / fillScale)),
      ),
    ).toBe(true);

    // Ordered again, the same photo is the same upload; nothing was held or charged either time.
    const again = await me.order(ids.draft);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<CreateRenderResponse>().render.uploadId).toBe(books.uploads[0]!.id);
    const after = await booksOf(me.user.id);
    expect(after.uploads).toHaveLength(1);
    expect(after.ledger).toEqual(books.ledger);
    expect(after.ledger.map((entry) => entry.reason)).toEqual(['admin_adjustment']);
    expect((await me.session('GET', '/api/user-generated-videos')).json().videos).toEqual([]);
  }, 60_000);

  it('renders a retired template too, within the hourly limit of previews a buyer has', async () => {
    const me = await admin();
    expect((await me.order(ids.retired)).statusCode).toBe(201);
    for (let n = 1; n < PREVIEW_RENDERS_PER_HOUR; n++) {
      expect((await me.order(ids.draft)).statusCode).toBe(201);
    }
    const limited = await me.order(ids.draft);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: ErrorCode.RateLimited,
      error: RenderMessage.previewLimit,
    });
  }, 60_000);

  it('refuses what cannot be rendered in the words buyers get, leaving no upload behind', async () => {
    const me = await admin();
    const refusals = await Promise.all(
      ['999999', ids.image, ids.unprepared].map(async (templateId) => {
        const answer = await me.order(templateId);
        return [answer.statusCode, answer.json().error];
      }),
    );
    expect(refusals).toEqual([
      [404, CommerceMessage.templateNotFound],
      [422, RenderMessage.notAVideoTemplate],
      [422, RenderMessage.templateNotReady],
    ]);
    expect((await booksOf(me.user.id)).uploads).toEqual([]);
  });

  it('takes no body, or an empty object, and refuses any other before it orders anything', async () => {
    const me = await admin();
    const send = (body: string) =>
      bench.app.inject({
        method: 'POST',
        url: samplePreviewPath(ids.draft),
        headers: { ...bearer(me.token), 'content-type': 'application/json' },
        payload: body,
      });
    for (const body of ['[]', 'null', '"s"', '123', '{"templateId":1}']) {
      const refused = await send(body);
      expect(refused.statusCode, body).toBe(400);
      expect(refused.json(), body).toMatchObject({
        code: ErrorCode.ValidationFailed,
        issues: [{ path: 'body' }],
      });
    }
    // Too deep to parse: refused before parsing, naming the limit.
    const deep = await send(`${'['.repeat(5000)}${']'.repeat(5000)}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({
      code: ErrorCode.ValidationFailed,
      limit: JSON_BODY_LIMITS.depth,
    });
    expect(
      await db().select().from(generatedVideos).where(eq(generatedVideos.userId, me.user.id)),
    ).toEqual([]);
    expect((await booksOf(me.user.id)).uploads).toEqual([]);

    expect((await send('{}')).statusCode).toBe(201);
  });

  it('keeps drafts from buyers, and the sample preview from anyone but an admin', async () => {
    const buyer = await registerBuyer(bench.app);
    const bought = await buyer.call('POST', '/api/renders', {
      templateId: ids.draft,
      uploadId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
      placement: {},
      preview: true,
    });
    expect([bought.statusCode, bought.json().error]).toEqual([
      404,
      CommerceMessage.templateNotFound,
    ]);

    const asBuyer = await buyer.call('POST', samplePreviewPath(ids.draft));
    expect([asBuyer.statusCode, asBuyer.json().error]).toEqual([403, AdminMessage.notAnAdmin]);
    // An admin's own session opens the dashboard only through its password gate.
    const me = await admin();
    const withSession = await me.session('POST', samplePreviewPath(ids.draft));
    expect([withSession.statusCode, withSession.json().error]).toEqual([
      401,
      AdminMessage.authenticationFailed,
    ]);
    for (const userId of [buyer.userId, me.user.id]) {
      expect(
        await db().select().from(generatedVideos).where(eq(generatedVideos.userId, userId)),
      ).toEqual([]);
    }
  });
});
