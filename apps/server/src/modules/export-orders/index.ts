import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createSessionHooks } from '../auth';
import { createGeoService } from '../geo';
import { createRendersService } from '../renders';
import { createSceneExportService } from '../scene-export';
import { exportOrdersRoutes } from './export-orders.routes';
import { ExportOrdersService } from './export-orders.service';

export { ExportOrdersService, exportFormatOf, exportSizeOf } from './export-orders.service';

/**
 * Scene exports as orders: the full-size picture of an image template's scene, or a
 * video template's video with the scene's layers burnt in, on the terms of render orders; the free
 * watermarked preview picture; and what the editors open a template with.
 */
export const exportOrdersModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  createSessionHooks(deps).requireSignIn(app);
  const orders = new ExportOrdersService({
    db: deps.db,
    renders: createRendersService(deps),
    urls: deps.storage,
  });
  await app.register(exportOrdersRoutes, {
    orders,
    sceneExports: createSceneExportService(deps),
    geo: createGeoService(deps),
  });
};
