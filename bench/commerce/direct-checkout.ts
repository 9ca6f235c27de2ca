import { randomUUID } from 'node:crypto';
import { checkoutSale } from '../../apps/server/src/modules/commerce/checkout-sale';
import {
  CHECKOUT_FACTS_SQL,
  checkoutGrant,
  keepingAnswer,
} from '../../apps/server/src/modules/commerce/commerce.repository';
import { changeBalance, LOCK_BUYER } from './direct-sql';
import type { Query } from './driver-transactions';

/**
 * The SQL of one checkout as CommerceService.checkout sends it (a fresh Idempotency-Key, the total
 * the buyer was shown, a buyer in the default region), statement for statement and in the same
 * order: lock the buyer; read the key's earlier request and the cart's lines with their
 * templates' prices and names in one statement; then, in one more, charge the total and write its
 * ledger row, a licence per line, the emptied cart and the key's answer. Every one is a prepared
 * statement named as the app names it. Throws the reason when the checkout cannot go through,
 * which rolls it back.
 */
export async function checkoutDirectly(
  query: Query,
  order: { userId: string; expectedTotal: number },
): Promise<void> {
  const { userId, expectedTotal } = order;
  const key = randomUUID();
  const [locked] = (await query('lock-buyer', LOCK_BUYER, [userId])).rows;
  if (!locked) throw new Error('no such account');
  // The key's earlier request and the cart's lines, in one statement.
  const rows = (await query('checkout-facts', CHECKOUT_FACTS_SQL, [userId, key])).rows;
  if (rows[0]!.seen_fingerprint !== null) throw new Error('key seen before');
  const lines = rows
    .filter((line) => line.template_id !== null)
    .map((line) => ({
      templateId: Number(line.template_id),
      quantity: Number(line.quantity),
      name: String(line.name),
      unitPrice: Number(line.price),
    }));
  if (lines.length === 0) throw new Error('cart empty');
  const { total, sold, answer } = checkoutSale(lines, Number(locked.credits));
  if (total !== expectedTotal) throw new Error('total changed');
  const grant = keepingAnswer(checkoutGrant(sold), {
    key,
    fingerprint: `checkout ${JSON.stringify({ expectedTotal })}`,
    response: answer,
  });
  const charge = changeBalance(grant);
  const [charged] = (
    await query(
      charge.name,
      charge.text,
      [
        userId,
        'template_purchase',
        `checkout:${randomUUID()}`,
        -total,
        // No API key spent: a session's checkout.
        null,
        null,
        ...grant.values,
      ],
      { withCommit: true },
    )
  ).rows;
  if (!charged) throw new Error('not enough credits');
}
