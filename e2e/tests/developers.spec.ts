import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_KEY_PATTERN, WEBHOOK_TEST_EVENT, WebhookMessage } from '@frameshop/contract';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { Webhook } from 'standardwebhooks';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../apps/server/src/test-support/webhook-receiver';
import { createAccount } from '../support/accounts';
import { tokenOf } from '../support/api-setup';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { pngSize } from '../support/png-size';
import { signInThroughApi } from '../support/sign-in';

const run = promisify(execFile);

/**
 * Built into other apps (issue 66), from the profile: a buyer makes an API key (shown once, copied),
 * adds a webhook endpoint on their own server, sends it a test event and sees it delivered in the
 * endpoint's log, then revokes the key, which stops working at once. The buyer's server is the one
 * thing faked: a local HTTP receiver, where the event arrives signed with the secret the page
 * showed, as any Standard Webhooks library checks it.
 */
const journey = test.extend<{ receiver: WebhookReceiver }>({
  // Playwright reads a fixture's dependencies from its first parameter; this one has none.
  // eslint-disable-next-line no-empty-pattern
  receiver: async ({}, use) => {
    const receiver = await startWebhookReceiver();
    await use(receiver);
    await receiver.close();
  },
});

/** What the buyer's server answers, which the delivery log shows. */
const RECEIVER_ANSWER = 'received by the shop';
const KEY_NAME = 'Order videos';

