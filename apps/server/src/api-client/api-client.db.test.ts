import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaStorage } from '../modules/media';
import { registerBuyer } from '../test-support/commerce-fixture';
import {
  insertClipTemplate,
  makeCompositionFixture,
  makeStillUpload,
  RED,
  type CompositionFixture,
} from '../test-support/composition-fixture';
import { createTestApp, testConfig, testSecrets, type TestApp } from '../test-support/test-app';
import { testEngine } from '../test-support/test-database';
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver';
import { API_TYPES_FILE, apiTypesOf } from './api-types';
import { createApiClient, formDataOf } from './client';
import type { paths } from './schema';

/** A render as `GET /api/renders/{renderId}` answers it, which a webhook's `data` is too. */
type Render =
  paths['/api/renders/{renderId}']['get']['responses'][200]['content']['application/json'];

const PRICE = 10;

/** Where two texts first part, by line, for a message that says what to look at. */
function firstDifference(committed: string, generated: string): string {
  const [was, is] = [committed.split('\n'), generated.split('\n')];
  const line = is.findIndex((text, index) => text !== was[index]);
  const at = line === -1 ? was.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(was[at])}, served ${JSON.stringify(is[at])}`;
}

/**
 * A program's view of the store: the client generated from the API document (`client.ts` on
 * `schema.d.ts`) over real HTTP, with an API key, against the app as it serves. The committed
 * types must be the served document's, so a route that changes without them fails here, and a
 * document that says other than the server does fails the calls.
 */
describe(`the client generated from the API document on ${testEngine}`, () => {
  let fixture: CompositionFixture;
  let dataDir: string;
  let testApp: TestApp;
  let receiver: WebhookReceiver;
  let origin = '';
  let templateId = '';

  beforeAll(async () => {
    fixture = await makeCompositionFixture();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-api-client-'));
    const env = { DATA_DIR: dataDir, WEBHOOK_ALLOW_PRIVATE: 'true' };
    testApp = await createTestApp({ env, runJobs: true });
    const storage = createMediaStorage(testConfig(env), testSecrets);
    templateId = await insertClipTemplate(fixture, { db: testApp.database.db, storage }, 'client', {
      width: 320,
      height: 180,
      seconds: 1,
      window: { x: 100, y: 40, width: 120, height: 80 },
      price: PRICE,
    });
    origin = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    receiver = await startWebhookReceiver();
  }, 120_000);
  afterAll(async () => {
    await receiver?.close();
    await testApp?.close();
    await fixture?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is typed by the document the server serves (else run `npm run api:types`)', async () => {
    const served = await fetch(`${origin}/api/docs/json`);
    expect(served.status).toBe(200);
    const generated = await apiTypesOf(await served.text());
    const committed = fs.readFileSync(API_TYPES_FILE, 'utf8');
    if (committed !== generated) {
      expect.fail(
        `${path.basename(API_TYPES_FILE)} is not the served document's types at ` +
          `${firstDifference(committed, generated)}: run \`npm run api:types\``,
      );
    }
    // Marked generated, for the tools that skip generated code (linguist, review diffs).
    expect(committed.startsWith('// @generated')).toBe(true);
    const attributes = fs.readFileSync(
      new URL('../../../../.gitattributes', import.meta.url),
      'utf8',
    );
    expect(attributes).toContain('apps/server/src/api-client/schema.d.ts linguist-generated=true');
  });

  it('lists templates, uploads a photo, orders a render with a key and receives its webhook', async () => {
    // Keys and webhook endpoints are made with a session, as a person does in the profile.
    const buyer = await registerBuyer(testApp.app);
    const session = createApiClient(origin, buyer.token);
    const made = await session.POST('/api/keys', {
      body: { name: 'Order sync', scopes: ['read', 'create'] },
    });
    expect(made.response.status, JSON.stringify(made.error)).toBe(201);
    const hooked = await session.POST('/api/webhooks', {
      body: { url: receiver.url('/client'), events: ['render.completed'] },
    });
    expect(hooked.response.status, JSON.stringify(hooked.error)).toBe(201);

    // From here on, only what a program holds: the key.
    const program = createApiClient(origin, made.data!.key);
    const listed = await program.GET('/api/templates', { params: { query: { limit: 50 } } });
    expect(listed.response.status).toBe(200);
    const template = listed.data!.items.find((item) => item.templateId === templateId);
    expect(template).toMatchObject({ kind: 'video', templatePrice: PRICE });

    const photo = await makeStillUpload(fixture, 'red.png', { color: RED, width: 64, height: 64 });
    const file = new Blob([fs.readFileSync(photo)], { type: 'image/png' });
    const upload = (idempotencyKey: string) =>
      program.POST('/api/uploads', {
        params: { header: { 'idempotency-key': idempotencyKey } },
        body: { file },
        bodySerializer: (body) => formDataOf({ file: { content: body.file, fileName: 'red.png' } }),
      });
    const uploadKey = randomUUID();
    const uploaded = await upload(uploadKey);
    expect(uploaded.response.status, JSON.stringify(uploaded.error)).toBe(201);
    expect(uploaded.data).toMatchObject({ kind: 'image', width: 64, height: 64 });
    // The documented header does what the document says: a retry answers the first upload.
    const retried = await upload(uploadKey);
    expect(retried.data?.uploadId).toBe(uploaded.data!.uploadId);

    const order = (idempotencyKey: string) =>
      program.POST('/api/renders', {
        params: { header: { 'idempotency-key': idempotencyKey } },
        body: {
          templateId,
          uploadId: uploaded.data!.uploadId,
          placement: {},
          expectedPrice: PRICE,
        },
      });
    const before = await program.GET('/api/user-credits');
    const orderKey = randomUUID();
    const ordered = await order(orderKey);
    expect(ordered.response.status, JSON.stringify(ordered.error)).toBe(201);
    const { render } = ordered.data!;
    const reordered = await order(orderKey);
    expect(reordered.data?.render.jobId).toBe(render.jobId);
    // One render held, once.
    const after = await program.GET('/api/user-credits');
    expect(after.data!.credits).toBe(before.data!.credits - PRICE);

    // The render runs on the app's job queue; its webhook arrives signed with the endpoint's secret.
    const delivery = await receiver.next((request) => request.path === '/client');
    const event = new Webhook(hooked.data!.secret).verify(delivery.body, delivery.headers) as {
      type: string;
      data: Render;
    };
    expect(event.type).toBe('render.completed');
    expect(event.data).toMatchObject({ jobId: render.jobId, status: 'completed' });
    const followed = await program.GET('/api/renders/{renderId}', {
      params: { path: { renderId: render.jobId } },
    });
    expect(followed.response.status).toBe(200);
    expect(followed.data).toMatchObject({ status: 'completed', templateName: 'client' });
    expect(Object.keys(event.data).sort()).toEqual(Object.keys(followed.data!).sort());
  }, 120_000);
});
