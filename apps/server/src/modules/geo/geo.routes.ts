import { geoEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import type { GeoService } from './geo.service';

export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService }> = async (app, { geo }) => {
  app.route({
    ...routeOf(geoEndpoints.geo, {
      tags: ['catalogue'],
      summary: "The visitor's country and currency, from the client address",
    }),
    handler: async (request, reply) =>
      reply.header('cache-control', 'private, max-age=3600').send(geo.describe(request.ip)),
  });
};
