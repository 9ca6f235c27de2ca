/** The query parameter a retry adds so the browser asks the server again instead of its cache. */
export const CACHE_BUST_PARAM = 'retry';

/**
 * `src` with a retry marker, keeping its own query (signed links) and fragment. Blob and data URLs
 * are in memory: they are returned unchanged.
 */
export function withCacheBust(src: string, token: number | null): string {
  if (token === null || /^(blob|data):/i.test(src)) return src;
  const hashAt = src.indexOf('#');
  const base = hashAt === -1 ? src : src.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : src.slice(hashAt);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${CACHE_BUST_PARAM}=${token}${hash}`;
}
