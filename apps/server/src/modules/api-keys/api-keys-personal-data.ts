import type { PersonalDataStep } from '../../db/personal-data';
import { deleteAccountApiKeys, listApiKeys } from './api-keys.repository';

/** The account's keys: exported by name, scopes and dates (never the hash), deleted at closing. */
export const apiKeysPersonalData: PersonalDataStep = {
  module: 'api-keys',
  tables: ['api_keys'],
  async exportData(tx, userId) {
    const rows = await listApiKeys(tx, userId);
    return {
      apiKeys: rows.map((row) => ({
        name: row.name,
        scopes: row.scopes,
        createdAt: row.createdAt,
        lastUsedAt: row.lastUsedAt,
      })),
    };
  },
  async erase(tx, owner) {
    await deleteAccountApiKeys(tx, owner.id);
  },
};
