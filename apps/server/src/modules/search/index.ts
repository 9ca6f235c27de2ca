export { SearchPlanner } from './search-planner';
export { searchLogFor, type SearchLog } from './search-log';
export type { SearchPlan, PlannedWord } from './search-plan';
export {
  hasLooseMatches,
  hasStrictAlternatives,
  hasStrictMatches,
  wordQuery,
  type FieldWeights,
} from './word-query';
export { normaliseQuery } from './query-words';
export { searchRecords } from './search-records';
