import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateEncoding } from './content-encoding';
import type { CachedResponse } from './response-cache';

/**
 * Route options for answers sent by `sendCachedResponse`: they carry their own compressed bytes,
 * so @fastify/compress stays out of these routes; a GET has no body to decompress. They answer a
 * revalidation with an empty 304, which the API document lists for them (`revalidates`).
 */
export const compressedByCache = {
  compress: false,
  decompress: false,
  config: { revalidates: true },
} as const;

/** Whether an If-None-Match header names this ETag (weak comparison, lists and `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header === etag || header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Sends a cached answer: an empty 304 when If-None-Match names its ETag, else its stored bytes in
 * the encoding the client prefers (compressed once per encoding, then reused).
 */
export function sendCachedResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
  headers: { contentType: string; cacheControl: string },
) {
  reply.header('cache-control', headers.cacheControl).header('etag', entry.etag);
  // The bytes depend on Accept-Encoding whenever the body is large enough to be compressed.
  if (entry.compressible) reply.header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  reply.header('content-type', headers.contentType);
  const encoding =
    entry.compressible && request.headers['x-no-compression'] === undefined
      ? negotiateEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return reply.send(entry.body);
  return reply.header('content-encoding', encoding).send(entry.encodedAs(encoding));
}
