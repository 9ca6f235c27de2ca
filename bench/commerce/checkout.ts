import { randomUUID } from 'node:crypto';
import { commerceEndpoints } from '@frameshop/contract';
import type { Database } from '../../apps/server/src/db/database';
import type { TemplateRow } from '../../apps/server/src/modules/catalogue';
import { cartLines } from '../../apps/server/src/db/schema';
import type { CommerceService } from '../../apps/server/src/modules/commerce';
import { checkoutDirectly } from './direct-checkout';
import type { Operation } from './operation';
import type { Shopper } from './shoppers';

/** One checkout of the plan: who checks out which templates, one licence of each. */
export interface PlannedCheckout {
  shopper: Shopper;
  templateIds: number[];
}

const BATCH = 1000;

/**
 * POST /api/checkout: each shopper checks out `cart.rounds` times, every time a cart of `cart.size`
 * of `cart.templates` (going round them, so their rows are contended as the popular ones are by
 * purchases) with the total the cart page showed. The carts are filled in SQL just before the turn
 * that checks them out: filling is not what is measured, and a shopper's cart holds one checkout.
 */
export function checkoutOperation(
  database: Database,
  commerce: CommerceService,
  shoppers: Shopper[],
  cart: { templates: TemplateRow[]; size: number; rounds: number; price: number },
): Operation<PlannedCheckout> {
  const { method, path } = commerceEndpoints.checkout;
  const expectedTotal = cart.size * cart.price;
  const plan = Array.from({ length: cart.rounds }, (_, round) =>
    shoppers.map((shopper, index) => ({
      shopper,
      templateIds: Array.from(
        { length: cart.size },
        (_, line) => cart.templates[(index + round + line) % cart.templates.length]!.id,
      ),
    })),
  ).flat();
  return {
    name: 'checkout',
    endpoint: `${method} ${path}`,
    summary:
      `each shopper checks out ${cart.rounds} carts of ${cart.size} of ${cart.templates.length} ` +
      'templates, filled in SQL before each turn',
    plan,
    maxShare: shoppers.length,
    prepare: async (jobs) => {
      const lines = jobs.flatMap(({ shopper, templateIds }) =>
        templateIds.map((templateId) => ({ userId: shopper.userId, templateId, quantity: 1 })),
      );
      for (let start = 0; start < lines.length; start += BATCH) {
        await database.db.insert(cartLines).values(lines.slice(start, start + BATCH));
      }
    },
    http: ({ shopper }) => ({
      method,
      path,
      token: shopper.token,
      body: { expectedTotal },
      status: 200,
    }),
    service: async ({ shopper }) => {
      const buyer = { userId: shopper.userId, isIndianUser: false };
      await commerce.checkout(buyer, expectedTotal, randomUUID());
      return undefined;
    },
    direct: (query, { shopper }) =>
      checkoutDirectly(query, { userId: shopper.userId, expectedTotal }),
  };
}
