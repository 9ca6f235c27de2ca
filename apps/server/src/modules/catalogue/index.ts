import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createGeoService } from '../geo';
import { catalogueRoutes } from './catalogue.routes';
import { CatalogueService } from './catalogue.service';
import { watchCatalogueVersion } from './catalogue-version';
import { ResponseCache } from '../../http/response-cache';
import { searchLogFor, SearchPlanner } from '../search';

export {
  bumpCatalogueVersion,
  markTemplateSaved,
  readCatalogueVersion,
  watchCatalogueVersion,
} from './catalogue-version';
export { catalogueTemplates } from './catalogue-templates';
export { cataloguePersonalData } from './catalogue-personal-data';
export { PAID_MEDIA_FIELDS } from './paid-media-fields';
export {
  hasGreenScreen,
  regionalPrice,
  specFieldsOf,
  toTemplateSummary,
  type MediaUrls,
} from './template-dto';
export type { NewTemplate, TemplateMediaKeys, TemplateRow } from './catalogue.schema';
export { CatalogueService } from './catalogue.service';
export { LiveSearchIndex } from './search-index/live-search-index';
export { IndexSnapshots } from './search-index/index-snapshots';
export { CatalogueWriter } from './catalogue-writer';
export { NO_PREPARATION, preparationOf, preparationSql } from './preparation';
export type { PreparedColumns, TemplateFieldColumns } from './template-writes';

/** The catalogue's service, which answers with media URLs from the shared storage. */
export const createCatalogueService = ({
  db,
  storage,
  searchIndex,
}: Pick<SharedDependencies, 'db' | 'storage' | 'searchIndex'>) =>
  new CatalogueService({ db, urls: storage, planner: new SearchPlanner(db), searchIndex });

/**
 * The browsable catalogue of templates: lists with search (ADR 35), details and suggestions, priced
 * by region.
 */
export const catalogueModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const { catalogueCacheSeconds } = deps.config;
  const cache = new ResponseCache({
    maxEntries: catalogueCacheSeconds > 0 ? 2000 : 0,
    ttlMs: catalogueCacheSeconds * 1000,
  });
  const catalogue = createCatalogueService(deps);
  // The service's section names follow the catalogue's version even when answers are not cached.
  const watch = watchCatalogueVersion(deps.db, (change) => {
    if (change === 'templates') return cache.templatesSaved();
    cache.clear();
    catalogue.catalogueChanged();
  });
  app.addHook('onClose', async () => watch.stop());
  const { log: searchLog, release } = searchLogFor(deps.db, deps.config.storeTimeZone);
  app.addHook('onClose', release);
  await app.register(catalogueRoutes, {
    catalogue,
    geo: createGeoService(deps),
    cache,
    searchLog,
  });
};
