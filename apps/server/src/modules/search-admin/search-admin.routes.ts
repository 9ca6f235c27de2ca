import { adminSearchEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { currentAdmin } from '../admin';
import type { SearchAdminService } from './search-admin.service';

const docs = (summary: string, description?: string) => ({
  tags: ['admin'],
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
});

/** The owner's synonyms and search figures, for an admin token only (the scope's guard). */
export const adminSearchRoutes: FastifyPluginAsyncZod<{ search: SearchAdminService }> = async (
  app,
  { search },
) => {
  app.route({
    ...routeOf(adminSearchEndpoints.synonyms, docs('The synonyms searches use')),
    handler: () => search.synonyms(),
  });
  app.route({
    ...routeOf(
      adminSearchEndpoints.saveSynonyms,
      docs(
        'Replace the synonyms',
        'One word each side: a search for the term also finds the synonym, and the other way round when twoWay. Used from the next search on.',
      ),
    ),
    handler: (request) =>
      search.saveSynonyms(
        { adminUserId: currentAdmin(request).id, address: request.ip },
        request.body,
      ),
  });
  app.route({
    ...routeOf(
      adminSearchEndpoints.queries,
      docs(
        'What buyers searched for in a period',
        'The most searched queries and those that found nothing, counted per day of the store without who searched. Searches that looked like personal data (an email, a phone or card number, a password) are only counted, in personalLeftOut: their words are never kept.',
      ),
    ),
    handler: (request) => search.queries(request.query),
  });
};
