import type { FastifyRequest } from 'fastify';
import { payerOf, TEAM_MANAGERS } from '../auth';

/**
 * The account whose brand kit a request reads and writes, and whose kit fonts its scenes may use:
 * the one place that decides it. The paying account (ADR 59): the person's own, or with
 * `Frameshop-Team` the team's, which every member reads and uses and its owner and admins edit.
 */
export async function kitAccountOf(
  request: FastifyRequest,
  use: 'read' | 'edit' = 'read',
): Promise<string> {
  const payer = await payerOf(request, use === 'edit' ? TEAM_MANAGERS : undefined);
  return payer.accountId;
}
