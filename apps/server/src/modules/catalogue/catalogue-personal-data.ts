import type { PersonalDataStep } from '../../db/personal-data';

/**
 * Sales waiting to be counted name their buyer by id, for the dashboard's roll-ups a buyer (ADR
 * 63): counted into them within seconds and deleted, and kept at closing until then, as the
 * roll-ups themselves are (what was sold stays true).
 */
export const cataloguePersonalData: PersonalDataStep = {
  module: 'catalogue',
  tables: ['template_sales'],
};
