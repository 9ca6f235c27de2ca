import type { Config } from './config/env';
import type { Secrets } from './config/secrets';
import type { Database } from './db/database';
import type { Mailer } from './modules/mail';
import { catalogueTemplates } from './modules/catalogue';
import { pruneIdempotentRequests } from './modules/commerce';
import { locateFfmpeg, type MediaStorage } from './modules/media';
import {
  catalogueImportsDir,
  prepareUploadedMedia,
  runManifestImport,
} from './modules/owner-catalogue';
import { collectAccountData, createPersonalDataSteps, eraseAccountFiles } from './modules/account';
import { createAccountExportService } from './modules/account-export';
import { createPaymentsService } from './modules/payments';
import { createReceiptsService } from './modules/receipts';
import { countRenders } from './modules/metrics';
import { createBatchRowSettlement, mailBatchFinished } from './modules/batches';
import { createRenderHandlers, type TemplateSourceResolver } from './modules/renders';
import { teamMailRecipient } from './modules/teams';
import {
  createWebhookDelivery,
  pruneWebhookLog,
  recordLowCredits,
  sealClearSecrets,
  wakeDeliveriesWith,
  webhookSecretBox,
} from './modules/webhooks';
import type { JobPayloads } from './jobs/job-payloads';
import type { JobQueue } from './jobs/job-queue';
import type { JobHandlers, JobLog } from './jobs/job-types';
import type { StoreMetrics } from './observability';

/** What handlers build their services from: the same shared pieces the HTTP app gets. */
export interface JobDependencies {
  config: Config;
  secrets: Secrets;
  database: Database;
  /** The queue itself, for services that enqueue, and the sweeper, which hands jobs back. */
  jobs: Pick<JobQueue<JobPayloads>, 'send' | 'sendMany' | 'handBack'>;
  log: JobLog;
  /** The process's media storage, the one its HTTP app (if any) uses too. */
  storage: MediaStorage;
  /** Where a render finds a template's full-size source and mask; else the row's own keys. */
  templateSources?: TemplateSourceResolver;
  /** Sends the email about a finished render and receipts; without it none is sent. */
  mailer?: Mailer;
  /** The process's metrics, which renders and payments count into; without them nothing counts. */
  metrics?: StoreMetrics;
}

/**
 * The handler of every job in `jobPayloads`, built once per process that runs jobs: the server on
 * the embedded database, `npm run worker` on PostgreSQL. A handler calls its module's service.
 */
export function createJobHandlers(deps: JobDependencies): JobHandlers<JobPayloads> {
  const { storage } = deps;
  const payments = createPaymentsService({ ...deps, db: deps.database.db }, deps.log);
  const renderHandlers = createRenderHandlers({
    ...deps,
    db: deps.database.db,
    storage,
    mailRecipientOf: teamMailRecipient,
    batchRows: createBatchRowSettlement({ ...deps, db: deps.database.db }),
  });
  const receipts = createReceiptsService({ ...deps, db: deps.database.db });
  const { mailer, metrics } = deps;
  const webhooks = createWebhookDelivery({ ...deps, db: deps.database.db });
  // Events committed in this process (a batch's charges, its renders, an HTTP request's when the
  // server runs the jobs) are sent by it at once, not when its job queue next polls.
  wakeDeliveriesWith(deps.database.db, () => {
    webhooks.wake().catch((err: unknown) => {
      deps.log.warn({ err }, 'webhook delivery not woken; the next pass sends it');
    });
  });
  recordLowCredits();
  const exports = createAccountExportService(
    { db: deps.database.db, storage, jobs: deps.jobs },
    deps.log,
  );
  const personalData = createPersonalDataSteps(
    { ...deps, db: deps.database.db, storage },
    deps.log,
  );
  return {
    // Its lines carry the job's id (the job's logger) and the order's (added by the service).
    'payment-event': (event, job) => payments.applyPaymentEvent(event, job.log),
    'refund-payment': ({ orderId }, job) => payments.refund(orderId, job.log),
    'refund-event': (refund, job) => payments.applyRefundEvent(refund, job.log),
    'mail-receipt': async ({ receiptNumber }, job) => {
      if (!mailer) return;
      await receipts.mail(receiptNumber, {
        mailer,
        paymentMethodOf: (orderId, paymentId) => payments.paymentMethodOf(orderId, paymentId),
        attempt: job.attempt,
        log: job.log ?? deps.log,
      });
    },
    'reconcile-payments': async (_payload, job) => {
      await payments.reconcile(new Date(), job.log);
    },
    'erase-account-files': async ({ userId }) => {
      await eraseAccountFiles(deps.database.db, personalData, userId);
    },
    'export-account': ({ exportId }) =>
      exports.run(exportId, (db, userId) => collectAccountData(db, personalData, userId)),
    'delete-expired-exports': async () => {
      const deleted = await exports.deleteArchives({ expiredBy: new Date() });
      if (deleted > 0) deps.log.info({ deleted }, 'expired data exports deleted');
    },
    'prune-idempotent-requests': async () => {
      const pruned = await pruneIdempotentRequests(deps.database.db);
      if (pruned > 0) deps.log.info({ pruned }, 'old idempotency answers dropped');
    },
    'count-template-sales': async () => {
      await catalogueTemplates.countRecordedSales(deps.database.db);
    },
    'prepare-template-media': ({ templateId, generation }) =>
      prepareUploadedMedia(
        {
          db: deps.database.db,
          storage,
          ffmpegPath: () => locateFfmpeg({ configuredPath: deps.config.ffmpegPath }).path,
          limits: deps.config.uploads,
          log: deps.log,
        },
        templateId,
        generation,
      ),
    'import-manifest': (payload) =>
      runManifestImport(
        {
          db: deps.database.db,
          storage,
          ffmpegPath: () => locateFfmpeg({ configuredPath: deps.config.ffmpegPath }).path,
          limits: deps.config.uploads,
          dir: catalogueImportsDir(deps.config.dataDir),
          log: deps.log,
        },
        payload,
      ),
    'mail-batch-finished': ({ batchId }, job) =>
      mailBatchFinished(
        {
          db: deps.database.db,
          mailer,
          mailRecipientOf: teamMailRecipient,
          publicUrl: deps.config.publicUrl,
          log: job.log ?? deps.log,
        },
        batchId,
      ),
    // Returns once the free slots are filled: the sends go on, each taking its slot again when
    // recorded (ADR 56), and stopping the queue waits for them.
    'deliver-webhooks': Object.assign(() => webhooks.wake(), { settle: webhooks.settle }),
    'prune-webhook-log': async () => {
      const pruned = await pruneWebhookLog(deps.database.db, deps.config.webhooks.logDays);
      if (pruned > 0) deps.log.info({ pruned }, 'old webhook deliveries dropped from the log');
      const sealed = await sealClearSecrets(
        deps.database.db,
        webhookSecretBox(deps.config, deps.secrets),
      );
      if (sealed > 0) deps.log.info({ sealed }, 'webhook secrets stored in clear encrypted');
    },
    ...(metrics
      ? countRenders(renderHandlers, { db: deps.database.db, metrics, log: deps.log })
      : renderHandlers),
  };
}
