import type { PersonalDataStep } from '../../db/personal-data';
import { deleteBillingDetails, findBillingDetails } from './billing-details.repository';

/** Billing details: exported; deleted at closing (the invoices issued keep their own copy). */
export const billingDetailsPersonalData: PersonalDataStep = {
  module: 'billing-details',
  tables: ['billing_details'],
  async exportData(tx, userId) {
    const row = await findBillingDetails(tx, userId);
    return {
      billingDetails: row
        ? {
            legalName: row.legalName,
            address: row.address,
            state: row.state,
            gstin: row.gstin,
            updatedAt: row.updatedAt,
          }
        : null,
    };
  },
  async erase(tx, owner) {
    await deleteBillingDetails(tx, owner.id);
  },
};
