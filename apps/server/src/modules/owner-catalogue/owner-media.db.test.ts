import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  adminCatalogueEndpoints,
  endpointPath,
  type OwnerTemplate,
  type TemplateMediaRole,
} from '@frameshop/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, templates } from '../../db/schema';
import type { caller } from '../../test-support/commerce-fixture';
import {
  createOwnerTemplate,
  sendMediaChunk,
  sendMediaFile,
  settledTemplate,
} from '../../test-support/owner-catalogue-fixture';
import { createTestApp, testConfig, testSecrets, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { insertAdmin } from '../../test-support/admin-fixture';
import { pngDeclaring } from '../../test-support/pixel-bombs';
import {
  makeTestInputs,
  MEDIA_LIMITS,
  WINDOW,
  type TestInputs,
} from '../../test-support/template-media-inputs';
import { catalogueTemplates, type TemplateRow } from '../catalogue';
import { createMediaStorage, type MediaStorage } from '../media';
import { prepareFromFiles } from './prepare-media';

describe(`an owner's media upload on ${testEngine}`, () => {
  let testApp: TestApp;
  let inputs: TestInputs;
  let dataDir: string;
  let call: ReturnType<typeof caller>;
  let adminToken: string;
  let storage: MediaStorage;
  /** The upload the tests' single files are sent as. */
  const firstUpload = randomUUID();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-owner-media-'));
    inputs = await makeTestInputs();
    testApp = await createTestApp({ runJobs: true, env: { DATA_DIR: dataDir } });
    storage = createMediaStorage(testConfig({ DATA_DIR: dataDir }), testSecrets);
    ({ token: adminToken, call } = await insertAdmin(testApp.app, testApp.database.db));
  });
  afterAll(async () => {
    await testApp.close();
    await inputs.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const mediaPath = (templateId: string, role: string) =>
    endpointPath(adminCatalogueEndpoints.uploadState.path, { templateId, role });

  const sendChunk = (
    templateId: string,
    role: TemplateMediaRole,
    offset: number,
    bytes: Buffer,
    last: boolean,
    uploadId = firstUpload,
  ) => sendMediaChunk(testApp.app, adminToken, { templateId, role, uploadId, offset, last, bytes });

  const create = (kind: 'video' | 'image') => createOwnerTemplate(call, kind, `Owner ${kind}`);
  const settled = (templateId: string) => settledTemplate(call, templateId);

  it('resumes a dropped upload where it stopped, then prepares the clip: poster, window, scene', async () => {
    const template = await create('video');
    const clip = fs.readFileSync(await inputs.clip('owner-clip.mp4'));
    const half = Math.floor(clip.length / 2);
    expect(
      (await sendChunk(template.templateId, 'video', 0, clip.subarray(0, half), false)).statusCode,
    ).toBe(200);

    // A chunk from the wrong place (the browser lost track) is told where the file stands.
    const astray = await sendChunk(
      template.templateId,
      'video',
      half + 10,
      clip.subarray(half),
      false,
    );
    expect(astray.statusCode).toBe(409);
    expect(astray.json<{ received: number }>().received).toBe(half);
    const state = await call(
      'GET',
      `${mediaPath(template.templateId, 'video')}?uploadId=${firstUpload}`,
    );
    expect(state.json()).toEqual({ role: 'video', received: half, complete: false });

    const rest = await sendChunk(template.templateId, 'video', half, clip.subarray(half), true);
    expect(rest.json()).toEqual({ role: 'video', received: clip.length, complete: true });

    const prepared = await settled(template.templateId);
    expect(prepared.media).toMatchObject({ state: 'ready', progress: 1, uploaded: ['video'] });
    expect(prepared.media.posterUrl).toMatch(/^\/media\/public\//);
    const [row] = await testApp.database.db
      .select()
      .from(templates)
      .where(eq(templates.id, Number(template.templateId)));
    const json = row!.templateJson as {
      window: typeof WINDOW;
      layers: { id: string; box?: unknown }[];
    };
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(json.window[side] - WINDOW[side])).toBeLessThanOrEqual(2);
    }
    expect(json.layers.find((layer) => layer.id === 'photo')?.box).toEqual(json.window);
    expect(row).toMatchObject({
      width: 320,
      height: 180,
      greenScreenDimensions: `${json.window.width}x${json.window.height}`,
    });
    expect(row!.media.source).toMatch(/^private\//);
  });

  it('keeps the clip’s composition when the fields are saved with the composition left empty', async () => {
    const template = await create('video');
    const sent = await sendMediaFile(testApp.app, adminToken, {
      templateId: template.templateId,
      role: 'video',
      bytes: fs.readFileSync(await inputs.clip('owner-clip.mp4')),
    });
    expect(sent.statusCode).toBe(200);
    const prepared = await settled(template.templateId);
    expect(prepared.media.state).toBe('ready');

    // A form loaded before the clip was prepared still has the composition empty.
    const saved = await call(
      'PUT',
      endpointPath(adminCatalogueEndpoints.save.path, { templateId: template.templateId }),
      {
        fields: { ...prepared.fields, templatePrice: 30, templateJson: null },
        revision: prepared.revision,
      },
    );
    expect(saved.statusCode).toBe(200);
    const json = JSON.parse(saved.json<OwnerTemplate>().fields.templateJson ?? 'null') as {
      width: number;
      height: number;
      window: typeof WINDOW;
      layers: { id: string }[];
    };
    // The clip's size, as the buyer's page gives it, with its window and the starting scene.
    expect(json).toMatchObject({ width: 320, height: 180 });
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(json.window[side] - WINDOW[side])).toBeLessThanOrEqual(2);
    }
    expect(json.layers.map((layer) => layer.id)).toEqual(['background', 'photo', 'overlay']);
  });

  it('says why a PNG with no transparent area cannot be an image template, and publishes nothing', async () => {
    const template = await create('image');
    const opaque = fs.readFileSync(await inputs.overlay('opaque.png', null));
    const sent = await sendChunk(template.templateId, 'overlay', 0, opaque, true);
    expect(sent.statusCode).toBe(200);
    const failed = await settled(template.templateId);
    expect(failed.media.state).toBe('failed');
    expect(failed.media.message).toMatch(/no transparent area/i);
    const publish = await call(
      'POST',
      `${endpointPath(adminCatalogueEndpoints.get.path, { templateId: template.templateId })}/status`,
      {
        status: 'published',
        revision: failed.revision,
      },
    );
    expect(publish.statusCode).toBe(409);
  });

  it('refuses a file of the wrong kind for its role before keeping it', async () => {
    const template = await create('image');
    const clip = fs.readFileSync(await inputs.clip('not-an-overlay.mp4'));
    const sent = await sendChunk(template.templateId, 'overlay', 0, clip, true);
    expect(sent.statusCode).toBe(415);
    expect(sent.json<{ error: string }>().error).toMatch(/must be a PNG/);
    const wrongRole = await sendChunk(template.templateId, 'video', 0, clip, true);
    expect(wrongRole.statusCode).toBe(400);
  });

  const row = async (templateId: string): Promise<TemplateRow> =>
    (await catalogueTemplates.findTemplateById(testApp.database.db, Number(templateId)))!;

  /** The bytes of the original a template keeps for `role`. */
  async function storedOriginal(templateId: string, role: TemplateMediaRole): Promise<Buffer> {
    const key = (await row(templateId)).preparation!.uploaded[role]!;
    const local = path.join(dataDir, `original-${randomUUID()}`);
    await pipeline(await storage.read(key), fs.createWriteStream(local));
    return fs.readFileSync(local);
  }

  it('keeps two files sent for one role at once apart: each is stored whole, the last one done wins', async () => {
    const template = await create('video');
    const first = fs.readFileSync(await inputs.clip('first-of-two.mp4'));
    const second = fs.readFileSync(
      await inputs.clip('second-of-two.mp4', { window: { x: 160, y: 90, width: 80, height: 60 } }),
    );
    const [one, two] = [randomUUID(), randomUUID()];
    const halfOf = (bytes: Buffer) => Math.floor(bytes.length / 2);
    // Two tabs send their files chunk by chunk, in turns.
    const sent = [
      await sendChunk(
        template.templateId,
        'video',
        0,
        first.subarray(0, halfOf(first)),
        false,
        one,
      ),
      await sendChunk(
        template.templateId,
        'video',
        0,
        second.subarray(0, halfOf(second)),
        false,
        two,
      ),
      await sendChunk(
        template.templateId,
        'video',
        halfOf(first),
        first.subarray(halfOf(first)),
        true,
        one,
      ),
    ];
    expect(await storedOriginal(template.templateId, 'video')).toEqual(first);
    sent.push(
      await sendChunk(
        template.templateId,
        'video',
        halfOf(second),
        second.subarray(halfOf(second)),
        true,
        two,
      ),
    );
    expect(sent.map((answer) => answer.json<{ complete: boolean }>())).toEqual([
      { role: 'video', received: halfOf(first), complete: false },
      { role: 'video', received: halfOf(second), complete: false },
      { role: 'video', received: first.length, complete: true },
      { role: 'video', received: second.length, complete: true },
    ]);
    expect(await storedOriginal(template.templateId, 'video')).toEqual(second);
    // The audit log records both uploads and decides nothing: without its entries, each upload
    // says it is complete, asked after its answer was lost; one never sent does not.
    const audited = await testApp.database.db
      .delete(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'template.media'),
          sql`${adminAuditLog.details}->>'templateId' = ${template.templateId}`,
        ),
      )
      .returning();
    expect(audited.map((entry) => entry.details['uploadId']).sort()).toEqual([one, two].sort());
    const stateOf = async (uploadId: string) =>
      (await call('GET', `${mediaPath(template.templateId, 'video')}?uploadId=${uploadId}`)).json<{
        complete: boolean;
      }>().complete;
    for (const uploadId of [one, two]) expect(await stateOf(uploadId)).toBe(true);
    expect(await stateOf(randomUUID())).toBe(false);
    const prepared = await settled(template.templateId);
    expect(prepared.media.state).toBe('ready');
    expect((await row(template.templateId)).greenScreenDimensions).toBe('80x60');
  });

  /**
   * A preparation that read the template before a newer file arrived (it was still running when
   * the owner sent another): it prepares its older file to the end, as a job does.
   */
  async function prepareAsBefore(before: TemplateRow, file: string) {
    const local = path.join(dataDir, `older-${randomUUID()}.mp4`);
    fs.copyFileSync(file, local);
    return prepareFromFiles(
      { db: testApp.database.db, storage, ffmpegPath: inputs.ffmpegPath, limits: MEDIA_LIMITS },
      before,
      { video: local },
    );
  }

  const uploadAndSettle = async (templateId: string, file: string): Promise<OwnerTemplate> => {
    const sent = await sendMediaFile(testApp.app, adminToken, {
      templateId,
      role: 'video',
      bytes: fs.readFileSync(file),
    });
    expect(sent.statusCode).toBe(200);
    return settled(templateId);
  };

  it('never lets a preparation of an older file write over a newer one, ready or refused', async () => {
    const newer = await inputs.clip('newer.mp4', {
      window: { x: 160, y: 90, width: 80, height: 60 },
    });
    for (const older of [
      await inputs.clip('older-good.mp4'),
      await inputs.clip('older-refused.mp4', { window: null }),
    ]) {
      const template = await create('video');
      await sendMediaFile(testApp.app, adminToken, {
        templateId: template.templateId,
        role: 'video',
        bytes: fs.readFileSync(older),
      });
      const whenOlderArrived = await row(template.templateId);
      await settled(template.templateId);
      const ready = await uploadAndSettle(template.templateId, newer);
      expect(ready.media.state).toBe('ready');
      const after = await row(template.templateId);

      // The older file's preparation, still running, reports its progress and its outcome.
      await prepareAsBefore(whenOlderArrived, older);
      const now = await row(template.templateId);
      expect(now.preparation).toEqual(after.preparation);
      expect(now.media).toEqual(after.media);
      expect(now.greenScreenDimensions).toBe('80x60');
    }
  });

  it('shows on the template why an overlay over the upload limits was refused, never decoding it', async () => {
    const template = await create('image');
    const overlay = await inputs.overlay('bomb-source.png', WINDOW);
    const png = await pngDeclaring(overlay, { width: 16_000, height: 16_000 });
    const sent = await sendMediaFile(testApp.app, adminToken, {
      templateId: template.templateId,
      role: 'overlay',
      bytes: png,
    });
    expect(sent.statusCode).toBe(200);
    const refused = await settled(template.templateId);
    expect(refused.media).toMatchObject({
      state: 'failed',
      message: expect.stringMatching(
        /^The overlay is 16000 × 16000 pixels; .* at most 40 megapixels/,
      ),
    });
    expect((await row(template.templateId)).width).toBeLessThanOrEqual(8192);
  });
});
