import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import type { JobLog } from '../../jobs';
import type { SharedDependencies } from '../../shared-dependencies';
import { createAdminOnlyHook } from '../admin';
import { createSessionHooks } from '../auth';
import { ExportOrdersService } from '../export-orders';
import { createGeoService } from '../geo';
import type { Mailer, MailRecipientOf } from '../mail';
import { createRendersService } from '../renders';
import { UsersService } from '../users';
import { BatchArchiveLinks } from './batch-archive-links';
import { batchFinishedMail } from './batch-mail';
import { createBatchSettlement } from './batch-settlement';
import { adminBatchesRoutes, batchArchiveRoutes, batchesRoutes } from './batches.routes';
import { BatchesService, batchSummaryById } from './batches.service';

export { createBatchesPersonalData } from './batches-personal-data';
export { batchPhotoHold } from './batch-photo-hold';
export {
  batchesForStatement,
  parseBatchReference,
  type BatchForStatement,
  type ParsedBatchReference,
} from './batch-references';

type BatchesServiceDependencies = Pick<
  SharedDependencies,
  'db' | 'storage' | 'config' | 'secrets'
> & {
  jobs: Pick<SharedDependencies['jobs'], 'send' | 'sendMany'>;
};

/** Batches as the routes, the closing of an account and the jobs use them. */
function createBatchesService(deps: BatchesServiceDependencies): BatchesService {
  // The settlement describes a finished batch through the service that holds it.
  const settlement = createBatchSettlement({
    jobs: deps.jobs,
    describe: (tx, batchId) => service.describe(tx, batchId),
    storeTimeZone: deps.config.storeTimeZone,
  });
  const service: BatchesService = new BatchesService({
    db: deps.db,
    jobs: deps.jobs,
    urls: deps.storage,
    fontFiles: deps.storage,
    exportOrders: new ExportOrdersService({
      db: deps.db,
      renders: createRendersService(deps),
      urls: deps.storage,
    }),
    settlement,
    archiveLinks: new BatchArchiveLinks(deps.secrets.urlSigningSecret),
    bulk: deps.config.bulk,
    render: deps.config.render,
  });
  return service;
}

/** How a process that runs render jobs settles batch rows (the renders module's `batchRows`). */
export const createBatchRowSettlement = (deps: BatchesServiceDependencies) =>
  createBatchesService(deps).settlement;

/**
 * The `mail-batch-finished` job: the buyer is told how the batch went and where to find it, once
 * per finish (the job is sent in the transaction that finished the batch).
 */
export async function mailBatchFinished(
  deps: {
    db: Db;
    mailer: Mailer | undefined;
    /** Who it goes to (the teams module's `teamMailRecipient`). */
    mailRecipientOf: MailRecipientOf;
    publicUrl: string;
    log: JobLog;
  },
  batchId: string,
): Promise<void> {
  const found = await batchSummaryById(deps.db, batchId);
  if (!found || !deps.mailer) return;
  const recipient = await deps.mailRecipientOf(deps.db, found.made);
  const user = await new UsersService(deps.db).findById(recipient);
  if (!user || user.closedAt) return;
  await deps.mailer.send(
    { to: user.email, ...batchFinishedMail(found.summary, deps.publicUrl) },
    deps.log,
  );
}

/**
 * "Make many": batches of one design made once per row (issue 65, ADR 44 and 45). The buyer's
 * calls need a session; the archive takes its signed link instead; the owner's prices and list
 * take an admin token.
 */
export const batchesModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const batches = createBatchesService(deps);
  const hooks = createSessionHooks(deps);
  await app.register(async (scope) => {
    hooks.requireSignIn(scope);
    await scope.register(batchesRoutes, { batches, geo: createGeoService(deps) });
  });
  await app.register(async (scope) => {
    hooks.optionalSignIn(scope);
    await scope.register(batchArchiveRoutes, {
      batches,
      links: new BatchArchiveLinks(deps.secrets.urlSigningSecret),
      storage: deps.storage,
    });
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', createAdminOnlyHook(deps));
    await scope.register(adminBatchesRoutes, { batches });
  });
};
