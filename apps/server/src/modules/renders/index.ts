import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import type { JobHandler, JobLog } from '../../jobs/job-types';
import type { SharedDependencies } from '../../shared-dependencies';
import { createSessionHooks } from '../auth';
import { createGeneratedVideosService } from '../generated-videos';
import { createGeoService } from '../geo';
import type { Mailer } from '../mail';
import { locateFfmpeg, type LocalDiskStorage } from '../media';
import { UsersService } from '../users';
import { createRenderJob, removeOrphanedRenderOutputs } from './render-job';
import { renderFinishedMail } from './render-mail';
import { rendersRoutes } from './renders.routes';
import { RendersService } from './renders.service';
import { storedTemplateSources, type TemplateSourceResolver } from './template-sources';

/**
 * Renders: a user's photo or video composed into a video template's window with ffmpeg. The order,
 * its queue and the worker build on the composition engine exported here.
 */
export * from './composition';
export {
  storedTemplateSources,
  type TemplateForRender,
  type TemplateRenderFiles,
  type TemplateSourceResolver,
} from './template-sources';
export { renderOutputKey } from './render-job';

/** Orders, their status and events, and cancelling. */
export const rendersModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const renders = new RendersService({
    db: deps.db,
    jobs: deps.jobs,
    videos: createGeneratedVideosService(deps),
    render: deps.config.render,
  });
  app.addHook('onRequest', createSessionHooks(deps).identifyViewer);
  await app.register(rendersRoutes, { renders, geo: createGeoService(deps) });
};

export interface RenderHandlerDependencies {
  config: Config;
  db: Db;
  storage: LocalDiskStorage;
  log: JobLog;
  templateSources?: TemplateSourceResolver;
  mailer?: Mailer;
}

/**
 * The handlers of the `render` job, with RENDER_CONCURRENCY workers, and of `render-abandoned`,
 * for a process that runs jobs. A render first removes outputs a killed process left behind.
 */
export function createRenderHandlers(deps: RenderHandlerDependencies) {
  const { config, db, log, mailer } = deps;
  const users = new UsersService(db);
  const cleaned = removeOrphanedRenderOutputs(db, config.render.tempDir, log).catch(
    (err: unknown) => log.warn({ err }, 'orphaned render outputs not removed'),
  );
  // Located on the first render: a process that never renders needs no ffmpeg to start.
  let jobs: ReturnType<typeof createRenderJob> | undefined;
  const jobsOf = () =>
    (jobs ??= createRenderJob({
      db,
      storage: deps.storage,
      render: config.render,
      ffmpegPath: locateFfmpeg({ configuredPath: config.ffmpegPath }).path,
      templateSources: deps.templateSources ?? storedTemplateSources,
      log,
      onFinished: async (row) => {
        const mail = renderFinishedMail(row, config.publicUrl);
        const user = mail && mailer ? await users.findById(row.userId) : undefined;
        if (mail && mailer && user) await mailer.send({ to: user.email, ...mail });
      },
    }));
  const render: JobHandler<{ renderId: string }> = async (payload, info) => {
    await cleaned;
    return jobsOf().render(payload, info);
  };
  return {
    render: Object.assign(render, { concurrency: config.render.concurrency }),
    'render-abandoned': (payload: { renderId: string }) => jobsOf().abandon(payload),
  };
}
