import type { Tx } from '../../db/database';
import {
  listSynonyms,
  replaceSynonyms,
  searchTotals,
  topQueries,
  type QueryFigures,
  type SynonymRow,
} from './search.repository';

type Range = { from: string | null; to: string };

/**
 * The synonyms the owner keeps and the search log's figures, for the dashboard's search tab.
 * Stateless: the tables and their queries stay the search module's own (ADR 39).
 */
class SearchRecords {
  listSynonyms(tx: Tx): Promise<SynonymRow[]> {
    return listSynonyms(tx);
  }

  /** Every synonym replaced, and the search words' version moved so each process reloads them. */
  replaceSynonyms(tx: Tx, rows: readonly SynonymRow[]): Promise<void> {
    return replaceSynonyms(tx, rows);
  }

  searchTotals(
    tx: Tx,
    range: Range,
  ): Promise<{ searches: number; foundNothing: number; personalLeftOut: number }> {
    return searchTotals(tx, range);
  }

  topQueries(
    tx: Tx,
    range: Range,
    options: { foundNothing: boolean; limit: number },
  ): Promise<QueryFigures[]> {
    return topQueries(tx, range, options);
  }
}

export const searchRecords = new SearchRecords();
