import type { PersonalDataStep } from '../../db/personal-data';

/**
 * The audit log and the figures' roll-ups name accounts by id only: kept at closing (what an admin
 * did, and what was sold, stay true), and not exported (they are the store's records, not the
 * person's).
 */
export const adminPersonalData: PersonalDataStep = {
  module: 'admin',
  tables: ['admin_audit_log', 'admin_user_daily', 'admin_user_totals'],
};
