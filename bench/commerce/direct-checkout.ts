import { randomUUID } from 'node:crypto';
import { CommerceMessage } from '@frameshop/contract';
import {
  CHECKOUT_LINES_SQL,
  EMPTY_CART_SQL,
  INSERT_CHECKOUT_LICENCES_SQL,
} from '../../apps/server/src/modules/commerce/commerce.repository';
import {
  CHANGE_BALANCE,
  FIND_IDEMPOTENT_REQUEST,
  INSERT_IDEMPOTENT_REQUEST,
  LOCK_BUYER,
} from './direct-sql';
import type { Query } from './driver-transactions';

/**
 * The SQL of one checkout as CommerceService.checkout sends it (a fresh Idempotency-Key, the total
 * the buyer was shown, a buyer in the default region), statement for statement and in the same
 * order: lock the buyer, read the key's earlier request, the cart's lines with their templates'
 * prices and names, one charge for the total and its ledger row, a licence per line, the cart
 * emptied, then the key's answer, every one a prepared statement named as the app names it.
 * Throws the reason when the checkout cannot go through, which rolls it back.
 */
export async function checkoutDirectly(
  query: Query,
  order: { userId: string; expectedTotal: number },
): Promise<void> {
  const { userId, expectedTotal } = order;
  const key = randomUUID();
  const [locked] = (await query('lock-buyer', LOCK_BUYER, [userId])).rows;
  if (!locked) throw new Error('no such account');
  const [seen] = (await query('find-idempotent-request', FIND_IDEMPOTENT_REQUEST, [userId, key]))
    .rows;
  if (seen) throw new Error('key seen before');
  const lines = (await query('checkout-lines', CHECKOUT_LINES_SQL, [userId])).rows.map((line) => ({
    templateId: Number(line.template_id),
    quantity: Number(line.quantity),
    name: String(line.name),
    price: Number(line.price),
  }));
  if (lines.length === 0) throw new Error('cart empty');
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  if (total !== expectedTotal) throw new Error('total changed');
  const [charged] = (
    await query('change-balance', CHANGE_BALANCE, [
      userId,
      'template_purchase',
      `checkout:${randomUUID()}`,
      -total,
    ])
  ).rows;
  if (!charged) throw new Error('not enough credits');
  const sold = lines.flatMap((line) => Array<typeof line>(line.quantity).fill(line));
  const granted = (
    await query('insert-checkout-licences', INSERT_CHECKOUT_LICENCES_SQL, [
      userId,
      sold.map((line) => line.templateId),
      sold.map((line) => line.price),
      Number(charged.id),
    ])
  ).rows;
  await query('empty-cart', EMPTY_CART_SQL, [userId]);
  const names = new Map(lines.map((line) => [line.templateId, line.name]));
  const answer = {
    message: CommerceMessage.checkedOut,
    licences: granted.map((licence) => ({
      licenceId: licence.id,
      templateId: String(licence.template_id),
      templateName: names.get(Number(licence.template_id)),
      creditsPaid: licence.credits_paid,
    })),
    creditsCharged: total,
    remainingCredits: charged.balance_after,
  };
  await query('insert-idempotent-request', INSERT_IDEMPOTENT_REQUEST, [
    userId,
    key,
    `checkout ${JSON.stringify({ expectedTotal })}`,
    JSON.stringify(answer),
  ]);
}
