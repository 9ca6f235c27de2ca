import { randomUUID } from 'node:crypto';
import {
  keepingAnswer,
  licenceGrant,
  PURCHASE_FACTS_LOCKED_SQL,
  TEAM_PURCHASE_FACTS_LOCKED_SQL,
} from '../../apps/server/src/modules/commerce/commerce.repository';
import type { SpendingMember } from '../../apps/server/src/modules/credits';
import { changeBalance } from './direct-sql';
import type { Query } from './driver-transactions';

/**
 * The SQL of one purchase as CommerceService.purchase sends it (a fresh Idempotency-Key, a buyer
 * in the default region), statement for statement and in the same order: lock the buyer (a team's
 * member, for the team's purchase) and read the key's earlier request, the price and ownership in
 * one statement; charge (which locks a team's row), write the ledger
 * row, the licence and the key's answer in another (the licence's trigger records the sale).
 * Throws the reason when the purchase cannot go through, which rolls it back.
 */
export async function purchaseDirectly(
  query: Query,
  buyer: { userId: string; templateId: number; member?: SpendingMember },
): Promise<void> {
  const { userId, templateId, member } = buyer;
  const key = randomUUID();
  // The lock, then the key's earlier request, the price and ownership: one round trip.
  const [name, text] = member
    ? ['team-purchase-facts-locked', TEAM_PURCHASE_FACTS_LOCKED_SQL]
    : ['purchase-facts-locked', PURCHASE_FACTS_LOCKED_SQL];
  const [facts] = (
    await query(name, text, [
      userId,
      templateId,
      key,
      member?.userId ?? null,
      member?.month ?? null,
      null,
    ])
  ).rows;
  if (!facts) throw new Error('no such account');
  if (member && facts.member_role === null) throw new Error('no member of the team');
  if (facts.seen_fingerprint !== null) throw new Error('key seen before');
  if (facts.price === null) throw new Error('no such template');
  if (facts.status !== 'published') throw new Error('not for sale');
  if (facts.owned_licence_id !== null) throw new Error('already purchased');
  const price = Number(facts.price);
  const reference = `template:${templateId}`;
  const licenceId = randomUUID();
  const answer = {
    charged: true,
    creditsCharged: price,
    remainingCredits: Number(facts.credits) - price,
    licenceId,
  };
  // applyCreditChange's one statement with what the charge pays for: the cause seen before, or
  // the charge, its ledger row, the licence and the key's answer.
  const grant = keepingAnswer(licenceGrant(licenceId, templateId, 'purchase'), {
    key,
    fingerprint: `purchase ${JSON.stringify({ templateId })}`,
    response: answer,
  });
  const charge = changeBalance(grant, member !== undefined);
  const [charged] = (
    await query(
      charge.name,
      charge.text,
      [
        userId,
        'template_purchase',
        reference,
        -price,
        // No API key spent: a session's purchase.
        null,
        null,
        ...grant.values,
        ...(member ? [member.userId, member.month] : []),
      ],
      // A team's row is released before the flush, as the app releases it (ADR 63).
      { withCommit: true, releaseFirst: member !== undefined },
    )
  ).rows;
  if (!charged) throw new Error('not enough credits');
  if (!charged.applied) throw new Error('ledger cause seen before');
}
