import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { Secrets } from './config/secrets';
import type { Database } from './db/database';
import { registerErrorHandler } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerRateLimit } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { healthRoutes } from './modules/health/health.routes';
import { appVersion } from './version';

export interface AppDependencies {
  config: Config;
  secrets: Secrets;
  database: Database;
}

/** Builds the whole HTTP application without listening, so tests drive it through `inject`. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Answer 503 to new requests while draining on shutdown instead of accepting more work.
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, config.bodyLimitBytes);

  await registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  await registerRateLimit(app, config.rateLimit);
  await registerOpenApi(app, appVersion);

  await app.register(healthRoutes, { database, version: appVersion });

  await registerWebApp(app, config.webDistDir);
  return app;
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
