import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Who may read `/metrics`: nobody when no token is configured (the route then answers as if it
 * did not exist), else whoever sends `Authorization: Bearer <METRICS_TOKEN>`.
 */
export type MetricsAccess = 'granted' | 'no-endpoint' | 'unauthorized';

export function metricsAccess(
  token: string | null,
  authorization: string | undefined,
): MetricsAccess {
  if (token === null) return 'no-endpoint';
  const offered = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1] ?? '';
  return sameSecret(offered, token) ? 'granted' : 'unauthorized';
}

/**
 * Compared as SHA-256 digests in constant time: the digests are always as long as each other, so
 * neither a wrong character's place nor the token's length shows in the time taken.
 */
function sameSecret(offered: string, token: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(offered), digest(token));
}
