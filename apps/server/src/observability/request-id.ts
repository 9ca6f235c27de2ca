import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** The header a request id arrives in (from a proxy that made one) and goes back to the browser in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may look like to be kept: short, and nothing a log reader, a header or a
 * JSON body could take for anything but a token (a proxy's UUID or hex id passes). It only ties
 * log lines and a user's report together; nothing is decided on it.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Random bytes for this many ids are drawn at once: one call into the CSPRNG per 512 requests. */
const IDS_PER_DRAW = 512;
let pool = Buffer.alloc(0);
let next = 0;

/** 64 random bits, in hex: short enough for a user to read out, unique enough across processes. */
export function newRequestId(): string {
  if (next >= pool.length) {
    pool = randomBytes(8 * IDS_PER_DRAW);
    next = 0;
  }
  next += 8;
  return pool.toString('hex', next - 8, next);
}

/** The id of a request: the one its proxy sent, when it is a safe token, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const offered = request.headers[REQUEST_ID_HEADER];
  return typeof offered === 'string' && SAFE_REQUEST_ID.test(offered) ? offered : newRequestId();
}

/**
 * Fastify's request ids from `requestIdOf`. Fastify's own header option would take any value as
 * sent, so the header is read here instead; its logger puts the id on every line of the request
 * as `reqId` (its default label).
 */
export function requestIdOptions(): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  return { genReqId: requestIdOf, requestIdHeader: false };
}

/**
 * Every answer names its request's id, so a user or a proxy can quote it. Registered first, so
 * it comes before any hook that may answer early (rate limits, the draining 503).
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
