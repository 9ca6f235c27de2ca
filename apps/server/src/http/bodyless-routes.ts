import type { FastifyInstance } from 'fastify';

/** The methods whose body Fastify never reads. */
const BODYLESS = new Set(['GET', 'HEAD']);

/**
 * Keeps request decompression (@fastify/compress) off the routes that read no body: a GET's
 * Content-Encoding describes a body no one reads, yet the plugin refused a GET naming an encoding
 * it cannot undo with 415, which no GET lists among its answers (ADR 38). Added before the plugin,
 * whose own `onRoute` hook reads `decompress`.
 */
export function leaveBodylessRoutesUndecompressed(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => BODYLESS.has(method))) route.decompress = false;
  });
}
