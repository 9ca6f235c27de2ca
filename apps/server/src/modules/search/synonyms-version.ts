/**
 * The owner's synonyms' version as a SQL expression another module puts into its own statement:
 * the search index reads it with what changed in the catalogue, in one round trip, so a search is
 * planned against synonyms as current as the templates it finds (ADR 50), and
 * `search_words_version` stays queried by its module alone (ADR 39).
 */
export const SYNONYMS_VERSION_SQL = '(select version from search_words_version)';
