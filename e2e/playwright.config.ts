import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { appPort, appUrl, controlUrl } from './support/ports';
import { returningVisitorState } from './support/returning-visitor';

const root = path.resolve(import.meta.dirname, '..');
// A fresh data directory per run, so every run starts as a new user's first start does. Workers
// inherit the variable, so they agree on it.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: [['list'], ['json']],
  outputDir: path.join(root, '.test-output/e2e-results'),
  use: {
    baseURL: appUrl,
    // Cookie choice made and sign-in popup closed, so those overlays stay out of other journeys.
    storageState: returningVisitorState(appUrl),
    // Animations end at once (the app's prefers-reduced-motion rules): a spinner or a dialog's
    // entrance painted frame by frame in software costs the browser CPU the journeys need, and
    // Playwright waits for a moving element to settle before it clicks. canvas-editor.spec.ts asks
    // for motion where the app behaves differently with it (the template's video plays).
    reducedMotion: 'reduce',
    // Recorded for a retried test only: recording every test (screencast, snapshots) costs the
    // browser a large share of a 2-core machine, and a retry is where a trace is wanted.
    trace: 'on-first-retry',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself
      // runs headless): the same engine without the full browser's compositing and window
      // machinery, which took 40 % of the run's CPU in its browser process. The journeys took
      // 436 s in it against 672 s in the full browser, on a 2-core machine.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
        // The GPU thread in the browser process: a fifth less CPU per page on a 2-core machine.
        '--in-process-gpu',
        // Text hinted as the full browser on Linux hints it (fontconfig's hintslight); the shell's
        // own default, full hinting, moves glyph edges by up to a pixel, and the canvas preview
        // must match the server's export to 2 of 255 (scene-preview-equals-export.spec.ts).
        '--font-render-hinting=slight',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // A phone's width, touch and user agent at one device pixel per CSS pixel: layout and input are
    // what the journeys check, and painting 2.6² times the pixels in software only slows them.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1, channel: undefined },
    },
  ],
  webServer: {
    // Two real stores plus local stand-ins for SMTP, Google and Razorpay (see
    // e2e/support/test-stack.ts); its control server answers /health once both stores do.
    command: 'node --import tsx e2e/support/test-stack.ts',
    cwd: root,
    url: `${controlUrl}/health`,
    reuseExistingServer: false,
    // The first start prepares the demo catalogue (its video mock-ups are rendered): about 25 s on
    // an idle 2-core machine, several times that on a loaded one.
    timeout: 300_000,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(appPort),
      E2E_PORT: String(appPort),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // The journeys run on the embedded database of a first start, whatever the caller's shell has.
      DATABASE_URL: '',
      REDIS_URL: '',
      // The journeys run many requests from one address; keep the generic ceiling out of their way.
      RATE_LIMIT_MAX: '100000',
      // Each journey poses as its own client with X-Forwarded-For, so the per-IP limits on
      // sign-up, codes and sign-in apply per journey rather than to the whole run.
      TRUST_PROXY: 'loopback',
    },
  },
});
