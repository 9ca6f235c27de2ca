import type { PersonalDataStep } from '../../db/personal-data';
import { cancelActiveOrdersOf } from './render-holds';

/**
 * At closing, first of all: the account's queued and running render orders are cancelled and their
 * holds returned, so the credits step after it forfeits what is really left. The orders' rows are
 * the generated videos module's.
 */
export const rendersPersonalData: PersonalDataStep = {
  module: 'renders',
  tables: [],
  erase: (tx, owner) => cancelActiveOrdersOf(tx, owner.id),
};
