import { asc, eq } from 'drizzle-orm';
import type { PersonalDataStep } from '../../db/personal-data';
import { anonymiseUnregisteredBuyer } from './invoices.repository';
import { invoices } from './invoices.schema';

/**
 * Invoices and credit notes: exported; at closing kept, as the law keeps them (ADR 55), but a
 * document to a buyer without a GSTIN keeps no name, address or email (GST asks none of a consumer
 * at these amounts), and one to a business keeps the business's name and GSTIN, which the return
 * filed for it names, without the person's email.
 */
export const invoicesPersonalData: PersonalDataStep = {
  module: 'invoices',
  tables: ['invoices'],
  async exportData(tx, userId) {
    const own = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.accountId, userId))
      .orderBy(asc(invoices.issuedAt));
    return {
      invoices: own.map((row) => ({
        number: row.number,
        kind: row.kind,
        issuedAt: row.issuedAt,
        buyerName: row.buyerName,
        buyerAddress: row.buyerAddress,
        buyerGstin: row.buyerGstin,
        buyerEmail: row.buyerEmail,
        total: row.total,
      })),
    };
  },
  async erase(tx, owner) {
    await anonymiseUnregisteredBuyer(tx, owner.id, 'Closed account');
  },
};
