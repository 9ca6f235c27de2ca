import { sameSecret } from '../http/same-secret';

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
