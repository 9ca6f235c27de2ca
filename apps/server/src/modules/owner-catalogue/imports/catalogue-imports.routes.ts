import { adminCatalogueEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../../http/route-of';
import { currentAdmin } from '../../admin';
import type { CatalogueImportsService } from './catalogue-imports.service';

const docs = (summary: string, description?: string) => ({
  tags: ['admin'],
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
});

/** Manifest imports from the dashboard; the parent scope admits admin tokens only. */
export const catalogueImportsRoutes: FastifyPluginAsyncZod<{
  imports: CatalogueImportsService;
}> = async (app, { imports }) => {
  app.route({
    ...routeOf(
      adminCatalogueEndpoints.startImport,
      docs(
        'Import a manifest with its media files',
        'multipart/form-data: the manifest (CSV or JSON) in `manifest`, its files in `media` by their own names, `dryRun=true` to check only. A dry run answers every problem (200); a real run answers 202 and imports as a job.',
      ),
    ),
    handler: async (request, reply) => {
      const outcome = await imports.start(currentAdmin(request), request.parts());
      if ('dryRun' in outcome) return reply.code(200).send(outcome.dryRun);
      return reply.code(202).send(outcome.started);
    },
  });
  app.route({
    ...routeOf(adminCatalogueEndpoints.getImport, docs('How a manifest import stands')),
    handler: (request) => imports.get(request.params.importId),
  });
};
