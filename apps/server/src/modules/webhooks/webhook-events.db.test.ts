import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Render } from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { catalogueTemplates } from '../catalogue';
import { applyCreditChange } from '../credits';
import { createMediaStorage } from '../media';
import { createRenderHandlers } from '../renders';
import { teamMailRecipient } from '../teams';
import { registerBuyer } from '../../test-support/commerce-fixture';
import {
  makeCompositionFixture,
  makeStillUpload,
  makeTemplateClip,
  RED,
  type CompositionFixture,
} from '../../test-support/composition-fixture';
import { eventually } from '../../test-support/eventually';
import { createTestApp, testConfig, testSecrets, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { postUpload } from '../../test-support/upload-fixtures';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver';
import { createWebhookDelivery } from '.';

const silent = { info() {}, warn() {}, error() {} };
const jobInfo = () => ({
  id: 'test',
  name: 'render',
  attempt: 1,
  shutdown: new AbortController().signal,
});

/** The events other modules record: renders finishing in the render job, balances falling. */
describe(`webhook events of renders and credits on ${testEngine}`, () => {
  let fixture: CompositionFixture;
  let dataDir: string;
  let testApp: TestApp;
  let receiver: WebhookReceiver;
  let templateId = '';
  const env = () => ({ DATA_DIR: dataDir, WEBHOOK_ALLOW_PRIVATE: 'true' });
  /** Passes until nothing is due (one delivery per endpoint a pass); answers how many were sent. */
  const deliver = async () => {
    const sender = createWebhookDelivery({
      db: testApp.database.db,
      config: testConfig(env()),
      secrets: testSecrets,
      log: silent,
    });
    let sent = 0;
    for (let pass = await sender.deliverDue(); pass > 0; pass = await sender.deliverDue()) {
      sent += pass;
    }
    return sent;
  };

  beforeAll(async () => {
    fixture = await makeCompositionFixture();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-webhook-events-'));
    const storage = createMediaStorage(testConfig(env()), testSecrets);
    const clip = await makeTemplateClip(fixture, 'clip', {
      width: 320,
      height: 180,
      seconds: 1,
      window: { x: 100, y: 40, width: 120, height: 80 },
    });
    await storage.put('public/hooks-test/clip.mp4', clip.sourcePath);
    await storage.put('public/hooks-test/mask.png', clip.maskPath);
    testApp = await createTestApp({ env: env() });
    receiver = await startWebhookReceiver();
    const [row] = await catalogueTemplates.insertTemplates(testApp.database.db, [
      {
        kind: 'video',
        name: 'Hooked',
        price: 10,
        priceInd: null,
        width: 320,
        height: 180,
        durationSeconds: 1,
        media: {
          poster: 'public/hooks-test/poster.jpg',
          source: 'public/hooks-test/clip.mp4',
          mask: 'public/hooks-test/mask.png',
        },
      },
    ]);
    templateId = String(row!.id);
  }, 120_000);
  afterAll(async () => {
    await receiver?.close();
    await testApp?.close();
    await fixture?.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends render.completed and render.failed from the render job, with the render as the API answers it', async () => {
    const me = await registerBuyer(testApp.app);
    const created = await me.call('POST', '/api/webhooks', {
      url: receiver.url('/renders'),
      events: ['render.completed', 'render.failed'],
    });
    const { secret } = created.json();
    const photo = await makeStillUpload(fixture, 'red.png', { color: RED, width: 64, height: 64 });
    const { uploadId } = (await postUpload(testApp.app, me.token, photo)).json();
    const order = async (preview = false) => {
      const answer = await me.call('POST', '/api/renders', {
        templateId,
        uploadId,
        placement: {},
        preview,
      });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json().render.jobId as string;
    };
    const [made, abandoned, preview] = [await order(), await order(), await order(true)];
    const handlers = createRenderHandlers({
      config: testConfig(env()),
      db: testApp.database.db,
      storage: createMediaStorage(testConfig(env()), testSecrets),
      log: silent,
      mailRecipientOf: teamMailRecipient,
    });
    await handlers.render({ renderId: made }, jobInfo());
    // The queue's dead letter: the render's last worker died, so it fails with its refund.
    await handlers['render-abandoned']({ renderId: abandoned });
    await handlers.render({ renderId: preview }, jobInfo());
    expect(await deliver()).toBe(2);
    const bodies = receiver.received.map((request) => {
      const verified = new Webhook(secret).verify(request.body, request.headers);
      return verified as { type: string; data: Render };
    });
    const byType = Object.fromEntries(bodies.map((body) => [body.type, body.data]));
    expect(Object.keys(byType).sort()).toEqual(['render.completed', 'render.failed']);
    // As GET /api/renders/:id answers it to its owner, links included.
    const answered = (await me.call('GET', `/api/renders/${made}`)).json() as Render;
    expect(byType['render.completed']).toMatchObject({
      jobId: made,
      status: 'completed',
      templateName: 'Hooked',
      preview: false,
      width: answered.width,
      height: answered.height,
    });
    expect(Object.keys(byType['render.completed']!).sort()).toEqual(Object.keys(answered).sort());
    // Its download link is a signed one that expires, to the same file.
    const link = byType['render.completed']!.signedUrl!;
    expect(link).not.toBe(answered.signedUrl?.split('?')[0]);
    expect(link.split('?')[0]).toBe(answered.signedUrl!.split('?')[0]);
    expect(byType['render.failed']).toMatchObject({ jobId: abandoned, status: 'failed' });
    // The preview has no event.
    expect(bodies.some((body) => body.data.jobId === preview)).toBe(false);
  }, 120_000);

  it('sends credits.low once each time the balance crosses the threshold, not on every spend', async () => {
    const me = await registerBuyer(testApp.app);
    const created = await me.call('POST', '/api/webhooks', {
      url: receiver.url('/credits'),
      events: ['credits.low'],
      creditsLowThreshold: 400,
    });
    const { endpointId } = created.json();
    let n = 0;
    const change = (delta: number) =>
      testApp.database.db.transaction((tx) =>
        applyCreditChange(tx, {
          userId: me.userId,
          delta,
          reason: 'admin_adjustment',
          reference: `webhook-test-${me.userId}-${(n += 1)}`,
        }),
      );
    const recorded = async () =>
      testApp.database.db
        .select({ data: webhookDeliveries.data })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(webhookDeliveries.sequence);
    // 500 → 450 → 350 (crossed) → 340 → 300, then back up to 500 and down to 390 (crossed again).
    for (const delta of [-50, -100, -10, -40, 200, -110]) await change(delta);
    await eventually('two crossings recorded', async () => (await recorded()).length === 2);
    // Each change wrote its deliveries in its own statement; one below the threshold writes none.
    await change(-1);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await recorded()).map((row) => row.data)).toEqual([
      { balance: 350, previousBalance: 450, reason: 'admin_adjustment' },
      { balance: 390, previousBalance: 500, reason: 'admin_adjustment' },
    ]);
    // An endpoint without the event, or with a threshold never crossed, gets none.
    const [endpoint] = await testApp.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
    expect(endpoint!.events).toEqual(['credits.low']);
  });
});
