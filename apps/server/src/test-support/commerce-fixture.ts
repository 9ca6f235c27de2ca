import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { insertTemplates, type NewTemplate, type TemplateRow } from '../modules/catalogue';
import { applyCreditChange } from '../modules/credits';
import { createMediaStorage } from '../modules/media';
import { bearer } from './accounts-fixture';
import { testConfig, testSecrets } from './test-app';

/** The bytes of the demo files the sale fixtures point at, by their storage key. */
export const saleFiles = {
  'private/compiled/sale-film.mp4': Buffer.from('ready-made film bytes'),
  'public/sale/clip.mp4': Buffer.from('green-screen clip bytes'),
  'public/sale/mask.png': Buffer.from('mask bytes'),
  'public/sale/overlay.png': Buffer.from('overlay bytes'),
} as const;

/** A data directory whose media store holds the sale files; the app under test reads it. */
export async function saleDataDir(): Promise<{ env: { DATA_DIR: string }; remove(): void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-commerce-'));
  const env = { DATA_DIR: dataDir };
  const storage = createMediaStorage(testConfig(env), testSecrets);
  const scratch = path.join(dataDir, 'scratch');
  for (const [key, bytes] of Object.entries(saleFiles)) {
    fs.writeFileSync(scratch, bytes);
    await storage.put(key, scratch);
  }
  return { env, remove: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** Templates of each kind with files for sale: `price` credits, `priceInd` in India when given. */
export async function insertSaleTemplates(
  db: Db,
  specs: { name: string; kind?: NewTemplate['kind']; price: number; priceInd?: number }[],
): Promise<TemplateRow[]> {
  return insertTemplates(
    db,
    specs.map(({ name, kind = 'video', price, priceInd }) => ({
      kind,
      name,
      price,
      priceInd: priceInd ?? null,
      categories: ['Wedding', 'Travel', 'Party', 'Corporate'],
      media: {
        poster: 'public/sale/poster.jpg',
        ...(kind === 'direct-sell'
          ? { preview: 'public/sale/clip.mp4', compiled: 'private/compiled/sale-film.mp4' }
          : kind === 'image'
            ? { overlay: 'public/sale/overlay.png' }
            : { preview: 'public/sale/clip.mp4', mask: 'public/sale/mask.png' }),
      },
    })),
  );
}

/** Moves a balance to exactly `credits` through the ledger, as an admin adjustment would. */
export async function setBalance(db: Db, userId: string, from: number, credits: number) {
  if (from === credits) return;
  await db.transaction((tx) =>
    applyCreditChange(tx, {
      userId,
      delta: credits - from,
      reason: 'admin_adjustment',
      reference: null,
    }),
  );
}

/** A JSON call with the bearer token and any extra headers. */
export function caller(app: FastifyInstance, token: string) {
  return (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { ...bearer(token), ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
}
