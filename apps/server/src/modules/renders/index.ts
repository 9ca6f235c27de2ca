import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import type { JobHandler, JobLog } from '../../jobs/job-types';
import type { SharedDependencies } from '../../shared-dependencies';
import { createSessionHooks } from '../auth';
import { createGeneratedVideosService } from '../generated-videos';
import { createGeoService } from '../geo';
import { createSceneExportService } from '../scene-export';
import type { Mailer, MailRecipientOf } from '../mail';
import type { BatchRowSettlement } from './render-holds';
import { locateFfmpeg, type MediaStorage } from '../media';
import { UsersService } from '../users';
import { PreviewProxies, UPLOAD_PROXIES } from './preview-proxies';
import { createRenderJob, removeOrphanedRenderOutputs } from './render-job';
import { describeRenders } from './render-description';
import { renderFinishedMail } from './render-mail';
import { sweepStalledRenders, type RenderSweeperDependencies } from './render-sweeper';
import { renderWorkerId } from './render-worker-id';
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
/** A render order's hold on its price: taken, settled into a licence or released. */
export { type BatchRowSettlement, releaseHold, settleHold, takeHold } from './render-holds';
export { renderJobExpirySeconds } from './render-time-limit';
export { previewProxyArgs, uploadPreviewProxyArgs } from './composition/preview-proxy';

export { RendersService } from './renders.service';
export { rendersPersonalData } from './renders-personal-data';

/** Places and describes orders; other kinds of order (scene exports) are placed through it too. */
export const createRendersService = (
  deps: Pick<SharedDependencies, 'db' | 'storage' | 'config'> & {
    jobs: Pick<SharedDependencies['jobs'], 'send'>;
  },
) =>
  new RendersService({
    db: deps.db,
    jobs: deps.jobs,
    videos: createGeneratedVideosService(deps),
    render: deps.config.render,
    storeTimeZone: deps.config.storeTimeZone,
  });

/** Orders, their status and events, and cancelling. */
export const rendersModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const renders = createRendersService(deps);
  createSessionHooks(deps).optionalSignIn(app);
  await app.register(rendersRoutes, { renders, geo: createGeoService(deps) });
};

export interface RenderHandlerDependencies {
  config: Config;
  db: Db;
  /** The queue the sweeper hands stalled renders back to; tests of the render job alone omit it. */
  jobs?: RenderSweeperDependencies['jobs'];
  storage: MediaStorage;
  log: JobLog;
  templateSources?: TemplateSourceResolver;
  mailer?: Mailer;
  /** Who a finished render's mail goes to (the teams module's `teamMailRecipient`). */
  mailRecipientOf: MailRecipientOf;
  /** Settles batch rows (the batches module's `createBatchRowSettlement`). */
  batchRows?: BatchRowSettlement;
}

/**
 * The handlers of the `render` job, with RENDER_CONCURRENCY workers, of `render-abandoned` and of
 * the sweeper of stalled renders, for a process that runs jobs. A render first removes outputs a killed process left behind.
 */
export function createRenderHandlers(deps: RenderHandlerDependencies) {
  const { config, db, log, mailer } = deps;
  const users = new UsersService(db);
  const videos = createGeneratedVideosService({ db, storage: deps.storage, config });
  const workerId = renderWorkerId();
  const cleaned = removeOrphanedRenderOutputs(db, config.render.tempDir, log).catch(
    (err: unknown) => log.warn({ err }, 'orphaned render outputs not removed'),
  );
  // Located on the first render: a process that never renders needs no ffmpeg to start.
  let jobs: ReturnType<typeof createRenderJob> | undefined;
  const jobsOf = () => {
    if (jobs) return jobs;
    const ffmpegPath = locateFfmpeg({ configuredPath: config.ffmpegPath }).path;
    return (jobs = createRenderJob({
      db,
      storage: deps.storage,
      sceneExports: createSceneExportService(deps),
      render: config.render,
      ffmpegPath,
      templateSources: deps.templateSources ?? storedTemplateSources,
      previewProxies: new PreviewProxies({ storage: deps.storage, ffmpegPath }),
      uploadPreviewProxies: new PreviewProxies({
        storage: deps.storage,
        ffmpegPath,
        recipe: UPLOAD_PROXIES,
      }),
      log,
      ...(deps.batchRows ? { batchRows: deps.batchRows } : {}),
      storeTimeZone: config.storeTimeZone,
      workerId,
      heartbeatMs: config.render.heartbeatSeconds * 1000,
      describeRender: async (tx, row) => (await describeRenders(videos, tx, [row]))[0]!,
      onFinished: async (row) => {
        const mail = renderFinishedMail(row, config.publicUrl);
        if (!mail || !mailer) return;
        const made = { accountId: row.userId, madeBy: row.madeBy };
        const user = await users.findById(await deps.mailRecipientOf(db, made));
        if (user) await mailer.send({ to: user.email, ...mail }, log);
      },
    }));
  };
  const render: JobHandler<{ renderId: string }> = async (payload, info) => {
    await cleaned;
    return jobsOf().render(payload, info);
  };
  return {
    render: Object.assign(render, { concurrency: config.render.concurrency }),
    'render-abandoned': (payload: { renderId: string }) => jobsOf().abandon(payload),
    'make-upload-preview-proxy': (payload: { userId: string; uploadId: string }) =>
      jobsOf().makeUploadProxy(payload),
    'sweep-stalled-renders': async () => {
      if (!deps.jobs) throw new Error('The sweeper needs the job queue.');
      const swept = await sweepStalledRenders({
        db,
        jobs: deps.jobs,
        stalledAfterSeconds: config.render.stalledAfterSeconds,
        log,
      });
      if (swept.requeued + swept.abandoned > 0) log.info({ swept }, 'stalled renders swept');
    },
  };
}
