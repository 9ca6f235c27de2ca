import { randomUUID } from 'node:crypto';
import { changeBalanceSql, INSERT_IDEMPOTENT_REQUEST, LOCK_BUYER } from './direct-sql';
import type { Query } from './driver-transactions';

const CHANGE_BALANCE_LICENCE = changeBalanceSql(
  'insert into "licences" (user_id, template_id, credits_paid, ledger_id, source) ' +
    'select $1::uuid, $5::bigint, -$4::int, entry.id, $6::text from entry returning id',
);

/**
 * The SQL of one purchase as CommerceService.purchase sends it (a fresh Idempotency-Key, a buyer
 * in the default region), statement for statement and in the same order: lock the buyer, read the
 * key's earlier request, the price and ownership in one statement, charge, write the ledger row
 * and the licence in one statement (its trigger records the sale), then the key's answer. Throws
 * the reason when the purchase cannot go through, which rolls it back.
 */
export async function purchaseDirectly(
  query: Query,
  buyer: { userId: string; templateId: number },
): Promise<void> {
  const { userId, templateId } = buyer;
  const key = randomUUID();
  const [locked] = (await query('lock-buyer', LOCK_BUYER, [userId])).rows;
  if (!locked) throw new Error('no such account');
  // The key's earlier request, the price and ownership, in one statement.
  const [template] = (
    await query(
      'purchase-facts',
      'select t.status, t.price, t.price_ind, (select l.id::text from "licences" l where l.user_id = $1 ' +
        'and l.template_id = t.id order by l.created_at limit 1) as owned_licence_id, ' +
        'r.fingerprint as seen_fingerprint, r.response as seen_response ' +
        'from (select $2::bigint as id) wanted left join "templates" t on t.id = wanted.id ' +
        'left join "idempotent_requests" r on r.user_id = $1 and r.key = $3',
      [userId, templateId, key],
    )
  ).rows;
  if (template!.seen_fingerprint !== null) throw new Error('key seen before');
  if (template!.price === null) throw new Error('no such template');
  if (template!.status !== 'published') throw new Error('not for sale');
  if (template!.owned_licence_id !== null) throw new Error('already purchased');
  const price = Number(template!.price);
  const reference = `template:${templateId}`;
  // applyCreditChange's one statement with the licence it pays for: the cause seen before, or the
  // charge, its ledger row and the licence.
  const [charged] = (
    await query('change-balance-licence', CHANGE_BALANCE_LICENCE, [
      userId,
      'template_purchase',
      reference,
      -price,
      templateId,
      'purchase',
    ])
  ).rows;
  if (!charged) throw new Error('not enough credits');
  if (!charged.applied) throw new Error('ledger cause seen before');
  const answer = {
    charged: true,
    creditsCharged: price,
    remainingCredits: charged.balance_after,
    licenceId: charged.granted_id,
  };
  await query('insert-idempotent-request', INSERT_IDEMPOTENT_REQUEST, [
    userId,
    key,
    `purchase ${JSON.stringify({ templateId })}`,
    JSON.stringify(answer),
  ]);
}
