import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createAdminOnlyHook } from '../admin';
import { createRendersService } from '../renders';
import { createUploadsService, removeStaleTempFiles } from '../uploads';
import { ownerCatalogueRoutes } from './owner-catalogue.routes';
import { OwnerCatalogueService } from './owner-catalogue.service';
import { locateFfmpeg } from '../media';
import { BucketUploads } from './bucket-uploads';
import { SamplePhoto } from './sample-photo';
import { SamplePreviews } from './sample-previews';
import { TemplateUploads } from './template-uploads';
import { catalogueImportsRoutes } from './imports/catalogue-imports.routes';
import { CatalogueImportsService } from './imports/catalogue-imports.service';

export { prepareUploadedMedia } from './prepare-media';
export { startingLayers } from './starting-scene';
export { runManifestImport } from './imports/run-import';
export { ownerCataloguePersonalData } from './owner-catalogue-personal-data';

/** Where manifests sent from the dashboard wait with their files, one folder per import. */
export const catalogueImportsDir = (dataDir: string) =>
  path.join(dataDir, 'tmp', 'catalogue-imports');

/**
 * The owner's catalogue: templates made, edited, published and retired from the dashboard, their
 * media uploaded in resumable chunks and prepared by a job (ADR 25), and rendered with a sample
 * photo before they are published. Admin tokens only.
 */
export const ownerCatalogueModule: FastifyPluginAsyncZod<SharedDependencies> = async (
  app,
  deps,
) => {
  const uploadsDir = path.join(deps.config.dataDir, 'tmp', 'template-uploads');
  // Each file sent is an upload of its own: one never finished is left until it is a day old.
  await removeStaleTempFiles(uploadsDir, app.log);
  const uploads = new TemplateUploads({
    dir: uploadsDir,
    storage: deps.storage,
    limits: deps.config.uploads,
  });
  const owner = new OwnerCatalogueService({
    db: deps.db,
    urls: deps.storage,
    uploads,
    bucketUploads: deps.storage.directUploads
      ? new BucketUploads({
          direct: deps.storage.directUploads,
          storage: deps.storage,
          limits: deps.config.uploads,
        })
      : undefined,
    jobs: deps.jobs,
  });
  const samplePreviews = new SamplePreviews({
    renders: createRendersService(deps),
    uploads: createUploadsService(deps).intake,
    photo: new SamplePhoto(() => locateFfmpeg({ configuredPath: deps.config.ffmpegPath }).path),
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', createAdminOnlyHook(deps));
    await scope.register(ownerCatalogueRoutes, { owner, samplePreviews });
    await scope.register(async (importScope) => {
      const maxTotalBytes = deps.config.uploads.maxVideoBytes * 4;
      // What a killed process left behind mid-upload; every other path removes its own.
      await removeStaleTempFiles(catalogueImportsDir(deps.config.dataDir), app.log);
      // Multipart is parsed in this scope only, as in the uploads module.
      await importScope.register(multipart, {
        // The names as sent: a name with a folder or ".." is refused, not quietly shortened.
        preservePath: true,
        limits: {
          fileSize: maxTotalBytes + 1,
          files: 2000,
          fields: 5,
          fieldSize: 1024,
          parts: 2010,
          headerPairs: 50,
        },
      });
      const imports = new CatalogueImportsService({
        db: deps.db,
        jobs: deps.jobs,
        storage: deps.storage,
        dir: catalogueImportsDir(deps.config.dataDir),
        maxTotalBytes,
      });
      await importScope.register(catalogueImportsRoutes, { imports });
    });
  });
};
export { checkManifest, readManifest, type ManifestProblem } from './manifest/manifest-rows';
export { importManifest } from './manifest/import-manifest';
export { exportManifest } from './manifest/export-manifest';
