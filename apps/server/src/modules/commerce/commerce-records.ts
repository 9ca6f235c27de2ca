import type { Tx } from '../../db/database';
import {
  findFirstLicence,
  insertLicences,
  lockBuyer,
  lockPayer,
  templatesLicensedBy,
  type SpendPayer,
} from './commerce.repository';

/** What a completed paid render order sold: its template, to its buyer, for its hold. */
interface RenderOrderSale {
  userId: string;
  templateId: number;
  credits: number;
  holdLedgerId: number;
}

/**
 * What other spends that follow a purchase's rules ask of commerce, inside their own transaction
 * (a render's hold becomes a licence; closing, a payment and an admin's grant lock the buyer as a
 * purchase does). Stateless: the tables and their queries stay commerce's own (ADR 39).
 */
class CommerceRecords {
  /** Locks the buyer's row until the transaction ends and answers the balance (ADR 28). */
  lockBuyer(tx: Tx, userId: string): Promise<number | undefined> {
    return lockBuyer(tx, userId);
  }

  /**
   * As lockBuyer, for a spend's payer: a team's member is locked before the team, as every spend
   * of theirs locks them (ADR 63). A spend as a team's member locks with this, never lockBuyer.
   */
  lockPayer(tx: Tx, payer: SpendPayer): Promise<number | undefined> {
    return lockPayer(tx, payer);
  }

  /** The user's first licence of a template (owning it), by id. */
  findFirstLicence(tx: Tx, userId: string, templateId: number) {
    return findFirstLicence(tx, userId, templateId);
  }

  /**
   * A completed paid render order's licence: a purchase of its template for the credits its hold
   * took, paid by the hold's ledger row. Commerce says what the licence is; the renders module
   * says when (ADR 39).
   */
  async licenseRenderOrder(tx: Tx, order: RenderOrderSale): Promise<void> {
    await insertLicences(tx, [
      {
        userId: order.userId,
        templateId: order.templateId,
        creditsPaid: order.credits,
        ledgerId: order.holdLedgerId,
        source: 'purchase',
      },
    ]);
  }

  /** The templates each of these ledger rows of a user paid licences for (the credit statement). */
  templatesLicensedBy(tx: Tx, userId: string, ledgerIds: number[]) {
    return templatesLicensedBy(tx, userId, ledgerIds);
  }
}

export const commerceRecords = new CommerceRecords();
