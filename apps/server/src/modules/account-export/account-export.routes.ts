import { accountEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { signedIn } from '../auth';
import type { AccountExportService } from './account-export.service';

const docs = (summary: string, description: string) => ({
  tags: ['account'],
  summary,
  description,
  security: [{ bearerAuth: [] }],
});

/** "Export my data", for the signed-in person (the scope's hook admits no one else). */
export const accountExportRoutes: FastifyPluginAsyncZod<{ exports: AccountExportService }> = async (
  app,
  { exports },
) => {
  app.route({
    ...routeOf(
      accountEndpoints.startExport,
      docs(
        'Export my data',
        'Starts a job that packs everything the store holds about the caller into a ZIP. One ' +
          'live archive per account: while one is being made, or one made within a day is ' +
          'ready, answers that one; after that a new one replaces it. Poll its status for the ' +
          'download link.',
      ),
    ),
    handler: (request) => exports.start(signedIn(request).user.id),
  });
  app.route({
    ...routeOf(
      accountEndpoints.latestExport,
      docs('My latest data export', 'Whatever became of it; null when none was asked for.'),
    ),
    handler: (request) => exports.latest(signedIn(request).user.id),
  });
  app.route({
    ...routeOf(
      accountEndpoints.exportStatus,
      docs('An export of my data', 'Its progress, and once ready a signed link that expires.'),
    ),
    handler: (request) => exports.status(signedIn(request).user.id, request.params.exportId),
  });
};
