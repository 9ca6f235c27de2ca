import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createSessionHooks, createTokenService } from '../auth';
import { UsersService } from '../users';
import { AdminGate } from './admin-gate';
import { createAdminGuard } from './admin-guard';
import { AdminTokenService } from './admin-token';
import { adminDataRoutes, adminSessionRoutes } from './admin.routes';
import { AdminService } from './admin.service';

export { AdminService } from './admin.service';
export type { PeriodQuery } from './periods';
export { AdminTokenService } from './admin-token';
export { auditLog } from './audit-log';
export { currentAdmin } from './admin-guard';
export { adminPersonalData } from './admin-personal-data';
export { csvLine, type CsvValue } from './csv';

/** The hook that admits an admin token only: for admin calls kept in other modules. */
export const createAdminOnlyHook = (deps: Pick<SharedDependencies, 'db' | 'secrets'>) =>
  createAdminGuard(
    new UsersService(deps.db),
    new AdminTokenService(deps.secrets.jwtSecret),
    createTokenService(deps),
  );

/**
 * The internal dashboard: the password gate (for a signed-in admin) and the admin calls, which
 * take only the gate's admin token. Admin is a role kept on the account (`npm run admin`).
 */
export const adminModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const admin = new AdminService({ db: deps.db, timeZone: deps.config.storeTimeZone });
  const adminTokens = new AdminTokenService(deps.secrets.jwtSecret);
  const gate = new AdminGate(deps.failureCounts, deps.config.adminPassword);
  await app.register(async (scope) => {
    createSessionHooks(deps).requireSignIn(scope);
    await scope.register(adminSessionRoutes, { gate, adminTokens, admin });
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', createAdminOnlyHook(deps));
    await scope.register(adminDataRoutes, { admin });
  });
};
