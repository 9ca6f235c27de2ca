import {
  catalogueEndpoints,
  catalogueListResponseSchema,
  fillableFieldsEndpoints,
  searchEndpoints,
  searchFiltersResponseSchema,
  searchSuggestionsResponseSchema,
  storeSearchResponseSchema,
  suggestionsResponseSchema,
  templateDetailSchema,
  templateEndpointsOf,
  templateFieldsResponseSchema,
  type TemplateKind,
} from '@frameshop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKey } from '../../http/rate-limit';
import type { AnswerMaking, CachedResponse, ResponseCache } from '../../http/response-cache';
import { compressedByCache, sendCachedResponse } from '../../http/send-cached';
import { routeOf } from '../../http/route-of';
import type { GeoService } from '../geo';
import { normaliseQuery, type SearchLog } from '../search';
import type { CatalogueService } from './catalogue.service';

/** How each kind is named in the OpenAPI document's summaries. */
const labelOf: Record<TemplateKind, string> = {
  video: 'video templates',
  image: 'image templates',
  'direct-sell': 'direct-sell videos',
};

// Prices depend on the visitor's region, so shared caches must not keep these answers; browsers
// revalidate each time (an unchanged answer is an empty 304), so an owner's change shows at once.
const CACHE_CONTROL = 'private, no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';

const sendEntry = (request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) =>
  sendCachedResponse(request, reply, entry, {
    contentType: JSON_TYPE,
    cacheControl: CACHE_CONTROL,
  });

export interface CatalogueRoutesOptions {
  catalogue: CatalogueService;
  geo: GeoService;
  cache: ResponseCache;
  searchLog: SearchLog;
}

export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (
  app,
  { catalogue, geo, cache, searchLog },
) => {
  /**
   * Answers from the response cache, keyed by the URL and the region (prices differ by region).
   * The body is checked against its schema once, when it is created, as any response would be;
   * a revalidation with a matching If-None-Match gets an empty 304. A fresh entry is sent at once,
   * as stored bytes (compressed once per encoding), with no serialisation or compression per
   * request; the handler replies itself (callback style), so a hit waits for no promise.
   */
  const sendCached = (
    request: FastifyRequest,
    reply: FastifyReply,
    schema: { parse(value: unknown): unknown },
    create: (isIndianUser: boolean, making: AnswerMaking) => Promise<unknown>,
  ): void => {
    const { isIndianUser } = geo.regionOf(request.ip);
    const key = `${isIndianUser ? 'IN' : '*'} ${request.url}`;
    const hit = cache.get(key);
    if (hit) {
      sendEntry(request, reply, hit);
      return;
    }
    cache
      .getOrCreate(key, async (making) => schema.parse(await create(isIndianUser, making)))
      .then((entry) => sendEntry(request, reply, entry))
      .catch((error: unknown) => reply.send(error));
  };

  for (const kind of Object.keys(labelOf) as TemplateKind[]) {
    const label = labelOf[kind];
    app.route({
      ...routeOf(templateEndpointsOf[kind].list, {
        tags: ['catalogue'],
        summary: `List ${label}: search, filter by section, orientation, price and length, sort, page`,
      }),
      ...compressedByCache,
      handler: (request, reply) => {
        // Each search is counted, however it is answered; a page after the first is the same one.
        const search =
          request.query.q && !request.query.cursor ? normaliseQuery(request.query.q) : undefined;
        if (search) searchLog.searched(clientKey(request), kind, search);
        sendCached(request, reply, catalogueListResponseSchema, async (isIndianUser, making) => {
          const answer = await catalogue.list(kind, request.query, isIndianUser, making);
          if (search && answer.total !== null) searchLog.found(kind, search, answer.total);
          return answer;
        });
      },
    });
    app.route({
      ...routeOf(templateEndpointsOf[kind].detail, {
        tags: ['catalogue'],
        summary: `One of the ${label}`,
      }),
      ...compressedByCache,
      handler: (request, reply) =>
        sendCached(request, reply, templateDetailSchema, (isIndianUser) =>
          catalogue.detail(kind, request.params.templateId, isIndianUser),
        ),
    });
  }

  app.route({
    ...routeOf(searchEndpoints.everything, {
      tags: ['catalogue'],
      summary: 'Search the whole store: each kind’s count and first templates, by relevance',
      description:
        'A section per kind (video, image, direct-sell), each with how many templates its list ' +
        'finds for the search and its first few, ranked as the list ranks them. Prices are the ' +
        'visitor’s regional prices.',
    }),
    ...compressedByCache,
    handler: (request, reply) =>
      sendCached(request, reply, storeSearchResponseSchema, (isIndianUser, making) =>
        catalogue.searchEverything(request.query.q, isIndianUser, making),
      ),
  });

  app.route({
    ...routeOf(searchEndpoints.suggestions, {
      tags: ['catalogue'],
      summary:
        'Suggestions as a search is typed: up to 5 template names and 3 sections of a kind, or 3 names of each kind',
    }),
    ...compressedByCache,
    handler: (request, reply) =>
      sendCached(request, reply, searchSuggestionsResponseSchema, (_isIndianUser, making) =>
        catalogue.searchSuggestions(request.query.kind, request.query.q, making),
      ),
  });

  app.route({
    ...routeOf(searchEndpoints.filters, {
      tags: ['catalogue'],
      summary: 'What each filter beside the section chips would hold, for a search',
      description:
        'Each filter is counted with the search, the section and the other filters as chosen, ' +
        'without its own choice. Prices are the visitor’s regional prices.',
    }),
    ...compressedByCache,
    handler: (request, reply) =>
      sendCached(request, reply, searchFiltersResponseSchema, (isIndianUser, making) => {
        const { kind, ...scope } = request.query;
        return catalogue.filterCounts(kind, scope, isIndianUser, making);
      }),
  });

  app.route({
    ...routeOf(catalogueEndpoints.templateSuggestions, {
      tags: ['catalogue'],
      summary: 'Templates like this one: 2 points per shared category, 3 per shared section',
    }),
    ...compressedByCache,
    handler: (request, reply) =>
      sendCached(request, reply, suggestionsResponseSchema, (isIndianUser) =>
        catalogue.suggestions(request.params.templateId, request.query, isIndianUser),
      ),
  });

  app.route({
    ...routeOf(fillableFieldsEndpoints.templateFields, {
      tags: ['catalogue'],
      summary:
        'What a request can fill in a picture or video template: its text layers and photo slots',
      description:
        'The text layers and photo slots of the template’s starting scene, with their boxes in the ' +
        'template’s pixels, each text’s designed words, font and size, the longest text and the ' +
        'smallest size a longer text shrinks to, and the kinds of photo each slot takes. The ' +
        'layer ids are the keys of a batch row’s `texts` and `photos`. Published picture and ' +
        'video templates only.',
    }),
    ...compressedByCache,
    handler: (request, reply) =>
      sendCached(request, reply, templateFieldsResponseSchema, () =>
        catalogue.fields(request.params.templateId),
      ),
  });
};
