import { LAZY_CHUNK_TIMEOUT_MS } from '@frameshop/contract';
import type { ComponentType } from 'react';

/**
 * Why a chunk did not arrive: `timeout` (no answer in time), `missing` (the file is gone, usually
 * after a deploy replaced the hashed assets) or `error` (anything else, such as a module that threw).
 */
export type ChunkFailureReason = 'timeout' | 'missing' | 'error';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly chunk: string;
  readonly reason: ChunkFailureReason;

  constructor(chunk: string, reason: ChunkFailureReason, options?: ErrorOptions) {
    super(`Could not load the "${chunk}" chunk (${reason})`, options);
    this.chunk = chunk;
    this.reason = reason;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

// How Chromium, Firefox and Safari word a dynamic import whose file cannot be fetched, plus Vite's
// own message when a chunk's stylesheet is missing.
const MISSING_CHUNK_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /\b404\b/,
];

function classify(error: unknown): ChunkFailureReason {
  const message = error instanceof Error ? error.message : String(error);
  return MISSING_CHUNK_MESSAGES.some((pattern) => pattern.test(message)) ? 'missing' : 'error';
}

/** Runs a dynamic import, turning every way it can fail into a ChunkLoadError naming the chunk. */
export function loadChunk<T>(
  chunk: string,
  importer: () => Promise<T>,
  timeoutMs: number = LAZY_CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
    let started: Promise<T>;
    try {
      started = importer();
    } catch (error) {
      started = Promise.reject(error);
    }
    started.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, classify(error), { cause: error }));
      },
    );
  });
}

/** A screen module: one default-exported component per file under `src/routes/`. */
export interface ScreenModule {
  default: ComponentType;
}

/** A route `lazy` function for one screen; failures reach the route's error screen. */
export function lazyScreen(
  chunk: string,
  importer: () => Promise<ScreenModule>,
  timeoutMs: number = LAZY_CHUNK_TIMEOUT_MS,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const module = await loadChunk(chunk, importer, timeoutMs);
    // A screen file without its default export is a build mistake; say which one.
    if (!module.default) throw new ChunkLoadError(chunk, 'error');
    return { Component: module.default };
  };
}
