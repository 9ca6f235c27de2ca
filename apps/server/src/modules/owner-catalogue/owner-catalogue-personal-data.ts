import type { PersonalDataStep } from '../../db/personal-data';

/** Which admin started a catalogue import, by id only: kept at closing, as the audit log is. */
export const ownerCataloguePersonalData: PersonalDataStep = {
  module: 'owner-catalogue',
  tables: ['catalogue_imports'],
};
