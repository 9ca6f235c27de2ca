import { apiKeyEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { memberTeamOf, payerOf, signedIn, TEAM_MANAGERS } from '../auth';
import type { ApiKeysService } from './api-keys.service';

// No `apiKeyScope`: managing keys needs a signed-in session, never a key (ADR 47).
const docs = (summary: string, description?: string) => ({
  tags: ['api keys'],
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
});

/** The signed-in account's keys (the scope's hook admits no one else, and no key). */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ keys: ApiKeysService }> = async (
  app,
  { keys },
) => {
  app.route({
    ...routeOf(
      apiKeyEndpoints.createApiKey,
      docs(
        'Make a key for a program',
        'The answer is the only one that holds the key: it is stored as a hash and cannot be ' +
          'shown again. At most 10 keys per account. With `teamId` (its owner or an admin) the ' +
          "key acts as the team: it spends from the team's balance and survives any member leaving.",
      ),
    ),
    handler: async (request, reply) => {
      const { teamId, ...key } = request.body;
      const person = signedIn(request).user;
      const account = teamId
        ? (await memberTeamOf(request, person, teamId, TEAM_MANAGERS)).teamId
        : person.id;
      return reply.code(201).send(await keys.create(account, key));
    },
  });
  app.route({
    ...routeOf(apiKeyEndpoints.listApiKeys, docs("The account's keys, each by its masked tail")),
    handler: async (request) => keys.list((await payerOf(request, TEAM_MANAGERS)).accountId),
  });
  app.route({
    ...routeOf(
      apiKeyEndpoints.revokeApiKey,
      docs('Revoke a key', 'Refused at its next request in every process.'),
    ),
    handler: async (request) => {
      await keys.revoke((await payerOf(request, TEAM_MANAGERS)).accountId, request.params.keyId);
      return { revoked: true as const };
    },
  });
};
