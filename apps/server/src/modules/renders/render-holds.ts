import { RenderMessage } from '@frameshop/contract';
import type { Tx } from '../../db/database';
import { commerceRecords, type Buyer } from '../commerce';
import { applyCreditChange, refundedSpend } from '../credits';
import { type GeneratedVideoRow, renderOrders } from '../generated-videos';

/**
 * How the rows of a batch are settled (ADR 45): a batch row holds nothing of its own, its share is
 * part of the batch's hold, so it is never settled as an order (a completed row with no hold would
 * take over another pending order's). The batches module gives this to the render job; the renders
 * module never imports the batches module, which places its rows through this one.
 */
export interface BatchRowSettlement {
  /** The row's render completed: its share is charged (and the licence granted with the first). */
  made(tx: Tx, row: GeneratedVideoRow): Promise<void>;
  /** The row's render failed or was cancelled: its share goes back. Answers the balance after. */
  released(tx: Tx, row: GeneratedVideoRow): Promise<number | undefined>;
}

/** What settling an order's hold needs besides the order. */
export interface HoldSettling {
  /** Settles the rows of batches; without it, a batch row is refused. */
  batches?: BatchRowSettlement;
  /**
   * The store's time zone (STORE_TIME_ZONE): a team member's refunded hold goes back into the
   * month it counted in. Null only for an account being closed, whose orders no month limits.
   */
  storeTimeZone: string | null;
}

/** A batch row's settlement, or a refusal: a batch row is never settled as an order. */
function batchSettlementOf(row: GeneratedVideoRow, { batches }: HoldSettling) {
  if (row.batchId === null) return undefined;
  if (!batches) throw new Error(`render ${row.id} is a batch row, and its settlement is missing`);
  return batches;
}

/**
 * The price an order holds. One hold per user and template at a time: an order placed while
 * another of the same template is pending rides on that one's hold. Each function runs in the
 * caller's transaction, under the buyer's row lock.
 */

/**
 * Takes the price from the balance for this order; 402 when it is short. `apiKey`: the key the
 * order was placed with, named on the hold's ledger row; `member`: the team member who placed it.
 */
export async function takeHold(
  tx: Tx,
  userId: string,
  renderId: string,
  price: number,
  { apiKey, member }: Pick<Buyer, 'apiKey' | 'member'>,
) {
  return applyCreditChange(tx, {
    userId,
    delta: -price,
    reason: 'template_purchase',
    reference: `render-hold:${renderId}`,
    apiKey,
    member,
  });
}

/**
 * A failed or cancelled order lets go of its hold: another pending order of the same template
 * that rode on it takes it over (else that one would complete unpaid), otherwise the credits go
 * back, once per hold (keyed by the hold's ledger row). Answers the balance after a refund.
 */
export async function releaseHold(
  tx: Tx,
  row: GeneratedVideoRow,
  settling: HoldSettling,
): Promise<number | undefined> {
  const batch = batchSettlementOf(row, settling);
  if (batch) return batch.released(tx, row);
  if (row.holdLedgerId === null || row.credits === 0) return undefined;
  const heir = await renderOrders.findActiveOrder(tx, {
    userId: row.userId,
    templateId: row.templateId,
    exceptId: row.id,
    holding: false,
  });
  await renderOrders.moveRender(tx, row.id, [row.status], {
    holdLedgerId: null,
    credits: heir ? 0 : row.credits,
  });
  if (heir) {
    await renderOrders.moveRender(tx, heir.id, ['queued', 'processing'], {
      holdLedgerId: row.holdLedgerId,
      credits: row.credits,
    });
    return undefined;
  }
  return refundHold(tx, row, { holdLedgerId: row.holdLedgerId, credits: row.credits }, settling);
}

/** The held credits go back to the balance, once per hold (keyed by the hold's ledger row). */
async function refundHold(
  tx: Tx,
  row: GeneratedVideoRow,
  hold: { holdLedgerId: number; credits: number },
  { storeTimeZone }: HoldSettling,
): Promise<number> {
  const refund = await applyCreditChange(tx, {
    userId: row.userId,
    delta: hold.credits,
    reason: 'refund',
    reference: `render-refund:${hold.holdLedgerId}`,
    // The hold's own row names who spent it: another member's order may have ridden on it.
    refunds: refundedSpend({ ledgerId: hold.holdLedgerId }, storeTimeZone),
  });
  await renderOrders.moveRender(tx, row.id, [row.status], { refunded: true });
  return refund.balanceAfter;
}

/**
 * A completed paid order turns its hold into a licence, as a purchase does. An order that rode on
 * another's hold and finishes first takes that hold over, so the video delivered is the one paid.
 */
export async function settleHold(
  tx: Tx,
  row: GeneratedVideoRow,
  settling: HoldSettling,
): Promise<void> {
  const batch = batchSettlementOf(row, settling);
  if (batch) return batch.made(tx, row);
  if (row.preview) return;
  const templateId = Number(row.templateId);
  // Bought meanwhile (a purchase or the cart while this render waited): it is not paid twice.
  if (await commerceRecords.findFirstLicence(tx, row.userId, templateId)) {
    if (row.holdLedgerId !== null) {
      const hold = { holdLedgerId: row.holdLedgerId, credits: row.credits };
      await refundHold(tx, row, hold, settling);
    }
    return;
  }
  let { holdLedgerId, credits } = row;
  if (holdLedgerId === null) {
    const holder = await renderOrders.findActiveOrder(tx, {
      userId: row.userId,
      templateId: row.templateId,
      exceptId: row.id,
      holding: true,
    });
    if (!holder || holder.holdLedgerId === null) return;
    holdLedgerId = holder.holdLedgerId;
    credits = holder.credits;
    await renderOrders.moveRender(tx, holder.id, ['queued', 'processing'], {
      holdLedgerId: null,
      credits: 0,
    });
    await renderOrders.moveRender(tx, row.id, ['completed'], { holdLedgerId, credits });
  }
  await commerceRecords.licenseRenderOrder(tx, {
    userId: row.userId,
    templateId,
    credits,
    holdLedgerId,
  });
}

/**
 * Cancels every order of the user still waiting or rendering and releases its hold (an account
 * being closed). Under the buyer's row lock; a worker still rendering one finds it cancelled. The
 * batches' step runs before (its rows are settled by the batch), so none of theirs is left here.
 */
export async function cancelActiveOrdersOf(tx: Tx, userId: string): Promise<void> {
  // A person's own orders count in no team month, and a team closing keeps no months.
  const settling: HoldSettling = { storeTimeZone: null };
  for (const { id } of await renderOrders.findActiveRendersOf(tx, userId)) {
    const cancelled = await renderOrders.moveRender(tx, id, ['queued', 'processing'], {
      status: 'cancelled',
      errorMessage: RenderMessage.cancelled,
      finishedAt: new Date(),
    });
    if (cancelled) await releaseHold(tx, cancelled, settling);
  }
}
