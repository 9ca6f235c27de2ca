import { validationMessages } from '@frameshop/contract';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** What is being validated, for issues about the whole of it rather than one field. */
const WHOLE_OF: Partial<Record<string, string>> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The address',
  headers: 'The request headers',
};

/** A request part that failed its schema; the error handler turns it into a 400 naming each field. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';

  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('The request is invalid.');
  }
}

/**
 * Validates params, query and body with the route's zod schema. Issues the schema words itself (the
 * spec's messages) keep their wording; every other issue gets a message naming the field and what
 * it must be, instead of zod's defaults.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const error = validationMessages(WHOLE_OF[httpPart ?? ''] ?? 'The request');
  // Fastify gives a request without a body `null`; to the schemas it is no body, `undefined`, which
  // an optional body takes and a required one names as missing. A JSON `null` never gets here: the
  // parser refuses it (json-body.ts).
  const isBody = httpPart === 'body';
  return (data: unknown) => {
    const value = isBody && data === null ? undefined : data;
    // Parsed without the messages first: zod runs its compiled check only when a parse names no
    // error map (a sixth of the time). A request it refuses is parsed again, to word the same issues.
    const result = schema.safeParse(value);
    if (result.success) return { value: result.data };
    const worded = schema.safeParse(value, { error });
    return { error: new RequestValidationError((worded.error ?? result.error).issues) };
  };
};
