import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/database';
import { creditLedger, generatedVideos, licences, users } from '../db/schema';
import { catalogueTemplates, type NewTemplate, type TemplateRow } from '../modules/catalogue';
import { applyCreditChange } from '../modules/credits';
import { createMediaStorage } from '../modules/media';
import { bearer, registerAccount } from './accounts-fixture';
import { createTestApp, testConfig, testSecrets, type TestApp } from './test-app';

/** The bytes of the demo files the sale fixtures point at, by their storage key. */
export const saleFiles = {
  'private/compiled/sale-film.mp4': Buffer.from('ready-made film bytes'),
  'private/sale/clip.mp4': Buffer.from('green-screen clip bytes'),
  'private/sale/mask.png': Buffer.from('mask bytes'),
  'private/sale/overlay.png': Buffer.from('overlay bytes'),
  'public/sale/preview.mp4': Buffer.from('watermarked preview bytes'),
  'public/sale/mask-preview.png': Buffer.from('small mask bytes'),
  'public/sale/overlay-preview.png': Buffer.from('watermarked overlay bytes'),
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

export type SaleTemplate = {
  name: string;
  kind?: NewTemplate['kind'];
  price: number;
  priceInd?: number;
  /** The layout the owner chose (the catalogue's default, 16:9, when absent). */
  videoLayout?: string;
};

/**
 * The real app for one `describe`, on a fresh database whose media store holds the sale files, with
 * these templates for sale: `ids.video` is the id of the template listed as `video`. Its properties
 * are read when a test runs.
 */
export function useSaleApp<const Name extends string>(
  forSale: Record<Name, SaleTemplate>,
  env: Record<string, string> = {},
) {
  const ids = {} as Record<Name, string>;
  let current: TestApp | undefined;
  let removeDataDir = () => {};
  beforeAll(async () => {
    const dataDir = await saleDataDir();
    removeDataDir = dataDir.remove;
    current = await createTestApp({ env: { ...dataDir.env, ...env } });
    const names = Object.keys(forSale) as Name[];
    const rows = await insertSaleTemplates(
      current.database.db,
      names.map((name) => forSale[name]),
    );
    names.forEach((name, index) => (ids[name] = String(rows[index]!.id)));
  });
  afterAll(async () => {
    await current?.close();
    removeDataDir();
  });
  return {
    ids,
    get testApp(): TestApp {
      if (!current) throw new Error('The sale app is made in beforeAll; use it inside a test.');
      return current;
    },
  };
}

/** Templates of each kind with files for sale: `price` credits, `priceInd` in India when given. */
export async function insertSaleTemplates(db: Db, specs: SaleTemplate[]): Promise<TemplateRow[]> {
  return catalogueTemplates.insertTemplates(
    db,
    specs.map(({ name, kind = 'video', price, priceInd, videoLayout }) => ({
      kind,
      name,
      price,
      priceInd: priceInd ?? null,
      ...(videoLayout ? { videoLayout } : {}),
      categories: ['Wedding', 'Travel', 'Party', 'Corporate'],
      media: {
        poster: 'public/sale/poster.jpg',
        // Paid files private, their previews public (ADR 13).
        ...(kind === 'direct-sell'
          ? { preview: 'public/sale/preview.mp4', compiled: 'private/compiled/sale-film.mp4' }
          : kind === 'image'
            ? {
                overlay: 'private/sale/overlay.png',
                overlayPreview: 'public/sale/overlay-preview.png',
              }
            : {
                preview: 'public/sale/preview.mp4',
                source: 'private/sale/clip.mp4',
                mask: 'private/sale/mask.png',
                maskPreview: 'public/sale/mask-preview.png',
              }),
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

/** A JSON call with the bearer token and any extra headers, from `remoteAddress` when given. */
export function caller(app: FastifyInstance, token: string, remoteAddress?: string) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { ...bearer(token), ...headers },
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
      ...(body === undefined ? {} : { payload: body as object }),
    });
}

/** An address the geo lookup places in India, where the India price applies. */
export const INDIA_ADDRESS = '49.36.0.1';

/** A newly registered user (with the sign-up bonus) and a `caller` for them. */
export async function registerBuyer(app: FastifyInstance, remoteAddress?: string) {
  const account = await registerAccount(app);
  return {
    userId: account.user.id,
    token: account.token,
    call: caller(app, account.token, remoteAddress),
  };
}

/**
 * Everything that can go wrong with a user's spending, as sentences (none when the books are
 * right): the balance below 0 or apart from its ledger, a spend paying for no licence or for other
 * than what its licences cost, a licence that cost credits without a ledger row of the user's. A
 * render order's hold is a spend too: while its render waits or runs it has no licence yet; once
 * refunded (exactly once, in full) it pays for none.
 */
export async function spendingAnomalies(db: Db, userId: string): Promise<string[]> {
  const [user] = await db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));
  const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
  const owned = await db.select().from(licences).where(eq(licences.userId, userId));
  const pendingHolds = new Set(
    (
      await db
        .select({ holdLedgerId: generatedVideos.holdLedgerId })
        .from(generatedVideos)
        .where(
          and(
            eq(generatedVideos.userId, userId),
            inArray(generatedVideos.status, ['queued', 'processing']),
          ),
        )
    ).map((row) => row.holdLedgerId),
  );
  const anomalies: string[] = [];
  const balance = user?.credits ?? Number.NaN;
  const ledgerSum = ledger.reduce((sum, row) => sum + row.delta, 0);
  if (!(balance >= 0)) anomalies.push(`balance ${balance} is below 0`);
  if (balance !== ledgerSum)
    anomalies.push(`balance ${balance} but the ledger sums to ${ledgerSum}`);

  const spends = new Map(
    ledger.filter((row) => row.reason === 'template_purchase').map((row) => [row.id, row]),
  );
  const refundsOf = new Map<number, number[]>();
  for (const row of ledger) {
    const held = /^render-refund:(\d+)$/.exec(row.reference ?? '')?.[1];
    if (row.reason !== 'refund' || held === undefined) continue;
    if (!spends.has(Number(held))) anomalies.push(`refund ${row.id} returns no hold of the user's`);
    refundsOf.set(Number(held), [...(refundsOf.get(Number(held)) ?? []), row.delta]);
  }
  const paidBy = new Map<number, number>();
  for (const licence of owned) {
    if (licence.ledgerId === null) {
      if (licence.creditsPaid > 0) {
        anomalies.push(`licence ${licence.id} cost ${licence.creditsPaid} without a ledger row`);
      }
      continue;
    }
    if (!spends.has(licence.ledgerId)) {
      anomalies.push(`licence ${licence.id} points at ledger row ${licence.ledgerId}, not a spend`);
    }
    paidBy.set(licence.ledgerId, (paidBy.get(licence.ledgerId) ?? 0) + licence.creditsPaid);
  }
  let spent = 0;
  for (const spend of spends.values()) {
    const paid = paidBy.get(spend.id);
    const refunds = refundsOf.get(spend.id) ?? [];
    if (refunds.length > 0) {
      if (refunds.length > 1)
        anomalies.push(`hold ${spend.id} was refunded ${refunds.length} times`);
      if (refunds.some((delta) => delta !== -spend.delta)) {
        anomalies.push(`hold ${spend.id} of ${-spend.delta} was refunded ${refunds.join(', ')}`);
      }
      if (paid !== undefined) anomalies.push(`hold ${spend.id} was refunded and paid a licence`);
      continue;
    }
    if (paid === undefined) {
      if (!pendingHolds.has(spend.id)) {
        anomalies.push(`spend ${spend.id} of ${-spend.delta} bought nothing`);
      }
      continue;
    }
    if (paid !== -spend.delta) {
      anomalies.push(`spend ${spend.id} of ${-spend.delta} paid for licences worth ${paid}`);
    }
    spent -= spend.delta;
  }
  const paidTotal = owned.reduce((sum, licence) => sum + licence.creditsPaid, 0);
  if (spent !== paidTotal) anomalies.push(`spent ${spent} on licences worth ${paidTotal}`);
  return anomalies;
}
