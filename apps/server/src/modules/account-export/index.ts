import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import type { JobLog } from '../../jobs';
import { createSessionHooks } from '../auth';
import { accountExportRoutes } from './account-export.routes';
import { AccountExportService } from './account-export.service';

type ExportDependencies = Pick<SharedDependencies, 'db' | 'storage'> & {
  jobs: Pick<SharedDependencies['jobs'], 'send'>;
};

export { accountExportPersonalData } from './account-export-personal-data';

export const createAccountExportService = (deps: ExportDependencies, log: JobLog) =>
  new AccountExportService({ db: deps.db, storage: deps.storage, jobs: deps.jobs, log });

/** "Export my data": a ZIP of everything the store holds about the signed-in person. */
export const accountExportModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const exports = createAccountExportService(deps, app.log);
  await app.register(async (scope) => {
    createSessionHooks(deps).requireSignIn(scope);
    await scope.register(accountExportRoutes, { exports });
  });
};
