import { createHash } from 'node:crypto';
import {
  CommerceMessage,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  JSON_BODY_LIMITS,
  JsonBodyMessage,
  nestsDeeperThan,
} from '@frameshop/contract';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import {
  deleteIdempotentRequestsBefore,
  findIdempotentRequest,
  insertIdempotentRequest,
  type KeptAnswer,
} from './commerce.repository';

/** A request's Idempotency-Key and what it asks, so a reused key with another request is caught. */
export interface IdempotentCall {
  key: string | undefined;
  operation: string;
  args: Record<string, unknown>;
}

/**
 * The request's Idempotency-Key, checked; undefined when it sent none. Only a route whose docs say
 * it honours the header may read it, so the API document lists the header wherever it works.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  if (!request.routeOptions.schema?.idempotencyKey) {
    throw new Error(
      `${request.routeOptions.url} reads ${IDEMPOTENCY_KEY_HEADER} without documenting it: ` +
        'add `idempotencyKey: true` to its docs',
    );
  }
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw AppError.badRequest(CommerceMessage.idempotencyKeyInvalid);
  }
  return value;
}

/**
 * How long a key's first answer is kept for retries: a client retries within seconds or minutes,
 * and a key older than this may be used again as a new request, as payment APIs do.
 */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** Drops the answers kept longer than IDEMPOTENCY_KEY_TTL_HOURS; answers how many went. */
export function pruneIdempotentRequests(tx: Tx, now = new Date()): Promise<number> {
  return deleteIdempotentRequestsBefore(
    tx,
    new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3600 * 1000),
  );
}

/**
 * What a key's request is kept and compared by: its operation and a hash of what it asked as JSON
 * (`create-render sha256:…`), 64 characters whatever the request's size (a batch's is hundreds of
 * kilobytes). The arguments are what the route's schema made of the request, at most
 * `JSON_BODY_LIMITS.depth` deep after the body parser's check; that depth is checked again here
 * without recursion, so `JSON.stringify`'s own can never overflow, whoever calls this.
 */
export function fingerprintOf(call: IdempotentCall): string {
  if (nestsDeeperThan(call.args, JSON_BODY_LIMITS.depth)) {
    throw AppError.badRequest(JsonBodyMessage.depth);
  }
  const hash = createHash('sha256').update(JSON.stringify(call.args)).digest('hex');
  return `${call.operation} sha256:${hash}`;
}

/** A key's earlier request as stored: what it asked, and its answer. */
export interface SeenRequest {
  fingerprint: string;
  response: unknown;
}

/**
 * The first answer to this key, from its stored request (read under the buyer's lock, alone or
 * with what the spend reads next); refused when the key was used for another request.
 */
export function answerSeenBefore<T>(
  seen: SeenRequest | undefined,
  call: IdempotentCall,
): T | undefined {
  if (call.key === undefined || !seen) return undefined;
  if (seen.fingerprint !== fingerprintOf(call)) {
    // 422, as the IETF Idempotency-Key draft answers a key reused with another request.
    throw new AppError(ErrorCode.IdempotencyKeyReused, 422, CommerceMessage.idempotencyKeyReused);
  }
  return seen.response as T;
}

/**
 * The stored first answer to this key, if there is one. An answer found is final wherever it is
 * read (it was written with the work it answers); none found is final only under the buyer's lock.
 */
export async function previousAnswer<T>(
  tx: Tx,
  userId: string,
  call: IdempotentCall,
): Promise<T | undefined> {
  if (call.key === undefined) return undefined;
  return answerSeenBefore<T>(await findIdempotentRequest(tx, userId, call.key), call);
}

/** What is kept of a call and its answer for retries; nothing for a call sent without a key. */
export function keptAnswerOf(call: IdempotentCall, answer: object): KeptAnswer | undefined {
  if (call.key === undefined) return undefined;
  return { key: call.key, fingerprint: fingerprintOf(call), response: answer };
}

/** Keeps the answer for retries, in the transaction that did the work. */
export async function rememberAnswer(
  tx: Tx,
  userId: string,
  call: IdempotentCall,
  answer: object,
): Promise<void> {
  const kept = keptAnswerOf(call, answer);
  if (kept) await insertIdempotentRequest(tx, { userId, ...kept });
}
