import type { Database } from '../../apps/server/src/db/database';
import { users } from '../../apps/server/src/db/schema';
import { TokenService } from '../../apps/server/src/modules/auth';
import { catalogueTemplates, type TemplateRow } from '../../apps/server/src/modules/catalogue';
import { applyCreditChange } from '../../apps/server/src/modules/credits';
import { benchSecrets } from '../support/bench-app';

export interface Shopper {
  userId: string;
  token: string;
}

/** One purchase of the plan: who buys which template. */
export interface PlannedPurchase {
  shopper: Shopper;
  templateId: number;
}

const BATCH = 500;

/**
 * `popular` templates everyone buys, `cart` ones everyone checks out and `others` nobody buys, all
 * video templates at `price` credits everywhere (no India price, so the region cannot change what
 * a purchase costs). A checkout's licence is owning too, so no template is both bought and
 * checked out: the purchases would be answered "already purchased".
 */
export async function createTemplates(
  database: Database,
  counts: { popular: number; cart: number; others: number; price: number },
): Promise<{ popular: TemplateRow[]; cart: TemplateRow[]; all: TemplateRow[] }> {
  const { popular, cart } = counts;
  const all = await catalogueTemplates.insertTemplates(
    database.db,
    Array.from({ length: popular + cart + counts.others }, (_, i) => ({
      kind: 'video' as const,
      name: `${i < popular ? 'Popular' : i < popular + cart ? 'Cart' : 'Quiet'} Template ${i + 1}`,
      description: 'A template for the commerce bench.',
      categories: ['Business'],
      price: counts.price,
      priceInd: null,
      media: { poster: `public/bench/${i}.webp`, preview: `public/bench/${i}.mp4` },
    })),
  );
  return { popular: all.slice(0, popular), cart: all.slice(popular, popular + cart), all };
}

/**
 * `count` accounts inserted directly (signing up needs e-mail and phone codes), each given
 * `credits` through the ledger as an admin adjustment would, with a session token from the app's
 * own TokenService.
 */
export async function createShoppers(
  database: Database,
  count: number,
  credits: number,
): Promise<Shopper[]> {
  const tokens = new TokenService(benchSecrets.jwtSecret);
  const shoppers: Shopper[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => ({
          username: `shopper${start + i}`,
          email: `shopper${start + i}@bench.example`,
          actualName: `Shopper ${start + i}`,
        })),
      )
      .returning({ id: users.id, username: users.username });
    await database.db.transaction(async (tx) => {
      for (const row of rows) {
        await applyCreditChange(tx, {
          userId: row.id,
          delta: credits,
          reason: 'admin_adjustment',
          reference: null,
        });
      }
    });
    for (const row of rows) {
      const token = await tokens.issue({
        userId: row.id,
        username: row.username,
        tokenVersion: 0,
        rememberMe: true,
      });
      shoppers.push({ userId: row.id, token });
    }
  }
  return shoppers;
}

/**
 * Every shopper buys every one of `templates` once, in an order where purchases next to each other
 * (in flight together) come from different shoppers and go round the templates, so the
 * few hot rows are always contended while no shopper ever buys the same template twice.
 */
export function purchasePlan(shoppers: Shopper[], templates: TemplateRow[]): PlannedPurchase[] {
  return templates.flatMap((_, round) =>
    shoppers.map((shopper, index) => ({
      shopper,
      templateId: templates[(index + round) % templates.length]!.id,
    })),
  );
}
