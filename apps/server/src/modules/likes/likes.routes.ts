import { commerceEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { signedIn } from '../auth';
import type { GeoService } from '../geo';
import type { LikesService } from './likes.service';

const docs = (summary: string) => ({
  tags: ['likes'],
  summary,
  security: [{ bearerAuth: [] }],
});

/** Registered in a scope whose onRequest hook admits only signed-in users (see index.ts). */
export const likesRoutes: FastifyPluginAsyncZod<{ likes: LikesService; geo: GeoService }> = async (
  app,
  { likes, geo },
) => {
  app.route({
    ...routeOf(commerceEndpoints.addToLiked, docs('Like a template; liking twice keeps one like')),
    handler: (request) => likes.like(signedIn(request).user.id, Number(request.body.templateId)),
  });
  app.route({
    ...routeOf(commerceEndpoints.unlikeTemplate, docs('Take a like back')),
    handler: (request) =>
      likes.unlike(signedIn(request).user.id, Number(request.params.templateId)),
  });
  app.route({
    ...routeOf(commerceEndpoints.likedTemplates, docs('The liked templates, most recent first')),
    handler: async (request) => ({
      templates: await likes.liked(
        signedIn(request).user.id,
        geo.regionOf(request.ip).isIndianUser,
      ),
    }),
  });
};
