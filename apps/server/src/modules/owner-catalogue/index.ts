import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createAdminOnlyHook } from '../admin';
import { ownerCatalogueRoutes } from './owner-catalogue.routes';
import { OwnerCatalogueService } from './owner-catalogue.service';
import { TemplateUploads } from './template-uploads';

export { OwnerCatalogueService, type Actor } from './owner-catalogue.service';
export { prepareFromFiles, prepareUploadedMedia, type OriginalFiles } from './prepare-media';
export { startingLayers } from './starting-scene';

/**
 * The owner's catalogue: templates made, edited, published and retired from the dashboard, their
 * media uploaded in resumable chunks and prepared by a job (ADR 25). Admin tokens only.
 */
export const ownerCatalogueModule: FastifyPluginAsyncZod<SharedDependencies> = async (
  app,
  deps,
) => {
  const uploads = new TemplateUploads({
    dir: path.join(deps.config.dataDir, 'tmp', 'template-uploads'),
    storage: deps.storage,
    limits: deps.config.uploads,
  });
  const owner = new OwnerCatalogueService({
    db: deps.db,
    urls: deps.storage,
    uploads,
    jobs: deps.jobs,
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', createAdminOnlyHook(deps));
    await scope.register(ownerCatalogueRoutes, { owner });
  });
};
export { checkManifest, readManifest, type ManifestProblem } from './manifest/manifest-rows';
export { importManifest } from './manifest/import-manifest';
export { exportManifest } from './manifest/export-manifest';
