import {
  adminCatalogueEndpoints,
  endpointPath,
  ErrorCode,
  TemplateAdminMessage,
  type OwnerTemplate,
} from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { adminAuditLog, templates } from '../../db/schema';
import { caller, setBalance, useSaleApp } from '../../test-support/commerce-fixture';
import { testConfig, testSecrets } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { insertAdmin, insertUser, sessionTokenOf } from '../../test-support/admin-fixture';
import { eventually } from '../../test-support/eventually';

const fields = (changes: Record<string, unknown> = {}) => ({
  kind: 'video',
  sku: null,
  templateName: 'Owner Clip',
  templatePrice: 40,
  ...changes,
});

const templatePath = (templateId: string) =>
  endpointPath(adminCatalogueEndpoints.get.path, { templateId });

/** A status change over the revision the template was read at. */
const changeStatus = (
  call: Awaited<ReturnType<typeof insertAdmin>>['call'],
  template: Pick<OwnerTemplate, 'templateId' | 'revision'>,
  status: OwnerTemplate['status'],
) =>
  call('POST', `${templatePath(template.templateId)}/status`, {
    status,
    revision: template.revision,
  });

describe(`the owner's catalogue on ${testEngine}`, () => {
  const sale = useSaleApp({ ready: { name: 'Ready Reel', price: 30 } });

  const admin = () => insertAdmin(sale.testApp.app, sale.testApp.database.db);

  async function buyer(credits = 500) {
    const user = await insertUser(sale.testApp.database.db);
    await setBalance(sale.testApp.database.db, user.id, 0, credits);
    return { user, call: caller(sale.testApp.app, await sessionTokenOf(user)) };
  }

  /** A draft made through the API whose media are marked ready, as a preparation leaves them. */
  async function readyDraft(name: string, price = 40) {
    const { call } = await admin();
    const created = (
      await call('POST', adminCatalogueEndpoints.create.path, {
        fields: fields({ templateName: name, templatePrice: price }),
      })
    ).json<OwnerTemplate>();
    const [ready] = await sale.testApp.database.db
      .select()
      .from(templates)
      .where(eq(templates.id, Number(sale.ids.ready)));
    await sale.testApp.database.db
      .update(templates)
      .set({
        media: ready!.media,
        preparation: { uploaded: {}, state: 'ready', progress: 1, message: null },
      })
      .where(eq(templates.id, Number(created.templateId)));
    return created;
  }

  const listed = async (name: string) => {
    const list = await sale.testApp.app.inject({
      url: `/api/templates?q=${encodeURIComponent(name)}`,
    });
    return list
      .json<{ items: { templateName: string }[] }>()
      .items.map((item) => item.templateName);
  };

  it('keeps a draft from everyone but admins: no list, detail, cart or purchase', async () => {
    const draft = await readyDraft('Hidden Draft Film');
    const { call } = await buyer();
    expect(await listed('Hidden Draft Film')).not.toContain('Hidden Draft Film');
    expect(
      (await sale.testApp.app.inject({ url: `/api/template/${draft.templateId}` })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/add-to-cart', { templateId: draft.templateId })).statusCode,
    ).toBe(404);
    const bought = await call('POST', '/api/purchase-template', { templateId: draft.templateId });
    expect(bought.statusCode).toBe(404);
    const { call: owner } = await admin();
    expect((await owner('GET', templatePath(draft.templateId))).json<OwnerTemplate>().status).toBe(
      'draft',
    );
  });

  it('publishes only a template whose media are ready, and lists it at once', async () => {
    const { call } = await admin();
    const bare = (
      await call('POST', adminCatalogueEndpoints.create.path, {
        fields: fields({ templateName: 'No Media Yet' }),
      })
    ).json<OwnerTemplate>();
    const refused = await changeStatus(call, bare, 'published');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toMatch(/prepared before publishing/);

    const draft = await readyDraft('Sunrise Owner Reel');
    const published = await changeStatus(call, draft, 'published');
    expect(published.statusCode).toBe(200);
    expect(published.json<OwnerTemplate>()).toMatchObject({ status: 'published', revision: 2 });
    expect(await listed('Sunrise Owner Reel')).toEqual(['Sunrise Owner Reel']);
  });

  it('dates a template by its first publish, kept when it is retired and published again', async () => {
    const draft = await readyDraft('Dated Reel');
    const { call } = await admin();
    const publishedAt = async () => {
      const detail = await sale.testApp.app.inject({ url: `/api/template/${draft.templateId}` });
      return detail.json<{ publishedAt: string | null }>().publishedAt;
    };
    const before = Date.now();
    const published = (await changeStatus(call, draft, 'published')).json<OwnerTemplate>();
    const first = await publishedAt();
    expect(Date.parse(first ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(first ?? '')).toBeLessThanOrEqual(Date.now() + 1000);

    const retired = (await changeStatus(call, published, 'retired')).json<OwnerTemplate>();
    expect(await publishedAt()).toBe(first);
    await changeStatus(call, retired, 'published');
    expect(await publishedAt()).toBe(first);
  });

  it('retires a template: gone from lists and sales, its owners keep their download', async () => {
    const draft = await readyDraft('Retiring Reel', 25);
    const { call } = await admin();
    const published = (await changeStatus(call, draft, 'published')).json<OwnerTemplate>();
    const owner = await buyer();
    const bought = await owner.call('POST', '/api/purchase-template', {
      templateId: draft.templateId,
    });
    expect(bought.statusCode).toBe(200);

    const retired = await changeStatus(call, published, 'retired');
    expect(retired.json<OwnerTemplate>()).toMatchObject({ status: 'retired', owners: 1 });
    // A search of its name may still find other reels; never the retired one.
    expect(await listed('Retiring Reel')).not.toContain('Retiring Reel');
    const detail = await sale.testApp.app.inject({ url: `/api/template/${draft.templateId}` });
    expect(detail.json<{ onSale: boolean }>().onSale).toBe(false);

    const stranger = await buyer();
    const refused = await stranger.call('POST', '/api/purchase-template', {
      templateId: draft.templateId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toBe('This template is no longer sold.');
    const again = await owner.call('POST', '/api/download-template', {
      templateId: draft.templateId,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ creditsCharged: number }>().creditsCharged).toBe(0);

    const deleted = await call('DELETE', templatePath(draft.templateId));
    expect(deleted.statusCode).toBe(409);
  });

  it('refuses a save from an older revision and keeps the newer one', async () => {
    const { call } = await admin();
    const draft = (
      await call('POST', adminCatalogueEndpoints.create.path, { fields: fields() })
    ).json<OwnerTemplate>();
    const first = await call('PUT', templatePath(draft.templateId), {
      fields: fields({ templateName: 'First Admin' }),
      revision: draft.revision,
    });
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', templatePath(draft.templateId), {
      fields: fields({ templateName: 'Second Admin' }),
      revision: draft.revision,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ template: OwnerTemplate }>().template.fields).toMatchObject({
      templateName: 'First Admin',
    });
  });

  it('changes a price for the next sale only: the shown price is checked, a past licence kept', async () => {
    const draft = await readyDraft('Price Change Reel', 30);
    const { call } = await admin();
    const published = (await changeStatus(call, draft, 'published')).json<OwnerTemplate>();
    const early = await buyer();
    await early.call('POST', '/api/purchase-template', {
      templateId: draft.templateId,
      expectedPrice: 30,
    });
    await call('PUT', templatePath(draft.templateId), {
      fields: fields({ templateName: 'Price Change Reel', templatePrice: 45 }),
      revision: published.revision,
    });
    const late = await buyer();
    const stale = await late.call('POST', '/api/purchase-template', {
      templateId: draft.templateId,
      expectedPrice: 30,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ currentPrice: number }>().currentPrice).toBe(45);
    const purchases = await early.call('GET', '/api/purchases');
    expect(JSON.stringify(purchases.json())).toContain('"creditsPaid":30');
  });

  it('refuses a sku another template has, a negative price and an unknown layout', async () => {
    const { call } = await admin();
    await call('POST', adminCatalogueEndpoints.create.path, { fields: fields({ sku: 'REEL-1' }) });
    const duplicate = await call('POST', adminCatalogueEndpoints.create.path, {
      fields: fields({ sku: 'REEL-1' }),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<{ error: string }>().error).toBe(
      'Another template already has the sku REEL-1.',
    );
    const negative = await call('POST', adminCatalogueEndpoints.create.path, {
      fields: fields({ templatePrice: -5 }),
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.body).toContain('cannot be negative');
    const layout = await call('POST', adminCatalogueEndpoints.create.path, {
      fields: fields({ videoLayout: '7:3' }),
    });
    expect(layout.statusCode).toBe(400);
    expect(layout.body).toContain('must be one of 16:9');
  });

  it('refuses a templateJson nested thousands deep, made or saved, with what to do', async () => {
    const { call } = await admin();
    const deep = (depth: number) =>
      `{"width":640,"height":360,"layers":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const refusal = {
      error: expect.stringContaining(TemplateAdminMessage.templateJsonTooDeep) as string,
      code: ErrorCode.ValidationFailed,
    };
    for (const depth of [40, 5000, 90_000]) {
      const created = await call('POST', adminCatalogueEndpoints.create.path, {
        fields: fields({ templateJson: deep(depth) }),
      });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toMatchObject(refusal);
    }
    const draft = (
      await call('POST', adminCatalogueEndpoints.create.path, {
        fields: fields({ templateJson: deep(10) }),
      })
    ).json<OwnerTemplate>();
    expect(draft.fields.templateJson).toBe(deep(10));
    const saved = await call('PUT', templatePath(draft.templateId), {
      fields: fields({ templateJson: deep(5000) }),
      revision: draft.revision,
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject(refusal);
  });

  it('gives a sku asked for by several saves at once to one template; the others hear 409', async () => {
    const { call } = await admin();
    const attempts = 6;
    const made = await Promise.all(
      Array.from({ length: attempts }, () =>
        call('POST', adminCatalogueEndpoints.create.path, { fields: fields({ sku: 'RACE-1' }) }),
      ),
    );
    expect(made.map((answer) => answer.statusCode).sort()).toEqual([
      201,
      ...Array<number>(attempts - 1).fill(409),
    ]);
    const taken = made.find((answer) => answer.statusCode === 409)!;
    expect(taken.json()).toMatchObject({
      error: TemplateAdminMessage.skuTaken('RACE-1'),
      code: ErrorCode.Conflict,
      field: 'sku',
    });

    const drafts = await Promise.all(
      Array.from({ length: attempts }, async () =>
        (
          await call('POST', adminCatalogueEndpoints.create.path, { fields: fields() })
        ).json<OwnerTemplate>(),
      ),
    );
    const saves = await Promise.all(
      drafts.map((draft) =>
        call('PUT', templatePath(draft.templateId), {
          fields: fields({ sku: 'RACE-2' }),
          revision: draft.revision,
        }),
      ),
    );
    expect(saves.map((answer) => answer.statusCode).sort()).toEqual([
      200,
      ...Array<number>(attempts - 1).fill(409),
    ]);
  });

  it('warns of a templateJson that does not parse and uses 1920×1080', async () => {
    const { call } = await admin();
    const created = await call('POST', adminCatalogueEndpoints.create.path, {
      fields: fields({ templateJson: '{"width": 1080,' }),
    });
    expect(created.statusCode).toBe(201);
    const template = created.json<OwnerTemplate>();
    expect(template.warnings).toEqual([expect.stringContaining('1920×1080')]);
    const [row] = await sale.testApp.database.db
      .select()
      .from(templates)
      .where(eq(templates.id, Number(template.templateId)));
    expect(row).toMatchObject({ width: 1920, height: 1080, templateJson: null });
  });

  it('audits every change with who, before and after', async () => {
    const { user, call } = await admin();
    const draft = (
      await call('POST', adminCatalogueEndpoints.create.path, {
        fields: fields({ templatePrice: 10 }),
      })
    ).json<OwnerTemplate>();
    await call('PUT', templatePath(draft.templateId), {
      fields: fields({ templatePrice: 12 }),
      revision: draft.revision,
    });
    const entries = await sale.testApp.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.adminUserId, user.id));
    expect(entries.map((entry) => entry.action)).toEqual(['template.create', 'template.save']);
    expect(entries[1]!.details).toMatchObject({
      templateId: draft.templateId,
      before: { templatePrice: 10 },
      after: { templatePrice: 12 },
    });
  });

  it('lets no one but an admin token in', async () => {
    const { call } = await buyer();
    const refused = await call('POST', adminCatalogueEndpoints.create.path, { fields: fields() });
    expect([401, 403]).toContain(refused.statusCode);
    const anonymous = await sale.testApp.app.inject({
      method: 'GET',
      url: templatePath(sale.ids.ready),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows a change in another API process within a second, its cache notwithstanding', async () => {
    const other = await buildApp({
      config: testConfig({ CATALOGUE_CACHE_SECONDS: '30' }),
      secrets: testSecrets,
      database: sale.testApp.database,
    });
    try {
      await other.ready();
      const name = 'Cross Process Reel';
      const draft = await readyDraft(name);
      const namesListed = async () =>
        (await other.inject({ url: `/api/templates?q=${encodeURIComponent(name)}` }))
          .json<{ items: { templateName: string }[] }>()
          .items.map((item) => item.templateName);
      expect(await namesListed()).not.toContain(name);
      const { call } = await admin();
      await changeStatus(call, draft, 'published');
      await eventually(
        'the other process lists the published template',
        async () => (await namesListed()).includes(name),
        1000,
      );
      // A save of the template alone (ADR 64): the answers showing it or finding it are made
      // again, in the other process too, within a second.
      const published = (await call('GET', templatePath(draft.templateId))).json<OwnerTemplate>();
      const saved = await call('PUT', templatePath(draft.templateId), {
        fields: { ...published.fields, templateName: `${name} Grebewood` },
        revision: published.revision,
      });
      expect(saved.statusCode).toBe(200);
      await eventually(
        'the other process shows the new name where the old one was found',
        async () => (await namesListed()).includes(`${name} Grebewood`),
        1000,
      );
      const found = await other.inject({ url: '/api/templates?q=grebewood' });
      expect(found.json<{ items: { templateName: string }[] }>().items).toEqual([
        expect.objectContaining({ templateName: `${name} Grebewood` }),
      ]);
    } finally {
      await other.close();
    }
  });
});
