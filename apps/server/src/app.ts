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
import { AccountsService } from './modules/auth/accounts.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthenticate, createIdentifyViewer } from './modules/auth/authenticate';
import { createFailureCounts } from './modules/auth/failure-counts';
import { createGoogleVerifier } from './modules/auth/google-verifier';
import { SignInGuard } from './modules/auth/sign-in-guard';
import { TokenService } from './modules/auth/tokens';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { CatalogueService } from './modules/catalogue/catalogue.service';
import { contactRoutes } from './modules/contact/contact.routes';
import { ContactService, DEV_SUPPORT_ADDRESS } from './modules/contact/contact.service';
import { ResponseCache } from './modules/catalogue/response-cache';
import { generatedVideosRoutes } from './modules/generated-videos/generated-videos.routes';
import { geoRoutes } from './modules/geo/geo.routes';
import { GeoService } from './modules/geo/geo.service';
import { healthRoutes } from './modules/health/health.routes';
import { DevMailbox } from './modules/mail/dev-mailbox';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes';
import { createMailer } from './modules/mail/mailer';
import { createMediaStorage } from './modules/media/create-media-storage';
import { mediaRoutes } from './modules/media/media.routes';
import { videoUrlRoutes } from './modules/media/video-url.routes';
import { otpRoutes } from './modules/otp/otp.routes';
import { OtpService } from './modules/otp/otp.service';
import { publicConfigRoutes } from './modules/public-config/public-config.routes';
import { profileRoutes } from './modules/users/profile.routes';
import { ProfileService } from './modules/users/profile.service';
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
  const otp = new OtpService(db, deriveKey(secrets.jwtSecret, 'otp-codes'));
  const google = config.google.clientId
    ? createGoogleVerifier({ clientId: config.google.clientId, jwksUrl: config.google.jwksUrl })
    : undefined;
  const signInGuard = new SignInGuard(createFailureCounts(app, config.rateLimit.redisUrl));
  const accounts = new AccountsService({ db, tokens, otp, signInGuard, google });
  const profiles = new ProfileService({ db, tokens });
  const authenticate = createAuthenticate(db, tokens);
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
  await app.register(otpRoutes, { otp, accounts, mailer, sms });
  await app.register(profileRoutes, { profiles, authenticate });
  await app.register(generatedVideosRoutes, { db, authenticate });
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
    db,
    storage,
    identifyViewer: createIdentifyViewer(db, tokens),
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
