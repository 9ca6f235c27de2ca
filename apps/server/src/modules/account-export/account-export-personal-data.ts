import type { PersonalDataStep } from '../../db/personal-data';
import type { AccountExportService } from './account-export.service';

/** After closing, the account's export archives are deleted with their rows. */
export const accountExportPersonalData = (
  exports: Pick<AccountExportService, 'deleteArchives'>,
): PersonalDataStep => ({
  module: 'account-export',
  tables: ['account_exports'],
  async eraseFiles(_db, userId) {
    await exports.deleteArchives({ userId });
  },
});
