import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminCatalogueEndpoints, endpointPath } from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../../db/schema';
import type { caller } from '../../test-support/commerce-fixture';
import { createOwnerTemplate, settledTemplate } from '../../test-support/owner-catalogue-fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { insertAdmin } from '../../test-support/admin-fixture';
import { makeTestInputs, WINDOW, type TestInputs } from '../../test-support/template-media-inputs';

describe(`an owner's media upload on ${testEngine}`, () => {
  let testApp: TestApp;
  let inputs: TestInputs;
  let dataDir: string;
  let call: ReturnType<typeof caller>;
  let adminToken: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-owner-media-'));
    inputs = await makeTestInputs();
    testApp = await createTestApp({ runJobs: true, env: { DATA_DIR: dataDir } });
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
    role: string,
    offset: number,
    bytes: Buffer,
    last: boolean,
  ) =>
    testApp.app.inject({
      method: 'PUT',
      url: `${mediaPath(templateId, role)}?offset=${offset}&last=${last}`,
      headers: {
        authorization: `Bearer ${adminToken}`,
        'content-type': 'application/octet-stream',
      },
      payload: bytes,
    });

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
    const state = await call('GET', mediaPath(template.templateId, 'video'));
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
});
