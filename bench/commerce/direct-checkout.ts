import { randomUUID } from 'node:crypto';
import { CommerceMessage } from '@frameshop/contract';
import { FINISH_SPEND_SQL } from '../../apps/server/src/modules/commerce/commerce.repository';
import {
  ADD_TO_PURCHASE_COUNT,
  CHANGE_BALANCE,
  FIND_IDEMPOTENT_REQUEST,
  LICENCE_COLUMNS,
  LOCK_BUYER,
  placeholders,
  TEMPLATE_COLUMNS,
} from './direct-sql';
import type { Query } from './driver-transactions';

/**
 * The SQL of one checkout as CommerceService.checkout sends it (a fresh Idempotency-Key, the total
 * the buyer was shown, a buyer in the default region), statement for statement and in the same
 * order: lock the buyer, read the key's earlier request, the cart's lines, their templates and
 * what the buyer owns; one charge for the total and its ledger row, a licence per line, the cart
 * emptied, then the key's answer with the first template's purchase count, and the others' counts
 * in id order, just before the commit. The app's prepared statements are named here too; Drizzle's queries go unnamed, as
 * there. Throws the reason when the checkout cannot go through, which rolls it back.
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
  const lines = (
    await query(
      undefined,
      'select "user_id", "template_id", "quantity", "created_at", "updated_at" from "cart_lines" ' +
        'where "cart_lines"."user_id" = $1 ' +
        'order by "cart_lines"."created_at" asc, "cart_lines"."template_id" asc',
      [userId],
    )
  ).rows.map((line) => ({ templateId: Number(line.template_id), quantity: Number(line.quantity) }));
  if (lines.length === 0) throw new Error('cart empty');
  const ids = lines.map((line) => line.templateId);
  const templates = (
    await query(
      undefined,
      `select ${TEMPLATE_COLUMNS} from "templates" where "templates"."id" in (${placeholders(ids.length)})`,
      ids,
    )
  ).rows;
  // What the buyer owns only marks the cart's lines; the checkout sells them all the same.
  await query(
    undefined,
    'select distinct "template_id" from "licences" where "licences"."user_id" = $1',
    [userId],
  );
  const prices = new Map(templates.map((row) => [Number(row.id), Number(row.price)]));
  const priced = lines.filter((line) => prices.has(line.templateId));
  const total = priced.reduce((sum, line) => sum + prices.get(line.templateId)! * line.quantity, 0);
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
  const licences = priced.flatMap((line) =>
    Array.from({ length: line.quantity }, () => [
      userId,
      line.templateId,
      prices.get(line.templateId)!,
      Number(charged.id),
      'checkout',
    ]),
  );
  const granted = (
    await query(
      undefined,
      `insert into "licences" (${LICENCE_COLUMNS}) values ` +
        licences.map((_, i) => `(default, ${placeholders(5, i * 5)}, default)`).join(', ') +
        ` returning ${LICENCE_COLUMNS}`,
      licences.flat(),
    )
  ).rows;
  await query(undefined, 'delete from "cart_lines" where "cart_lines"."user_id" = $1', [userId]);
  const names = new Map(templates.map((row) => [Number(row.id), String(row.name)]));
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
  const [first, ...rest] = [...priced].sort((a, b) => a.templateId - b.templateId);
  await query('finish-spend', FINISH_SPEND_SQL, [
    userId,
    key,
    `checkout ${JSON.stringify({ expectedTotal })}`,
    JSON.stringify(answer),
    first!.templateId,
    first!.quantity,
  ]);
  for (const line of rest) {
    await query('add-to-purchase-count', ADD_TO_PURCHASE_COUNT, [line.templateId, line.quantity]);
  }
}
