import { draftEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { payerOf } from '../auth';
import type { DraftsService } from './drafts.service';

const docs = (summary: string) => ({ tags: ['drafts'], summary, security: [{ bearerAuth: [] }] });

/** Registered in a scope whose onRequest hook admits only signed-in users (see index.ts). */
export const draftsRoutes: FastifyPluginAsyncZod<{ drafts: DraftsService }> = async (
  app,
  { drafts },
) => {
  app.route({
    ...routeOf(draftEndpoints.getDraft, docs('The draft, or the template’s starting scene')),
    handler: async (request) =>
      drafts.load((await payerOf(request)).accountId, Number(request.params.templateId)),
  });
  app.route({
    ...routeOf(
      draftEndpoints.saveDraft,
      docs('Save the draft; a save from an older revision answers 409 with the newer draft'),
    ),
    handler: async (request) =>
      drafts.save(
        (await payerOf(request)).accountId,
        Number(request.params.templateId),
        request.body,
      ),
  });
};
