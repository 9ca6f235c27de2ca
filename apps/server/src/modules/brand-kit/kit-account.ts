import type { FastifyRequest } from 'fastify';
import { signedIn } from '../auth';

/**
 * The account whose brand kit a request reads and writes, and whose kit fonts its scenes may use:
 * the one place that decides it. The signed-in person's own account.
 */
export function kitAccountOf(request: FastifyRequest): string {
  return signedIn(request).user.id;
}
