import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_COMP_SIZE, SCENE_FONT_IDS, type SceneInput } from '@frameshop/contract';
import { createCanvas } from '@napi-rs/canvas';
import { AdminTokenService } from '../modules/admin';
import { UsersService } from '../modules/users';
import { catalogueTemplates, type NewTemplate } from '../modules/catalogue';
import { registerAccount } from '../test-support/accounts-fixture';
import { startLocalGoogle, type LocalGoogle } from '../test-support/local-google';
import { createTestApp, testSecrets, type TestApp } from '../test-support/test-app';
import type { Tokens } from './fuzz-requests';
import { runFuzz, type FuzzReport } from './fuzz-run';
import type { FuzzFixtures } from './plausible-values';

export interface FuzzTarget {
  testApp: TestApp;
  fixtures: FuzzFixtures;
  tokens: Tokens;
  close(): Promise<void>;
}

/** An image template's overlay and its public preview, as the fuzz target's storage holds them. */
const OVERLAY = { original: 'private/fuzz/overlay.png', preview: 'public/fuzz/overlay.png' };

const template = (name: string, kind: NewTemplate['kind'], compiled?: string): NewTemplate => ({
  kind,
  name,
  description: `${name}, for the fuzz run`,
  categories: ['Business'],
  sections: ['Intros', 'Promos'],
  compatibility: ['YouTube'],
  price: 40,
  priceInd: kind === 'image' ? null : 20,
  purchaseCount: 3,
  media: {
    poster: `public/posters/${name.toLowerCase().replace(/\W+/g, '-')}.webp`,
    ...(compiled ? { compiled } : {}),
    // Image templates can be exported and made in batches, so their requests reach the orders.
    ...(kind === 'image' ? { overlay: OVERLAY.original, overlayPreview: OVERLAY.preview } : {}),
  },
});

/**
 * A design every fuzz template takes (they have no templateJson: 1920×1080): a text layer to fill
 * per row of a batch, so a request can pass validation and reach what comes after it.
 */
const FUZZ_SCENE: SceneInput = {
  version: 1,
  ...DEFAULT_COMP_SIZE,
  layers: [
    { id: 'background', type: 'background', color: '#000000', locked: true },
    {
      id: 'title',
      type: 'text',
      text: 'Fuzz',
      font: SCENE_FONT_IDS[0],
      size: 48,
      color: '#ffffff',
      x: 100,
      y: 100,
      maxWidth: 800,
      lines: ['Fuzz'],
    },
  ],
};

/**
 * The real application on a fresh database (PGlite, or PostgreSQL under TEST_DATABASE=postgres),
 * with a few templates of every kind, one signed-up account and Google sign-in against a local
 * stand-in, so requests reach the code behind validation: lists with rows, details that exist, a
 * signed-in profile, correctly signed Google tokens with hostile claims.
 */
export async function createFuzzTarget(): Promise<FuzzTarget> {
  const google = await startLocalGoogle();
  const webDir = builtWebApp();
  const dataDir = await dataWithOverlay();
  const testApp = await createTestApp({
    env: {
      DATA_DIR: dataDir,
      // A path that dot-segments out of the API (`/media/..`) reaches the web app, as in production,
      // whether or not the real web app has been built yet.
      WEB_DIST_DIR: webDir,
      // Generous API-wide ceiling: the fuzzer sends from many addresses, but faster than anyone.
      RATE_LIMIT_MAX: '100000',
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_JWKS_URL: google.jwksUrl,
    },
  });
  const rows = await catalogueTemplates.insertTemplates(testApp.database.db, [
    template('Neon Intro', 'video'),
    template('Wedding Slides', 'video'),
    template('Poster Frame', 'image'),
    template('Sale Banner', 'image'),
    template('City Film', 'direct-sell', 'private/compiled/city-film.mp4'),
  ]);
  const registered = await registerAccount(testApp.app);
  // The account is an admin too, so the admin calls are reached behind their guard; the admin
  // calls go as a second admin account, which the run's own changes to the first (a new password,
  // closing it) leave signed in, so those calls keep reaching past the guard all run long.
  await new UsersService(testApp.database.db).setRoleByEmail(registered.account.email, 'admin');
  const owner = await registerAccount(testApp.app);
  const admin = await new UsersService(testApp.database.db).setRoleByEmail(
    owner.account.email,
    'admin',
  );
  const { token: adminToken } = await new AdminTokenService(testSecrets.jwtSecret).issue({
    userId: admin!.id,
    tokenVersion: admin!.tokenVersion,
  });
  return {
    testApp,
    close: async () => {
      await testApp.close();
      await google.close();
      fs.rmSync(webDir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    fixtures: {
      googleTokens: await googleTokens(google, registered.account.email),
      templateIds: rows.map((row) => String(row.id)),
      imageTemplateIds: rows.filter((row) => row.kind === 'image').map((row) => String(row.id)),
      scene: FUZZ_SCENE,
      directSellIds: rows.filter((row) => row.kind === 'direct-sell').map((row) => String(row.id)),
      account: {
        email: registered.account.email,
        password: registered.account.password,
        username: registered.account.username,
      },
    },
    tokens: { valid: registered.token, admin: adminToken },
  };
}

/** The smallest built web app: an index.html the page fallback serves. */
function builtWebApp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-fuzz-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  return dir;
}

/** A data folder whose media hold the image templates' overlay and its preview. */
async function dataWithOverlay(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-fuzz-data-'));
  const canvas = createCanvas(DEFAULT_COMP_SIZE.width / 8, DEFAULT_COMP_SIZE.height / 8);
  const png = await canvas.encode('png');
  for (const key of Object.values(OVERLAY)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'media', key)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'media', key), png);
  }
  return dir;
}

/** Correctly signed Google ID tokens, most with a claim an attacker controls set to something odd. */
async function googleTokens(google: LocalGoogle, takenEmail: string): Promise<string[]> {
  const claims: Record<string, unknown>[] = [
    { sub: '100000000000000000001', email: 'google.person@example.com' },
    { sub: '100000000000000000002', email: 'nul.name@example.com', name: 'a\u0000b' },
    { sub: '1000000\u000000000003', email: 'nul.sub@example.com' },
    { sub: '100000000000000000004', email: 'script@example.com', picture: 'javascript:alert(1)' },
    { sub: '100000000000000000005', email: 'not-an-email' },
    { sub: '100000000000000000006', email: 'long.name@example.com', name: 'x'.repeat(5000) },
    { sub: '100000000000000000007', email: 'unverified@example.com', email_verified: false },
    { sub: 1_000_008, email: 'number.sub@example.com' },
    { sub: '100000000000000000009', email: takenEmail },
    { sub: '', email: '' },
  ];
  return Promise.all(claims.map((claim) => google.signIdToken(claim)));
}

/** Sends `requests` generated requests from `seed` to the target's app and reports on the answers. */
export function fuzzTarget(
  target: FuzzTarget,
  seed: number,
  requests: number,
): Promise<FuzzReport> {
  return runFuzz({
    app: target.testApp.app,
    fixtures: target.fixtures,
    tokens: target.tokens,
    seed,
    requests,
  });
}
