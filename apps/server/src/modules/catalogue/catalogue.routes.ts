import {
  catalogueListQuerySchema,
  catalogueListResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
  templateDetailSchema,
  templateIdSchema,
  type TemplateKind,
} from '@frameshop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GeoService } from '../geo/geo.service';
import type { CatalogueService } from './catalogue.service';
import type { ResponseCache } from './response-cache';

/** The spec's paths for each kind: a list and a detail route. */
const routesOf: Record<TemplateKind, { list: string; detail: string; label: string }> = {
  video: { list: '/api/templates', detail: '/api/template/:templateId', label: 'video templates' },
  image: {
    list: '/api/image-templates',
    detail: '/api/image-template/:templateId',
    label: 'image templates',
  },
  'direct-sell': {
    list: '/api/direct-sell-templates',
    detail: '/api/direct-sell/:templateId',
    label: 'direct-sell videos',
  },
};

const idParams = z.object({ templateId: templateIdSchema });
// Prices depend on the visitor's region, so shared caches must not keep these answers.
const CACHE_CONTROL = 'private, max-age=30, stale-while-revalidate=300';

export interface CatalogueRoutesOptions {
  catalogue: CatalogueService;
  geo: GeoService;
  cache: ResponseCache;
}

export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (
  app,
  { catalogue, geo, cache },
) => {
  /**
   * Answers from the response cache, keyed by the URL and the region (prices differ by region).
   * The body is checked against its schema once, when it is created, as any response would be;
   * a revalidation with a matching If-None-Match gets an empty 304.
   */
  const sendCached = async (
    request: FastifyRequest,
    reply: FastifyReply,
    schema: { parse(value: unknown): unknown },
    create: (isIndianUser: boolean) => Promise<unknown>,
  ) => {
    const { isIndianUser } = geo.regionOf(request.ip);
    const region = isIndianUser ? 'IN' : '*';
    const { body, etag } = await cache.getOrCreate(`${region} ${request.url}`, async () =>
      schema.parse(await create(isIndianUser)),
    );
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  };

  for (const [kind, route] of Object.entries(routesOf) as [
    TemplateKind,
    (typeof routesOf)[TemplateKind],
  ][]) {
    app.get(
      route.list,
      {
        schema: {
          tags: ['catalogue'],
          summary: `List ${route.label}: search, filter by section, sort, page`,
          querystring: catalogueListQuerySchema,
          response: { 200: catalogueListResponseSchema },
        },
      },
      (request, reply) =>
        sendCached(request, reply, catalogueListResponseSchema, (isIndianUser) =>
          catalogue.list(kind, request.query, isIndianUser),
        ),
    );
    app.get(
      route.detail,
      {
        schema: {
          tags: ['catalogue'],
          summary: `One of the ${route.label}`,
          params: idParams,
          response: { 200: templateDetailSchema },
        },
      },
      (request, reply) =>
        sendCached(request, reply, templateDetailSchema, (isIndianUser) =>
          catalogue.detail(kind, request.params.templateId, isIndianUser),
        ),
    );
  }

  app.get(
    '/api/template/:templateId/suggestions',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Templates like this one: 2 points per shared category, 3 per shared section',
        params: idParams,
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, suggestionsResponseSchema, (isIndianUser) =>
        catalogue.suggestions(request.params.templateId, request.query, isIndianUser),
      ),
  );
};
