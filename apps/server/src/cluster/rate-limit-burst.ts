import type { ClusterStack } from './cluster-stack';

export interface Burst {
  /** Requests each API process let through. */
  allowed: [number, number];
  refused: number;
  /** Statuses other than 200 and 429. */
  other: number[];
}

/**
 * `requests` catalogue requests from one client address, one after another, alternating between
 * the two API processes: with a shared count they let through the limit together; with each
 * process counting by itself, up to the limit each.
 */
export async function rateLimitBurst(
  stack: ClusterStack,
  address: string,
  requests: number,
): Promise<Burst> {
  const clients = [
    await stack.client(() => stack.pool.urlOf(0), address),
    await stack.client(() => stack.pool.urlOf(1), address),
  ];
  const burst: Burst = { allowed: [0, 0], refused: 0, other: [] };
  for (let n = 0; n < requests; n++) {
    const side = n % 2 === 0 ? 0 : 1;
    const answer = await clients[side]!.inject({ method: 'GET', url: '/api/templates' });
    if (answer.statusCode === 200) burst.allowed[side] += 1;
    else if (answer.statusCode === 429) burst.refused += 1;
    else burst.other.push(answer.statusCode);
  }
  return burst;
}
