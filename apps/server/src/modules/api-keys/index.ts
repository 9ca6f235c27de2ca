import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createSessionHooks } from '../auth';
import { apiKeysRoutes } from './api-keys.routes';
import { ApiKeysService } from './api-keys.service';

export { ApiKeyAccess, API_KEY_WINDOW_MS } from './api-key-access';
export { apiKeysPersonalData } from './api-keys-personal-data';

/** Keys for programs (ADR 47): the signed-in owner makes, lists and revokes them. */
export const apiKeysModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  createSessionHooks(deps).requireSignIn(app);
  await app.register(apiKeysRoutes, { keys: new ApiKeysService(deps.db) });
};
