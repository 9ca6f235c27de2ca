import { validationMessages } from '@frameshop/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RequestValidationError } from './request-validation';

/**
 * JSON bodies as Fastify parses them, except that a body of `null` is refused here, naming the
 * body, as a schema would refuse it. Fastify gives a request without a body `null` as well, so
 * past this point the two cannot be told apart: a route that takes no body (`noBody`) would take
 * a `null` for none and do its work.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.addContentTypeParser<string>(
    'application/json',
    { parseAs: 'string' },
    (request, body, done) => {
      parse(request, body, (error, value) => {
        if (error || value !== null) return done(error, value);
        done(nullBodyRefusal(), undefined);
      });
    },
  );
}

function nullBodyRefusal(): RequestValidationError {
  const result = z.object({}).safeParse(null, { error: validationMessages('The request body') });
  return new RequestValidationError(result.error?.issues ?? []);
}
