import { asc, eq } from 'drizzle-orm';
import type { PersonalDataStep } from '../../db/personal-data';
import { catalogueTemplates } from '../catalogue';
import { cartLines, licences } from './commerce.schema';

/**
 * Licences and the cart: both exported; at closing the cart is deleted and the licences kept (they
 * are the store's books). Remembered answers to repeated requests are not data about the person and
 * go by age.
 */
export const commercePersonalData: PersonalDataStep = {
  module: 'commerce',
  tables: ['licences', 'cart_lines', 'idempotent_requests'],
  async exportData(tx, userId) {
    const own = await tx
      .select()
      .from(licences)
      .where(eq(licences.userId, userId))
      .orderBy(asc(licences.createdAt));
    const names = new Map(
      (
        await catalogueTemplates.findTemplatesByIds(tx, [
          ...new Set(own.map((licence) => licence.templateId)),
        ])
      ).map((template) => [template.id, template.name]),
    );
    const cart = await tx.select().from(cartLines).where(eq(cartLines.userId, userId));
    return {
      licences: own.map((licence) => ({
        licenceId: licence.id,
        templateId: String(licence.templateId),
        templateName: names.get(licence.templateId) ?? '',
        creditsPaid: licence.creditsPaid,
        source: licence.source,
        createdAt: licence.createdAt,
      })),
      cart: cart.map((line) => ({ templateId: String(line.templateId), quantity: line.quantity })),
    };
  },
  async erase(tx, owner) {
    await tx.delete(cartLines).where(eq(cartLines.userId, owner.id));
  },
};
