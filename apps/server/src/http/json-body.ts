import {
  ErrorCode,
  JSON_BODY_LIMITS,
  JsonBodyMessage,
  measureJson,
  validationMessages,
} from '@frameshop/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error';
import { RequestValidationError } from './request-validation';

/**
 * JSON bodies as Fastify parses them, except:
 * - text past `JSON_BODY_LIMITS` (nested too deep, an object of too many members, too many values)
 *   is refused before it is parsed, naming the limit: parsing it would hold the event loop, and
 *   what was parsed could not be walked, stored or fingerprinted without a deep stack anywhere
 *   past this point;
 * - a body of `null` is refused here, naming the body, as a schema would refuse it. Fastify gives
 *   a request without a body `null` as well, so past this point the two cannot be told apart: a
 *   route that takes no body (`noBody`) would take a `null` for none and do its work.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.addContentTypeParser<string>(
    'application/json',
    { parseAs: 'string' },
    (request, body, done) => {
      const { excess } = measureJson(body, JSON_BODY_LIMITS);
      if (excess) {
        done(
          new AppError(ErrorCode.ValidationFailed, 400, JsonBodyMessage[excess], {
            limit: JSON_BODY_LIMITS[excess],
          }),
          undefined,
        );
        return;
      }
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
