import { regionalPrice } from '../catalogue';
import { withinMonthlyLimit } from '../credits';
import type { LockedRead, PurchaseFacts, PurchaseMembership } from './commerce.repository';

/** What of a purchase decides whether a turn's charge pays for it. */
export interface TurnPurchase {
  templateId: number;
  expectedPrice: number | undefined;
  call: { key: string | undefined };
  buyer: { isIndianUser: boolean };
}

/** A purchase a turn's charge pays for: its price, and the member it counts against. */
export interface TurnCharge<Purchase> {
  purchase: Purchase;
  price: number;
  member: PurchaseMembership;
}

/**
 * Which of a turn's purchases its one charge pays for (ADR 66), each read as `reads` says at the
 * same place: only plain new charges. Left out, to be bought alone after the turn: any refusal
 * (no member, no template, not for sale, a price changed), a template owned, an answer kept, a free
 * template, a template or key already charged in the turn, and what would pass its member's limit
 * (their spends in the turn counted together) or the balance as the first read saw it.
 */
export function chargesOfTurn<Purchase extends TurnPurchase>(
  purchases: readonly Purchase[],
  reads: readonly LockedRead<PurchaseFacts>[],
): TurnCharge<Purchase>[] {
  const charges: TurnCharge<Purchase>[] = [];
  const templates = new Set<number>();
  const keys = new Set<string>();
  const spent = new Map<string, number>();
  let balance: number | undefined;
  purchases.forEach((purchase, at) => {
    const read = reads[at]!;
    const member = read.account && read.facts.member;
    if (!member || read.seen || read.facts.ownedLicenceId) return;
    const { prices, status } = read.facts;
    if (!prices || status !== 'published' || templates.has(purchase.templateId)) return;
    const { key } = purchase.call;
    if (key !== undefined && keys.has(key)) return;
    const price = regionalPrice(prices, purchase.buyer.isIndianUser);
    if (price === 0 || (purchase.expectedPrice ?? price) !== price) return;
    const spentBefore = spent.get(member.userId) ?? member.spentThisMonth;
    balance ??= read.account.credits;
    if (!withinMonthlyLimit(member, spentBefore, price) || balance < price) return;
    balance -= price;
    spent.set(member.userId, spentBefore + price);
    templates.add(purchase.templateId);
    if (key !== undefined) keys.add(key);
    charges.push({ purchase, price, member });
  });
  return charges;
}
