import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createGeoService } from '../geo';
import { catalogueRoutes } from './catalogue.routes';
import { CatalogueService } from './catalogue.service';
import { ResponseCache } from './response-cache';

// Adding templates has no endpoint yet: the demo catalogue, the benchmarks and tests add them.
export {
  countTemplates,
  findTemplateById,
  findTemplatesByIds,
  countRecordedSales,
  insertTemplates,
  findTemplatesWithPublicPaidMedia,
  isMediaKeyInUse,
  PAID_MEDIA_FIELDS,
  replaceTemplateMedia,
} from './catalogue.repository';
export { hasGreenScreen, regionalPrice, toTemplateSummary, type MediaUrls } from './template-dto';
export type { NewTemplate, TemplateMediaKeys, TemplateRow } from './catalogue.schema';
export { CatalogueService } from './catalogue.service';

/** The catalogue's service, which answers with media URLs from the shared storage. */
export const createCatalogueService = ({
  db,
  storage,
}: Pick<SharedDependencies, 'db' | 'storage'>) => new CatalogueService({ db, urls: storage });

/** The browsable catalogue of templates: lists, details and suggestions, priced by region. */
export const catalogueModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const { catalogueCacheSeconds } = deps.config;
  const cache = new ResponseCache({
    maxEntries: catalogueCacheSeconds > 0 ? 2000 : 0,
    ttlMs: catalogueCacheSeconds * 1000,
  });
  await app.register(catalogueRoutes, {
    catalogue: createCatalogueService(deps),
    geo: createGeoService(deps),
    cache,
  });
};
