import { randomUUID } from 'node:crypto';
import {
  keepingAnswer,
  licenceGrant,
} from '../../apps/server/src/modules/commerce/commerce.repository';
import { changeBalance, LOCK_BUYER } from './direct-sql';
import type { Query } from './driver-transactions';

/**
 * The SQL of one purchase as CommerceService.purchase sends it (a fresh Idempotency-Key, a buyer
 * in the default region), statement for statement and in the same order: lock the buyer, read the
 * key's earlier request, the price and ownership in one statement, charge, write the ledger row
 * the licence and the key's answer in one statement (the licence's trigger records the sale).
 * Throws the reason when the purchase cannot go through, which rolls it back.
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
  const licenceId = randomUUID();
  const answer = {
    charged: true,
    creditsCharged: price,
    remainingCredits: Number(locked.credits) - price,
    licenceId,
  };
  // applyCreditChange's one statement with what the charge pays for: the cause seen before, or
  // the charge, its ledger row, the licence and the key's answer.
  const grant = keepingAnswer(licenceGrant(licenceId, templateId, 'purchase'), {
    key,
    fingerprint: `purchase ${JSON.stringify({ templateId })}`,
    response: answer,
  });
  const charge = changeBalance(grant);
  const [charged] = (
    await query(charge.name, charge.text, [
      userId,
      'template_purchase',
      reference,
      -price,
      // No API key spent: a session's purchase.
      null,
      null,
      ...grant.values,
    ])
  ).rows;
  if (!charged) throw new Error('not enough credits');
  if (!charged.applied) throw new Error('ledger cause seen before');
}
