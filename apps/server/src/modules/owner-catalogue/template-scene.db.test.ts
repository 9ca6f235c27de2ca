import {
  adminCatalogueEndpoints,
  endpointPath,
  TemplateAdminMessage,
  TemplateSceneMessage,
  type Draft,
  type OwnerScene,
  type OwnerTemplate,
  type SceneInput,
} from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, templates, uploads } from '../../db/schema';
import { insertAdmin, insertUser, sessionTokenOf } from '../../test-support/admin-fixture';
import { caller, useSaleApp } from '../../test-support/commerce-fixture';
import { testEngine } from '../../test-support/test-database';
import { readCatalogueVersion } from '../catalogue';
import { startingLayers } from './starting-scene';

/** The comp and window a preparation of the owner's overlay leaves in templateJson. */
const COMP = { width: 1000, height: 500 };
const WINDOW = { x: 100, y: 50, width: 400, height: 300 };

/** The owner's design: the slot moved and smaller, a line of text for the buyer to change. */
const designed: SceneInput = {
  version: 1,
  ...COMP,
  layers: [
    { id: 'background', type: 'background', color: '#000000', locked: true },
    { id: 'photo', type: 'image', uploadId: null, box: { x: 120, y: 60, width: 300, height: 200 } },
    { id: 'overlay', type: 'overlay', window: WINDOW, locked: true },
    {
      id: 'names',
      type: 'text',
      text: 'Asha & Ravi',
      font: 'baloo-2',
      size: 48,
      color: '#ffcc00',
      align: 'center',
      x: 550,
      y: 380,
      maxWidth: 400,
      lines: ['Asha & Ravi'],
    },
  ],
};

const scenePath = (templateId: string) =>
  endpointPath(adminCatalogueEndpoints.getScene.path, { templateId });
const statusPath = (templateId: string) =>
  endpointPath(adminCatalogueEndpoints.changeStatus.path, { templateId });

