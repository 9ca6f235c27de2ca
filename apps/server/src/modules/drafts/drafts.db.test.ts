import { DraftMessage, ErrorCode, type SceneInput } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { registerBuyer, useSaleApp } from '../../test-support/commerce-fixture';
import { testEngine } from '../../test-support/test-database';

/** The size the sale templates fall back to: their JSON gives none. */
const COMP = { width: 1920, height: 1080 };

function scene(title: string, photoId: string | null = null): SceneInput {
  return {
    version: 1,
    ...COMP,
    layers: [
      { id: 'background', type: 'background', color: '#000000', locked: true },
      {
        id: 'photo',
        type: 'image',
        uploadId: photoId,
        box: { x: 0, y: 0, width: 960, height: 1080 },
      },
      {
        id: 'title',
        type: 'text',
        text: title,
        font: 'hind',
        size: 64,
        color: '#ffffff',
        x: 100,
        y: 100,
        maxWidth: 1200,
        lines: [title],
      },
    ],
  };
}

describe(`drafts on ${testEngine}`, () => {
  const sale = useSaleApp({
    picture: { name: 'Poster Frame', kind: 'image', price: 40 },
    video: { name: 'Neon Intro', price: 120 },
  });
  const { ids } = sale;
  const url = (templateId: string) => `/api/drafts/${templateId}`;

  async function addUpload(userId: string, kind: 'image' | 'video') {
    const [row] = await sale.testApp.database.db
      .insert(uploads)
      .values({
        userId,
        kind,
        mimeType: kind === 'image' ? 'image/png' : 'video/mp4',
        sizeBytes: 100,
        width: 10,
        height: 10,
        durationSeconds: kind === 'video' ? 3 : null,
        fileName: `${kind}.bin`,
        storageKey: `private/uploads/drafts-test/${crypto.randomUUID()}`,
      })
      .returning({ id: uploads.id });
    return row!.id;
  }

  it('starts from the template’s scene, then saves and loads revisions', async () => {
    const { call } = await registerBuyer(sale.testApp.app);
    const fresh = await call('GET', url(ids.picture));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({
      template: { templateId: ids.picture, kind: 'image', templateName: 'Poster Frame' },
      revision: 0,
      savedAt: null,
      scene: { ...COMP, layers: [{ type: 'background', locked: true }] },
    });
    // The public, watermarked overlay: never the private one (ADR 13).
    expect(fresh.json().template.overlayUrl).toMatch(/overlay-preview/);

    const first = await call('PUT', url(ids.picture), { baseRevision: 0, scene: scene('Hello') });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      revision: 1,
      scene: { layers: [{}, {}, { text: 'Hello' }] },
    });
    const second = await call('PUT', url(`${ids.picture}-template`), {
      baseRevision: 1,
      scene: scene('Hello again'),
    });
    expect(second.json().revision).toBe(2);

    const loaded = (await call('GET', url(ids.picture))).json();
    expect(loaded.revision).toBe(2);
    expect(loaded.scene.layers[2]).toMatchObject({ text: 'Hello again', lines: ['Hello again'] });
    expect(Date.parse(loaded.savedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Another template's draft is another draft.
    expect((await call('GET', url(ids.video))).json().revision).toBe(0);
  });

  it('keeps a draft its owner’s: another user sees their own, and cannot use another’s photos', async () => {
    const owner = await registerBuyer(sale.testApp.app);
    const other = await registerBuyer(sale.testApp.app);
    const ownersPhoto = await addUpload(owner.userId, 'image');
    const saved = await owner.call('PUT', url(ids.picture), {
      baseRevision: 0,
      scene: scene('Mine', ownersPhoto),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().scene.layers[1].uploadId).toBe(ownersPhoto);

    const theirs = await other.call('GET', url(ids.picture));
    expect(theirs.json()).toMatchObject({ revision: 0, savedAt: null });
    expect(JSON.stringify(theirs.json())).not.toContain('Mine');

    const foreign = await other.call('PUT', url(ids.picture), {
      baseRevision: 0,
      scene: scene('Theirs', ownersPhoto),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ error: DraftMessage.foreignUpload('photo') });
    // Nothing was written: their draft is still the template's.
    expect((await other.call('GET', url(ids.picture))).json().revision).toBe(0);

    const clip = await addUpload(owner.userId, 'video');
    const video = await owner.call('PUT', url(ids.picture), {
      baseRevision: 1,
      scene: scene('Clip', clip),
    });
    expect(video.statusCode).toBe(400);
    expect(video.json().error).toBe(DraftMessage.videoInSlot('photo'));
    expect((await owner.call('GET', url(ids.picture))).json()).toMatchObject({
      revision: 1,
      scene: { layers: [{}, {}, { text: 'Mine' }] },
    });
  });

  it('answers a save from an older revision with the newer draft, and refuses one from the future', async () => {
    const { call } = await registerBuyer(sale.testApp.app);
    await call('PUT', url(ids.picture), { baseRevision: 0, scene: scene('Tab one') });
    await call('PUT', url(ids.picture), { baseRevision: 1, scene: scene('Tab one, later') });

    const stale = await call('PUT', url(ids.picture), { baseRevision: 1, scene: scene('Tab two') });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: ErrorCode.Conflict,
      error: DraftMessage.newerVersion,
      draft: { revision: 2, scene: { layers: [{}, {}, { text: 'Tab one, later' }] } },
    });
    const fromStart = await call('PUT', url(ids.picture), { baseRevision: 0, scene: scene('New') });
    expect(fromStart.statusCode).toBe(409);

    const future = await call('PUT', url(ids.picture), { baseRevision: 7, scene: scene('Later') });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toBe(DraftMessage.futureRevision);
    const unsaved = await call('PUT', url(ids.video), { baseRevision: 3, scene: scene('Never') });
    expect(unsaved.statusCode).toBe(400);
    expect((await call('GET', url(ids.picture))).json().revision).toBe(2);
  });

  it('lets exactly one of many parallel saves from one revision win', async () => {
    const { call } = await registerBuyer(sale.testApp.app);
    for (const baseRevision of [0, 1]) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          call('PUT', url(ids.picture), { baseRevision, scene: scene(`Save ${index}`) }),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json();
      expect(winner.revision).toBe(baseRevision + 1);
      for (const loser of answers.filter((answer) => answer.statusCode === 409)) {
        expect(loser.json().draft).toEqual(winner);
      }
      expect((await call('GET', url(ids.picture))).json()).toEqual(winner);
    }
  });

  it('refuses bad input in words, and saves nothing', async () => {
    const { call } = await registerBuyer(sale.testApp.app);
    const good = scene('Fine');
    const tooLong = 'a'.repeat(501);
    const bad: [string, unknown][] = [
      ['not a scene', { baseRevision: 0, scene: { version: 2 } }],
      ['no revision', { scene: good }],
      ['negative revision', { baseRevision: -1, scene: good }],
      ['revision past the column', { baseRevision: 2 ** 31, scene: good }],
      ['revision of 1e15', { baseRevision: 1e15, scene: good }],
      ['text over the limit', { baseRevision: 0, scene: scene(tooLong) }],
      ['a NUL in the text', { baseRevision: 0, scene: scene('Fi\u0000ne') }],
      ['half an emoji in the text', { baseRevision: 0, scene: scene('Fine \ud83d') }],
      ['a lone low surrogate', { baseRevision: 0, scene: scene('\udc00Fine') }],
      [
        'lines not the text',
        { baseRevision: 0, scene: { ...good, layers: [{ ...good.layers[2]!, lines: ['x'] }] } },
      ],
      ['another size', { baseRevision: 0, scene: { ...good, width: 1080, height: 1920 } }],
    ];
    for (const [label, body] of bad) {
      const answer = await call('PUT', url(ids.picture), body);
      expect(answer.statusCode, label).toBe(400);
      expect(answer.json().error, label).toEqual(expect.any(String));
    }
    expect((await call('PUT', url('999999'), { baseRevision: 0, scene: good })).statusCode).toBe(
      404,
    );
    expect((await call('GET', url('999999'))).statusCode).toBe(404);
    expect((await call('GET', url('abc'))).statusCode).toBe(400);
    expect((await call('GET', url(ids.picture))).json().revision).toBe(0);

    const visitor = await sale.testApp.app.inject({ method: 'GET', url: url(ids.picture) });
    expect(visitor.statusCode).toBe(401);
  });
});
