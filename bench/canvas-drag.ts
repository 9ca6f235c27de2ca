/**
 * `npm run bench:canvas-drag [-- --seconds N]`: how smoothly the canvas editor redraws while a
 * layer is dragged over a 4000×4000 photo (issue 23's goal: 60 frames per second).
 *
 * It starts the real server on the production build (a fresh data directory, the demo catalogue,
 * mail kept in the dev mailbox so an account can be registered), uploads a 4000×4000 photo made
 * with ffmpeg into the first image template's photo slot (the draft, through the API), adds a
 * text layer, opens the canvas editor in headless Chromium (/usr/bin/chromium, or CHROME_PATH) at
 * 1280×800, and drags the text layer back and forth across the photo for about 3 s. Every frame's
 * time is taken in the page with requestAnimationFrame; it prints p50, p95 and the longest frame,
 * and the frames per second. Numbers are reported, not enforced.
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { stillPhoto } from '../e2e/support/test-clip';
import { BenchServer } from './lighthouse/start-server';

const root = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const PHOTO_SIDE = 4000;

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '3' } } });
const seconds = Number(values.seconds);
if (!(seconds > 0 && seconds <= 60)) {
  console.error('--seconds must be a number from 0 to 60.');
  process.exit(2);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-canvas-drag-'));
const server = new BenchServer({
  dataDir: path.join(workDir, 'data'),
  logPath: path.join(workDir, 'server.log'),
  // Development mode without SMTP keeps the sign-up codes in the dev mailbox.
  env: { NODE_ENV: 'development', SMTP_URL: undefined },
});
let browser: Browser | undefined;

async function call<T>(base: string, route: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${route}`, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});

/** The six-digit code last sent to `to` through the dev mailbox. */
async function mailedCode(base: string, to: string): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const { messages } = await call<{ messages: { to: string; text: string }[] }>(
      base,
      '/dev/mailbox',
      { headers: { Accept: 'application/json' } },
    );
    const code = messages.find((message) => message.to === to)?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code reached ${to} in the dev mailbox`);
}

/** A new account through the API, as a person signs up; answers its token. */
async function registerAccount(base: string): Promise<string> {
  const id = `${Date.now()}${randomInt(1000)}`;
  const email = `bench.${id}@example.com`;
  const password = `pass-${id}`;
  const digits = String(randomInt(1_000_000)).padStart(6, '0');
  const phoneNumber = `+1 415 5${digits}`;
  await call(base, '/api/send-email-otp', json({ email, purpose: 'register' }));
  const otp = await mailedCode(base, email);
  await call(base, '/api/verify-email-otp', json({ email, otp, purpose: 'register' }));
  await call(base, '/api/send-phone-otp', json({ phoneNumber }));
  const phoneOtp = await mailedCode(base, `+14155${digits}`);
  await call(base, '/api/verify-phone-otp', json({ phoneNumber, otp: phoneOtp }));
  await call(
    base,
    '/api/register',
    json({
      username: `bench.${id}`,
      email,
      password,
      actualName: 'Bench Runner',
      phoneNumber,
      countryCode: '+1',
      EmpFeild: 'Agency',
    }),
  );
  return (await call<{ token: string }>(base, '/api/login', json({ email, password }))).token;
}

/** A 4000×4000 JPEG with detail everywhere (ffmpeg's test pattern), as a phone photo would be. */
function bigPhoto(): string {
  return stillPhoto(
    `testsrc2=s=${PHOTO_SIDE}x${PHOTO_SIDE}`,
    path.join(workDir, 'photo-4000.jpg'),
    ['-q:v', '3'],
  );
}

interface SceneLike {
  width: number;
  height: number;
  layers: Record<string, unknown>[];
}

/** The first image template's draft with the big photo in its slot and one line of text. */
async function prepareDraft(base: string, token: string): Promise<string> {
  const auth = { Authorization: `Bearer ${token}` };
  const { items } = await call<{ items: { templateId: string }[] }>(
    base,
    '/api/image-templates?limit=1',
  );
  const templateId = items[0]?.templateId;
  if (!templateId) throw new Error('the demo catalogue has no image template');

  const form = new FormData();
  form.append(
    'file',
    new Blob([fs.readFileSync(bigPhoto())], { type: 'image/jpeg' }),
    'photo-4000.jpg',
  );
  const upload = await call<{ uploadId: string }>(base, '/api/uploads', {
    method: 'POST',
    headers: auth,
    body: form,
  });

  const draft = await call<{ revision: number; scene: SceneLike }>(
    base,
    `/api/drafts/${templateId}`,
    { headers: auth },
  );
  const scene = draft.scene;
  let slots = 0;
  const layers = scene.layers.map((layer) =>
    layer.type === 'image' && slots++ === 0 ? { ...layer, uploadId: upload.uploadId } : layer,
  );
  if (slots === 0) throw new Error(`template ${templateId} has no photo slot`);
  const text = 'Drag me';
  layers.push({
    id: 'bench-text',
    type: 'text',
    text,
    font: 'hind',
    size: Math.round(scene.width / 12),
    color: '#ffffff',
    align: 'center',
    lineHeight: 1.2,
    x: scene.width * 0.2,
    y: scene.height * 0.4,
    rotation: 0,
    maxWidth: scene.width * 0.6,
    lines: [text],
    hidden: false,
    locked: false,
  });
  await call(base, `/api/drafts/${templateId}`, {
    method: 'PUT',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ baseRevision: draft.revision, scene: { ...scene, layers } }),
  });
  return templateId;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;

async function main(): Promise<void> {
  const lib = (await import(pathToFileURL(path.join(root, 'scripts/lib.mjs')).href)) as {
    ensureWebBuild: () => Promise<void>;
  };
  await lib.ensureWebBuild();
  console.log('Starting the server (fresh data dir, demo catalogue)…');
  const base = await server.start();
  const token = await registerAccount(base);
  const templateId = await prepareDraft(base, token);

  browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Page code goes in as text: the bench is compiled for Node, without the DOM's types, and its
  // compiler's helpers do not exist in the page.
  const stored = JSON.stringify({ token, expiry: Date.now() + 86_400_000, rememberMe: true });
  await context.addInitScript(
    `localStorage.setItem('frameshop.auth', ${JSON.stringify(stored)});` +
      `localStorage.setItem('signInPopupDismissedAt', String(Date.now()));`,
  );
  const page = await context.newPage();
  await page.goto(`${base}/${templateId}`);
  const layerButton = page
    .getByRole('list', { name: 'Layers' })
    .getByRole('button', { name: 'Drag me', exact: true });
  await layerButton.click({ timeout: 120_000 });
  // The photo is drawn once it has arrived and decoded: wait for its download, then a moment.
  await page.waitForFunction(
    `(document.querySelector('canvas[aria-label="Your design"]')?.width ?? 0) > 0 &&
      performance.getEntriesByType('resource').some(
        (entry) => entry.name.includes('/uploads/') && entry.responseEnd > 0,
      )`,
    undefined,
    { timeout: 120_000 },
  );
  await page.waitForTimeout(3000);

  const frame = (await page.getByTestId('selection-frame').boundingBox())!;
  const stage = (await page.getByRole('img', { name: 'Your design' }).boundingBox())!;
  const from = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
  const reach = Math.min(stage.width * 0.3, 300);

  await page.evaluate(
    `window.benchFrames = [];
    requestAnimationFrame(function tick(now) {
      window.benchFrames.push(now);
      requestAnimationFrame(tick);
    });`,
  );
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const pageStart = await page.evaluate<number>('performance.now()');
  const started = Date.now();
  let moves = 0;
  while (Date.now() - started < seconds * 1000) {
    const phase = ((Date.now() - started) / 1000) * Math.PI;
    await page.mouse.move(from.x + Math.sin(phase) * reach, from.y + Math.cos(phase) * 40);
    moves += 1;
  }
  const pageEnd = await page.evaluate<number>('performance.now()');
  await page.mouse.up();
  const elapsed = (Date.now() - started) / 1000;
  const all = await page.evaluate<number[]>('window.benchFrames');
  // Only the frames of the drag: from the first after pressing to the last before letting go.
  const times = all.filter((time) => time >= pageStart && time <= pageEnd);
  if (times.length < 2) throw new Error('no frames were drawn during the drag');
  const sorted = times
    .slice(1)
    .map((time, index) => time - times[index]!)
    .sort((a, b) => a - b);
  const fps = sorted.length / (sorted.reduce((sum, value) => sum + value, 0) / 1000);

  console.log(`\nCanvas editor, dragging a text layer over a ${PHOTO_SIDE}×${PHOTO_SIDE} photo`);
  console.log(`  template ${templateId}, viewport 1280×800, Chromium headless (${chromePath})`);
  console.log(`  drag: ${elapsed.toFixed(1)} s, ${moves} pointer moves, ${sorted.length} frames`);
  console.log(
    `  frame time: p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
  );
  console.log(`  frames per second: ${fps.toFixed(1)} (goal 60)`);
  console.log(
    `  load average: ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`\nThe canvas drag bench could not run: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await browser?.close();
  await server.stop();
  fs.rmSync(workDir, { recursive: true, force: true, maxRetries: 5 });
}
process.exit(exitCode);
