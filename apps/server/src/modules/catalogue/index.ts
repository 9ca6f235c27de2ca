/** The browsable catalogue of templates: lists, details, suggestions, and adding templates. */
export { catalogueRoutes } from './catalogue.routes';
// Adding templates has no endpoint yet: the demo catalogue, the benchmarks and tests add them.
export { countTemplates, insertTemplates } from './catalogue.repository';
export type { NewTemplate, TemplateMediaKeys, TemplateRow } from './catalogue.schema';
export { CatalogueService } from './catalogue.service';
export { ResponseCache } from './response-cache';
