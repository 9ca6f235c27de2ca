import type { DestinationStream } from 'pino';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { Secrets } from './config/secrets';
import type { Database } from './db/database';
import { createDemoTemplateSources } from './demo-catalogue/demo-template-sources';
import { leaveBodylessRoutesUndecompressed } from './http/bodyless-routes';
import { registerErrorHandler } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body';
import { frameworkErrorOptions, registerClosingAnswer } from './http/framework-errors';
import { registerOpenApi } from './http/openapi';
import { registerRateLimit } from './http/rate-limit';
import { countedValueHash } from './http/counted-value-hash';
import { validatorCompiler } from './http/request-validation';
import { serializerCompiler } from './http/response-serializer';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { jobPayloads, JobQueue, type JobPayloads } from './jobs';
import { adminModule } from './modules/admin';
import { ApiKeyAccess, apiKeysModule, API_KEY_WINDOW_MS } from './modules/api-keys';
import { authModule, createFailureCounts } from './modules/auth';
import { catalogueModule, IndexSnapshots, LiveSearchIndex } from './modules/catalogue';
import { searchAdminModule } from './modules/search-admin';
import { commerceModule } from './modules/commerce';
import { contactModule } from './modules/contact';
import { creditPacksModule } from './modules/credit-packs';
import { draftsModule } from './modules/drafts';
import { batchesModule, batchPhotoHold } from './modules/batches';
import { exportOrdersModule } from './modules/export-orders';
import { generatedVideosModule } from './modules/generated-videos';
import { geoModule } from './modules/geo';
import { healthModule } from './modules/health';
import { likesModule } from './modules/likes';
import { createMailer, DevMailbox, mailModule } from './modules/mail';
import { createMediaStorage, mediaModule, type MediaStorage } from './modules/media';
import { otpModule } from './modules/otp';
import { ownerCatalogueModule } from './modules/owner-catalogue';
import { crawlersModule } from './modules/crawlers';
import { paymentsModule } from './modules/payments';
import { receiptsModule } from './modules/receipts';
import { billingDetailsModule } from './modules/billing-details';
import { TeamMemberships, teamsModule } from './modules/teams';
import { invoicesModule } from './modules/invoices';
import { creditStatementModule } from './modules/credit-statement';
import { accountModule } from './modules/account';
import { accountExportModule } from './modules/account-export';
import { profileModule } from './modules/profile';
import { publicConfigModule } from './modules/public-config';
import { rendersModule, type TemplateSourceResolver } from './modules/renders';
import { createTextMessages } from './modules/sms';
import { uploadsModule } from './modules/uploads';
import { brandKitModule } from './modules/brand-kit';
import { metricsModule } from './modules/metrics';
import { webhooksModule } from './modules/webhooks';
import {
  createStoreMetrics,
  registerHttpMetrics,
  registerRequestIdHeader,
  requestIdOptions,
  type StoreMetrics,
  logOutput,
  serializeLoggedRequest,
} from './observability';
import type { Deadlines } from './http/outbound-request';
import type { SharedDependencies } from './shared-dependencies';
import { appVersion } from './version';

export interface AppDependencies {
  config: Config;
  secrets: Secrets;
  database: Database;
  /**
   * The job queue, which the caller starts (with handlers, in the process that runs them) before
   * listening. Without it the app makes its own and starts it on ready without handlers: jobs are
   * enqueued and wait for a worker, as tests want.
   */
  jobs?: JobQueue<JobPayloads>;
  /**
   * Where mail and texts go without providers: the caller passes the one its job handlers write
   * to, so their mail is listed at /dev/mailbox too. Without it the app makes its own.
   */
  mailbox?: DevMailbox;
  /**
   * Where video templates' full-size files are, for downloads: the caller passes the resolver its
   * render jobs use, so a download and a render of one template share one ffmpeg run. Without it
   * the app makes its own, which makes demo templates' sources.
   */
  templateSources?: TemplateSourceResolver;
  /**
   * What this app counts into, and `/metrics` answers: the caller passes the one its job handlers
   * count into, so one process answers one set. Without it the app makes its own.
   */
  metrics?: StoreMetrics;
  /**
   * Where media are kept: the caller passes the one its job handlers and start-up work use, so a
   * process has one (one bucket client and its connections). Without it the app makes its own.
   */
  storage?: MediaStorage;
  /** How long the SMS provider may take (5 s to connect, 10 s in all); tests shorten them. */
  smsDeadlines?: Deadlines;
  /** Where log lines go: standard output without it; tests read the lines a request wrote. */
  logStream?: DestinationStream;
  /** The search index (the bench reads its figures); the app makes its own without it. */
  searchIndex?: LiveSearchIndex;
}

