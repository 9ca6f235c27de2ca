import { geoResponseSchema } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GeoService } from './geo.service';

export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService }> = async (app, { geo }) => {
  app.get(
    '/api/geo',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The visitor's country and currency, from the client address",
        response: { 200: geoResponseSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'private, max-age=3600').send(geo.describe(request.ip)),
  );
};
