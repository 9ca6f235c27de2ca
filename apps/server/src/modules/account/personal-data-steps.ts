import type { Db, Tx } from '../../db/database';
import type {
  AccountData,
  ExportFile,
  PersonalDataOwner,
  PersonalDataStep,
} from '../../db/personal-data';
import type { JobPayloads, JobQueue } from '../../jobs';
import type { JobLog } from '../../jobs';
import type { SharedDependencies } from '../../shared-dependencies';
import { adminPersonalData } from '../admin';
import { accountExportPersonalData, createAccountExportService } from '../account-export';
import { createBatchesPersonalData } from '../batches';
import { apiKeysPersonalData } from '../api-keys';
import { billingDetailsPersonalData } from '../billing-details';
import { cataloguePersonalData } from '../catalogue';
import { invoicesPersonalData } from '../invoices';
import { commercePersonalData } from '../commerce';
import { creditsPersonalData } from '../credits';
import { draftsPersonalData } from '../drafts';
import { createGeneratedVideosPersonalData } from '../generated-videos';
import { likesPersonalData } from '../likes';
import { otpPersonalData } from '../otp';
import { ownerCataloguePersonalData } from '../owner-catalogue';
import { paymentsPersonalData } from '../payments';
import { receiptsPersonalData } from '../receipts';
import { rendersPersonalData } from '../renders';
import { createUploadsPersonalData } from '../uploads';
import { createBrandKitPersonalData } from '../brand-kit';
import { usersPersonalData } from '../users';
import { teamsPersonalData } from '../teams';
import { webhooksPersonalData } from '../webhooks';
import { createWelcomeCreditsPersonalData } from '../welcome-credits';

type StepDependencies = Pick<SharedDependencies, 'db' | 'storage' | 'secrets'> & {
  jobs: Pick<SharedDependencies['jobs'], 'send'>;
};

/**
 * Every module's step of closing and exporting an account (ADR 39), in the order they run: the
 * render orders are cancelled before the credits are forfeited, and the account's own row is
 * erased last, so each step before it reads the account as it was. The export's sections follow
 * the same order.
 */
export const createPersonalDataSteps = (
  deps: StepDependencies,
  log: JobLog,
): readonly PersonalDataStep[] => [
  // First: an owner who must hand a team over is refused before anything changes.
  teamsPersonalData,
  // A batch's rows are settled by the batch, before the other orders and the credits.
  createBatchesPersonalData(deps),
  rendersPersonalData,
  creditsPersonalData,
  paymentsPersonalData,
  receiptsPersonalData,
  invoicesPersonalData,
  billingDetailsPersonalData,
  commercePersonalData,
  likesPersonalData,
  apiKeysPersonalData,
  draftsPersonalData,
  otpPersonalData,
  createUploadsPersonalData(deps.storage),
  createBrandKitPersonalData(deps.storage),
  createGeneratedVideosPersonalData(deps.storage),
  accountExportPersonalData(createAccountExportService(deps, log)),
  adminPersonalData,
  cataloguePersonalData,
  ownerCataloguePersonalData,
  createWelcomeCreditsPersonalData(deps),
  webhooksPersonalData,
  usersPersonalData,
];

/**
 * Closes an account in one transaction, whose caller holds the account's row lock (ADR 31): each
 * module erases what it holds in turn, and a step that fails rolls the whole closing back. The
 * files go in the `erase-account-files` job enqueued in the same transaction, which so exists
 * exactly when the account is closed.
 */
export async function closeAccountRows(
  tx: Tx,
  owner: PersonalDataOwner,
  steps: readonly PersonalDataStep[],
  jobs: Pick<JobQueue<JobPayloads>, 'send'>,
): Promise<void> {
  for (const step of steps) await step.erase?.(tx, owner);
  await jobs.send('erase-account-files', { userId: owner.id }, { tx });
}

/** The `erase-account-files` job: each module deletes a closed account's stored files. */
export async function eraseAccountFiles(
  db: Db,
  steps: readonly PersonalDataStep[],
  userId: string,
): Promise<void> {
  for (const step of steps) await step.eraseFiles?.(db, userId);
}

/**
 * Everything the store holds about one person, each module's sections in turn, and the files they
 * name. Secrets (the password's hash, token versions) are not data about the person and are left
 * out.
 */
export async function collectAccountData(
  tx: Tx,
  steps: readonly PersonalDataStep[],
  userId: string,
): Promise<AccountData> {
  const files: ExportFile[] = [];
  const add = (key: string | null, path: string) => {
    if (!key) return null;
    files.push({ key, path });
    return path;
  };
  const data: Record<string, unknown> = {};
  for (const step of steps) Object.assign(data, await step.exportData?.(tx, userId, { add }));
  return { data, files };
}
