export { SearchPlanner } from './search-planner';
export { searchLogFor, type SearchLog } from './search-log';
export type { SearchPlan, PlannedWord, MatchKind } from './search-plan';
export {
  hasLooseMatches,
  hasStrictMatches,
  wordQuery,
  type FieldWeights,
  type WordQuery,
} from './word-query';
export { normaliseQuery, queryWords } from './query-words';
export {
  listSynonyms,
  replaceSynonyms,
  searchTotals,
  topQueries,
  type SynonymRow,
} from './search.repository';