/** Builds the whole HTTP application without listening, so tests drive it through `inject`. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, secrets, database } = deps;
  const metrics = deps.metrics ?? createStoreMetrics();
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    ...requestIdOptions(),
    bodyLimit: config.bodyLimitBytes,
    // No bound of the router's on a path parameter: Node's parser already bounds the request line
    // and headers together (431 past `http.maxHeaderSize`). The router's own 100 characters turned
    // a long id away as 414, or as no endpoint at all, before the route could say which field is wrong.
    routerOptions: { maxParamLength: Number.MAX_SAFE_INTEGER },
    trustProxy: config.trustProxy,
    // Requests turned away before routing, or while draining on shutdown, get the store's body.
    ...frameworkErrorOptions(config.bodyLimitBytes),
  }).withTypeProvider<ZodTypeProvider>();

  // First, so every answer and every route's time are covered (ADR 32).
  registerRequestIdHeader(app);
  registerHttpMetrics(app, metrics);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, config.bodyLimitBytes);
  registerJsonBodyParser(app);
  registerClosingAnswer(app);

  registerSecurityHeaders(app, config);
  leaveBodylessRoutesUndecompressed(app);
  await app.register(compress, { threshold: 1024 });
  const countedValue = countedValueHash(secrets.jwtSecret);
  const limitWindows = await registerRateLimit(app, config.rateLimit, countedValue);
  await registerOpenApi(app, { version: appVersion, publicUrl: config.publicUrl });

  const jobs = deps.jobs ?? ownJobQueue(app, database);
  const mailbox = deps.mailbox ?? new DevMailbox();
  const failureCounts = createFailureCounts(app, config.rateLimit.redisUrl, countedValue);
  const storage = deps.storage ?? createMediaStorage(config, secrets);
  const shared: SharedDependencies = {
    config,
    secrets,
    database,
    db: database.db,
    mailer: createMailer(config, mailbox),
    textMessages: createTextMessages({
      config,
      mailbox,
      metrics,
      counts: failureCounts,
      deadlines: deps.smsDeadlines,
    }),
    mailbox,
    storage,
    templateSources: deps.templateSources ?? createDemoTemplateSources({ ...deps, storage }),
    jobs,
    metrics,
    failureCounts,
    apiKeys: new ApiKeyAccess({
      db: database.db,
      windows: limitWindows('apiKey', 'key', {
        max: config.rateLimit.apiKeyMax,
        windowMs: API_KEY_WINDOW_MS,
      }),
      max: config.rateLimit.apiKeyMax,
      misses: failureCounts.apart(),
    }),
    teams: new TeamMemberships(database.db, config.storeTimeZone),
    uploadHolds: [batchPhotoHold],
    searchIndex:
      deps.searchIndex ??
      new LiveSearchIndex(database.db, {
        snapshots: config.searchSnapshotDir
          ? new IndexSnapshots(database.db, config.searchSnapshotDir, app.log)
          : undefined,
      }),
  };
  // Loaded at boot, in slices, so the first buyer does not wait for it (ADR 58); a failed load is
  // tried again by the next search.
  app.addHook('onListen', () => {
    shared.searchIndex.load().catch((error: unknown) => {
      app.log.warn({ err: error }, 'search index: first load failed');
    });
  });
  // One line per module (ADR 10), in the order their routes appear in the OpenAPI document.
  await app.register(healthModule, shared);
  await app.register(metricsModule, shared);
  await app.register(publicConfigModule, shared);
  await app.register(contactModule, shared);
  await app.register(authModule, shared);
  await app.register(otpModule, shared);
  await app.register(profileModule, shared);
  await app.register(generatedVideosModule, shared);
  await app.register(mailModule, shared);
  await app.register(geoModule, shared);
  await app.register(catalogueModule, shared);
  await app.register(searchAdminModule, shared);
  await app.register(mediaModule, shared);
  await app.register(likesModule, shared);
  await app.register(commerceModule, shared);
  await app.register(creditPacksModule, shared);
  await app.register(paymentsModule, shared);
  await app.register(receiptsModule, shared);
  await app.register(billingDetailsModule, shared);
  await app.register(invoicesModule, shared);
  await app.register(creditStatementModule, shared);
  await app.register(accountModule, shared);
  await app.register(accountExportModule, shared);
  await app.register(teamsModule, shared);
  await app.register(apiKeysModule, shared);
  await app.register(uploadsModule, shared);
  await app.register(brandKitModule, shared);
  await app.register(draftsModule, shared);
  await app.register(rendersModule, shared);
  await app.register(exportOrdersModule, shared);
  await app.register(batchesModule, shared);
  await app.register(adminModule, shared);
  await app.register(ownerCatalogueModule, shared);
  await app.register(crawlersModule, shared);
  await app.register(webhooksModule, shared);

  await registerWebApp(app, config.webDistDir);
  return app;
}

/** A queue that only enqueues, started with the app and stopped with it. */
function ownJobQueue(app: FastifyInstance, database: Database): JobQueue<JobPayloads> {
  const jobs = new JobQueue(database, jobPayloads);
  app.addHook('onReady', () => jobs.start({ log: app.log }));
  app.addHook('onClose', () => jobs.stop());
  return jobs;
}

function loggerOptions(config: Config, stream?: DestinationStream): FastifyServerOptions['logger'] {
  const pretty = !stream && config.env === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    // Credentials never reach the log, whatever a request carries.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    // Nor a query's values: signed links, keys, search text (ADR 57).
    serializers: { req: serializeLoggedRequest },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : { stream: stream ?? logOutput() }),
  };
}