describe(`an owner's starting scene on ${testEngine}`, () => {
  const sale = useSaleApp({ ready: { name: 'Ready Poster', kind: 'image', price: 30 } });
  const db = () => sale.testApp.database.db;

  const admin = () => insertAdmin(sale.testApp.app, db());

  async function buyer() {
    const user = await insertUser(db());
    return { user, call: caller(sale.testApp.app, await sessionTokenOf(user)) };
  }

  /** An image draft made through the API whose media are ready, as a preparation leaves them. */
  async function readyDraft(name: string) {
    const { call } = await admin();
    const created = (
      await call('POST', adminCatalogueEndpoints.create.path, {
        fields: { kind: 'image', templateName: name, templatePrice: 20 },
      })
    ).json<OwnerTemplate>();
    const [ready] = await db()
      .select()
      .from(templates)
      .where(eq(templates.id, Number(sale.ids.ready)));
    await db()
      .update(templates)
      .set({
        media: ready!.media,
        preparation: { uploaded: {}, state: 'ready', progress: 1, message: null },
        ...COMP,
        templateJson: { ...COMP, window: WINDOW, layers: startingLayers(WINDOW) },
      })
      .where(eq(templates.id, Number(created.templateId)));
    return created;
  }

  async function published(name: string) {
    const draft = await readyDraft(name);
    const { call } = await admin();
    const answer = await call('POST', statusPath(draft.templateId), {
      status: 'published',
      revision: draft.revision,
    });
    return answer.json<OwnerTemplate>();
  }

  it('is what a new buyer starts from; a buyer’s saved draft stays as it was', async () => {
    const template = await published('Wedding Card');
    const { templateId } = template;
    const early = await buyer();
    const draftPath = `/api/drafts/${templateId}`;
    const started = (await early.call('GET', draftPath)).json<Draft>();
    expect(started.scene.layers.map((layer) => layer.id)).toEqual([
      'background',
      'photo',
      'overlay',
    ]);
    const kept = await early.call('PUT', draftPath, { baseRevision: 0, scene: started.scene });
    expect(kept.statusCode).toBe(200);

    const { user, call } = await admin();
    const opened = await call('GET', scenePath(templateId));
    expect(opened.statusCode).toBe(200);
    expect(opened.json<OwnerScene>()).toMatchObject({
      revision: template.revision,
      scene: started.scene,
      template: {
        templateId,
        kind: 'image',
        status: 'published',
        ...COMP,
        window: WINDOW,
        overlayUrl: expect.stringContaining('overlay-preview.png'),
      },
    });

    const versions = await readCatalogueVersion(db());
    const saved = await call('PUT', scenePath(templateId), {
      scene: designed,
      revision: template.revision,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ revision: template.revision + 1 });
    // A scene is the template's own: answers that do not show it are kept (ADR 64).
    expect(await readCatalogueVersion(db())).toEqual({
      ...versions,
      templatesVersion: versions.templatesVersion + 1,
    });

    const late = await buyer();
    const fresh = (await late.call('GET', draftPath)).json<Draft>();
    expect(fresh.revision).toBe(0);
    expect(fresh.scene.layers).toEqual(
      (await call('GET', scenePath(templateId))).json<OwnerScene>().scene.layers,
    );
    expect(fresh.scene.layers.map((layer) => layer.id)).toEqual([
      'background',
      'photo',
      'overlay',
      'names',
    ]);
    expect(fresh.scene.layers[3]).toMatchObject({ text: 'Asha & Ravi', font: 'baloo-2' });

    const own = (await early.call('GET', draftPath)).json<Draft>();
    expect(own).toMatchObject({ revision: 1, scene: started.scene });

    const [row] = await db()
      .select()
      .from(templates)
      .where(eq(templates.id, Number(templateId)));
    expect(row!.templateJson).toMatchObject({ ...COMP, window: WINDOW });
    const [entry] = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.adminUserId, user.id));
    expect(entry).toMatchObject({
      action: 'template.scene',
      details: {
        templateId,
        before: { count: 3, ids: ['background', 'photo', 'overlay'] },
        after: { count: 4, ids: ['background', 'photo', 'overlay', 'names'] },
      },
    });
  });

  it('refuses a save from an older revision, and keeps the newer one', async () => {
    const draft = await readyDraft('Draft Invitation');
    const { call } = await admin();
    const first = await call('PUT', scenePath(draft.templateId), {
      scene: designed,
      revision: draft.revision,
    });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', scenePath(draft.templateId), {
      scene: { ...designed, layers: designed.layers.slice(0, 3) },
      revision: draft.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: TemplateAdminMessage.revisionConflict,
      template: { revision: draft.revision + 1 },
    });
    const now = (await call('GET', scenePath(draft.templateId))).json<OwnerScene>();
    expect(now.scene.layers).toHaveLength(4);
  });

  it('refuses a buyer’s photo in a slot and a scene of another size, and writes nothing', async () => {
    const draft = await readyDraft('Photo Refused');
    const { user, call } = await admin();
    const [upload] = await db()
      .insert(uploads)
      .values({
        userId: user.id,
        kind: 'image',
        mimeType: 'image/png',
        sizeBytes: 100,
        width: 10,
        height: 10,
        durationSeconds: null,
        fileName: 'photo.png',
        storageKey: `private/uploads/scene-test/${crypto.randomUUID()}`,
      })
      .returning({ id: uploads.id });
    const withPhoto = {
      ...designed,
      layers: designed.layers.map((layer) =>
        layer.type === 'image' ? { ...layer, uploadId: upload!.id } : layer,
      ),
    };
    const refused = await call('PUT', scenePath(draft.templateId), {
      scene: withPhoto,
      revision: draft.revision,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe(TemplateSceneMessage.photoInSlot('photo'));

    const resized = await call('PUT', scenePath(draft.templateId), {
      scene: { ...designed, width: 1920, height: 1080 },
      revision: draft.revision,
    });
    expect(resized.statusCode).toBe(400);
    expect(resized.json<{ error: string }>().error).toContain('1000×500');
    const now = (await call('GET', scenePath(draft.templateId))).json<OwnerScene>();
    expect(now.revision).toBe(draft.revision);
    expect(now.scene.layers.map((layer) => layer.id)).toEqual(['background', 'photo', 'overlay']);
  });

  it('lets no one but an admin token in', async () => {
    const draft = await readyDraft('Admins Only');
    const { call } = await buyer();
    expect([401, 403]).toContain((await call('GET', scenePath(draft.templateId))).statusCode);
    const refused = await call('PUT', scenePath(draft.templateId), {
      scene: designed,
      revision: draft.revision,
    });
    expect([401, 403]).toContain(refused.statusCode);
    const anonymous = await sale.testApp.app.inject({
      method: 'PUT',
      url: scenePath(draft.templateId),
      payload: { scene: designed, revision: draft.revision },
    });
    expect(anonymous.statusCode).toBe(401);
    const { call: owner } = await admin();
    const unchanged = (await owner('GET', scenePath(draft.templateId))).json<OwnerScene>();
    expect(unchanged.revision).toBe(draft.revision);
  });
});