journey(
  'a buyer makes an API key and a webhook endpoint, sees a signed test event delivered, and revokes the key',
  async ({ page, request, context, clientIp, receiver }) => {
    receiver.answerWith(() => ({ status: 200, body: RECEIVER_ANSWER }));
    const hookUrl = receiver.url('/hooks/frameshop');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInThroughApi(page, request, await createAccount(clientIp));
    await page.goto('/profile');

    // The key, shown once and copied.
    const keys = page.getByRole('region', { name: 'API keys', exact: true });
    await keys.getByLabel('Key name', { exact: true }).fill(KEY_NAME);
    await keys.getByRole('button', { name: 'Create key' }).click();
    const keyNotice = keys.getByRole('region', { name: `Your new key “${KEY_NAME}”` });
    const key = (await keyNotice.getByLabel('New API key').textContent()) ?? '';
    expect(key).toMatch(API_KEY_PATTERN);
    await keyNotice.getByRole('button', { name: 'Copy key' }).click();
    await expect(keyNotice.getByRole('status')).toHaveText('The key is copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    const keyRow = keys
      .getByRole('list', { name: 'Your API keys' })
      .getByRole('listitem')
      .filter({ hasText: KEY_NAME });
    await expect(keyRow).toContainText(`fs_live_…${key.slice(-4)}`);
    const withKey = { headers: { Authorization: `Bearer ${key}` } };
    expect((await request.get('/api/uploads', withKey)).status()).toBe(200);

    // The endpoint, its signing secret shown once.
    const webhooks = page.getByRole('region', { name: 'Webhooks', exact: true });
    await webhooks.getByLabel('Endpoint URL', { exact: true }).fill(hookUrl);
    await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
    const secretNotice = webhooks.getByRole('region', { name: `Endpoint added for ${hookUrl}` });
    const secret = (await secretNotice.getByLabel('Signing secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);

    // A test event, delivered and logged.
    const endpoint = webhooks
      .getByRole('list', { name: 'Webhook endpoints' })
      .getByRole('listitem')
      .filter({ hasText: hookUrl });
    await endpoint.getByRole('button', { name: `Send a test event to ${hookUrl}` }).click();
    await expect(endpoint.getByText(WebhookMessage.testQueued)).toBeVisible();
    const delivery = endpoint.getByRole('list', { name: 'Deliveries' }).getByRole('listitem');
    await expect(delivery).toHaveCount(1);
    await expect(delivery).toContainText(WEBHOOK_TEST_EVENT);
    // Sent by the delivery job woken when the test event was committed; the log asks again
    // every 2 s until it has gone.
    await expect(delivery).toContainText('Delivered · Answered 200 · 1 attempt', {
      timeout: 15_000,
    });
    await expect(delivery.getByLabel("The answer's first 1 KB")).toHaveText(RECEIVER_ANSWER);

    // What the buyer's server got: one request, signed with the secret the page showed.
    expect(receiver.received).toHaveLength(1);
    const [arrived] = receiver.received;
    expect(arrived!.path).toBe('/hooks/frameshop');
    expect(new Webhook(secret).verify(arrived!.body, arrived!.headers)).toMatchObject({
      type: WEBHOOK_TEST_EVENT,
      timestamp: expect.any(String),
      data: expect.any(Object),
    });

    // Both secrets on show and the log open: the sections as they are at their fullest.
    expect(await axeViolations(page, { mainOnly: true })).toEqual([]);

    await keyNotice.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(key)).toHaveCount(0);

    // Revoked: gone from the list, and refused at the next request.
    await keyRow.getByRole('button', { name: `Revoke ${KEY_NAME}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this key?' });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await expect(confirm).toBeHidden();
    await expect(keys.getByText('No API keys yet.')).toBeVisible();
    expect((await request.get('/api/uploads', withKey)).status()).toBe(401);
  },
);

/** What the first line of the page's first render says to replace: the reader's own key. */
const KEY_PLACEHOLDER = 'fs_live_your_key_here';
/** The reader's photo: one plain colour, as a phone's screenshot or Chrome's canvas makes it. */
const PHOTO_COLOUR = [232, 120, 24] as const;

test.describe('the first render of /developers', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'The steps run in a terminal, not the browser: one run (at desktop width) tells whether they work.',
  );

  test('run as written against this fresh store, makes a picture', async ({
    page,
    request,
    clientIp,
  }) => {
    // A key with both scopes, as the page's "Create a key" says, made through the API.
    const account = await createAccount(clientIp);
    const token = await tokenOf(request, account);
    const created = await request.post('/api/keys', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: 'First render', scopes: ['read', 'create'] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { key } = (await created.json()) as { key: string };

    // The steps as the page shows them, on this store's address.
    await page.goto('/developers');
    const steps = await page.getByLabel('A first render with curl', { exact: true }).textContent();
    expect(steps).toContain(`KEY=${KEY_PLACEHOLDER}`);

    // Run in a folder with photo.jpg, as the page asks, with only the key put in.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'frameshop-first-render-'));
    try {
      const canvas = createCanvas(400, 300);
      const context = canvas.getContext('2d');
      context.fillStyle = `rgb(${PHOTO_COLOUR.join(',')})`;
      context.fillRect(0, 0, 400, 300);
      writeFileSync(path.join(dir, 'photo.jpg'), await canvas.encode('jpeg', 90));
      const ran = await run('bash', ['-c', steps!.replace(KEY_PLACEHOLDER, key)], {
        cwd: dir,
        timeout: 120_000,
      });
      const picture = readFileSync(path.join(dir, 'picture.png'));

      // The catalogue's first picture template, at its size, the photo in its first slot.
      const [template] = (
        (await (await request.get('/api/image-templates?limit=1')).json()) as {
          items: { templateId: string; width: number; height: number }[];
        }
      ).items;
      expect(pngSize(picture), ran.stdout + ran.stderr).toEqual({
        width: template!.width,
        height: template!.height,
      });
      const fields = (await (
        await request.get(`/api/templates/${template!.templateId}/fields`)
      ).json()) as {
        fields: { kind: string; box: { x: number; y: number; width: number; height: number } }[];
      };
      const slot = fields.fields.find((field) => field.kind === 'photo')!.box;
      const drawn = await loadImage(picture);
      const check = createCanvas(drawn.width, drawn.height).getContext('2d');
      check.drawImage(drawn, 0, 0);
      const [r, g, b] = check.getImageData(
        Math.round(slot.x + slot.width / 2),
        Math.round(slot.y + slot.height / 2),
        1,
        1,
      ).data;
      for (const [channel, wanted] of [r, g, b].map((value, i) => [value!, PHOTO_COLOUR[i]!])) {
        expect(Math.abs(channel! - wanted!)).toBeLessThan(12);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
