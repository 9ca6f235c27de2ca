import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminCatalogueEndpoints, endpointPath, type OwnerTemplate } from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../../db/schema';
import { caller } from '../../test-support/commerce-fixture';
import { createTestApp, testSecrets, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { AdminTokenService } from '../admin';
import { insertUser } from '../../test-support/admin-fixture';
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
    const admin = await insertUser(testApp.database.db, { role: 'admin' });
    const { token } = await new AdminTokenService(testSecrets.jwtSecret).issue({
      userId: admin.id,
      tokenVersion: admin.tokenVersion,
    });
    adminToken = token;
    call = caller(testApp.app, token);
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

  async function create(kind: 'video' | 'image') {
    const created = await call('POST', adminCatalogueEndpoints.create.path, {
      fields: { kind, templateName: `Owner ${kind}`, templatePrice: 20 },
    });
    return created.json<OwnerTemplate>();
  }

  async function settled(templateId: string): Promise<OwnerTemplate> {
    for (let tries = 0; tries < 300; tries++) {
      const template = (
        await call('GET', endpointPath(adminCatalogueEndpoints.get.path, { templateId }))
      ).json<OwnerTemplate>();
      if (template.media.state !== 'preparing') return template;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The media were still being prepared after 30 s');
  }

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
