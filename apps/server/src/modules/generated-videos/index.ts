import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createSessionHooks } from '../auth';
import { generatedVideosRoutes } from './generated-videos.routes';
import { GeneratedVideosService } from './generated-videos.service';

export { GeneratedVideosService } from './generated-videos.service';
export { createGeneratedVideosPersonalData } from './generated-videos-personal-data';
export { renderOrders } from './render-orders';
export type { BatchRowRender, RenderAttempt, RenderResult } from './render-orders.repository';
export { queuePriority } from './render-queue';
export type { GeneratedVideoRow, NewGeneratedVideoRow } from './generated-videos.schema';

export const createGeneratedVideosService = ({
  db,
  storage,
  config,
}: Pick<SharedDependencies, 'db' | 'storage' | 'config'>) =>
  new GeneratedVideosService({ db, urls: storage, renderWorkers: config.render.concurrency });

/** The videos rendered for the signed-in user from a template. */
export const generatedVideosModule: FastifyPluginAsyncZod<SharedDependencies> = async (
  app,
  deps,
) => {
  createSessionHooks(deps).requireSignIn(app);
  await app.register(generatedVideosRoutes, { videos: createGeneratedVideosService(deps) });
};
