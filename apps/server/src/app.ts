import { createHmac } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { Secrets } from './config/secrets';
import type { Database } from './db/database';
import { registerErrorHandler } from './http/error-handler';
import { frameworkErrorOptions, registerClosingAnswer } from './http/framework-errors';
import { registerOpenApi } from './http/openapi';
import { registerRateLimit } from './http/rate-limit';
import { validatorCompiler } from './http/request-validation';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import {
  AccountsService,
  authRoutes,
  createAuthenticate,
  createFailureCounts,
  createGoogleVerifier,
  createIdentifyViewer,
  SignInGuard,
  TokenService,
} from './modules/auth';
import { catalogueRoutes, CatalogueService, ResponseCache } from './modules/catalogue';
import { contactRoutes, ContactService, DEV_SUPPORT_ADDRESS } from './modules/contact';
import { generatedVideosRoutes, GeneratedVideosService } from './modules/generated-videos';
import { geoRoutes, GeoService } from './modules/geo';
import { healthRoutes } from './modules/health';
import { createMailer, DevMailbox, devMailboxRoutes } from './modules/mail';
import { createMediaStorage, mediaRoutes, videoUrlRoutes } from './modules/media';
import { otpRoutes, OtpService } from './modules/otp';
import { profileRoutes, ProfileService } from './modules/profile';
import { publicConfigRoutes } from './modules/public-config';
import { UsersService } from './modules/users';
import { appVersion } from './version';

export interface AppDependencies {
  config: Config;
  secrets: Secrets;
  database: Database;
}

/** Builds the whole HTTP application without listening, so tests drive it through `inject`. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, secrets, database } = deps;
  const { db } = database;
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Requests turned away before routing, or while draining on shutdown, get the store's body.
    ...frameworkErrorOptions(config.bodyLimitBytes),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, config.bodyLimitBytes);
  registerClosingAnswer(app);

  registerSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });
  await registerRateLimit(app, config.rateLimit);
  await registerOpenApi(app, appVersion);

  await app.register(healthRoutes, { database, version: appVersion });

  const mailbox = new DevMailbox();
  const mailer = createMailer(config, mailbox, app.log);
  // No SMS provider is wired yet: texts go to the dev mailbox, like mail without SMTP.
  const sms = mailbox.asTransport('sms', app.log);
  const tokens = new TokenService(secrets.jwtSecret);
  const users = new UsersService(db);
  const otp = new OtpService({
    db,
    hashKey: deriveKey(secrets.jwtSecret, 'otp-codes'),
    users,
    mailer,
    sms,
    log: app.log,
  });
  const google = config.google.clientId
    ? createGoogleVerifier({ clientId: config.google.clientId, jwksUrl: config.google.jwksUrl })
    : undefined;
  const signInGuard = new SignInGuard(createFailureCounts(app, config.rateLimit.redisUrl));
  const accounts = new AccountsService({ db, users, tokens, otp, signInGuard, google });
  const profiles = new ProfileService({ db, users, tokens });
  const authenticate = createAuthenticate(users, tokens);
  const contact = new ContactService({
    mailer,
    supportAddress: config.mail.supportEmail ?? (config.mail.smtpUrl ? null : DEV_SUPPORT_ADDRESS),
    log: app.log,
  });

  await app.register(publicConfigRoutes, {
    publicConfig: {
      googleClientId: config.google.clientId ?? null,
      devMailbox: !config.mail.smtpUrl,
      supportEmail: config.mail.supportEmail,
      contactForm: contact.available,
      analytics: config.analytics,
    },
  });
  await app.register(contactRoutes, { contact });
  await app.register(authRoutes, { accounts });
  await app.register(otpRoutes, { otp });
  await app.register(profileRoutes, { profiles, authenticate });
  await app.register(generatedVideosRoutes, {
    videos: new GeneratedVideosService(db),
    authenticate,
  });
  if (!config.isProduction) await app.register(devMailboxRoutes, { mailbox });

  const geo = new GeoService(config.geoDefaultCountry);
  const storage = createMediaStorage(config, secrets);
  const catalogue = new CatalogueService({ db, urls: storage });
  await app.register(geoRoutes, { geo });
  const cache = new ResponseCache({
    maxEntries: config.catalogueCacheSeconds > 0 ? 2000 : 0,
    ttlMs: config.catalogueCacheSeconds * 1000,
  });
  await app.register(catalogueRoutes, { catalogue, geo, cache });
  await app.register(videoUrlRoutes, {
    catalogue,
    storage,
    identifyViewer: createIdentifyViewer(users, tokens),
  });
  await app.register(mediaRoutes, { storage });

  await registerWebApp(app, config.webDistDir);
  return app;
}

/** A key for one purpose derived from a master secret, so no two uses share key material. */
function deriveKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('hex');
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Credentials never reach the log, whatever a request carries.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    ...(config.env === 'development' && process.stdout.isTTY
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
