export { SearchPlanner, type SearchWords } from './search-planner';
export { SYNONYMS_VERSION_SQL } from './synonyms-version';
export { searchLogFor, type SearchLog } from './search-log';
export type { Alternative, SearchPlan, PlannedWord } from './search-plan';
export { hasLooseMatches, hasStrictMatches, isLooseMatch } from './word-query';
export { normaliseQuery } from './query-words';
export { searchRecords } from './search-records';
