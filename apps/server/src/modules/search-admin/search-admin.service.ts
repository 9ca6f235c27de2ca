import {
  SEARCH_QUERIES_SHOWN,
  type AdminSearchQueriesResponse,
  type SearchSynonyms,
} from '@frameshop/contract';
import type { Db } from '../../db/database';
import { AdminService, auditLog, type PeriodQuery } from '../admin';
import { bumpCatalogueVersion } from '../catalogue';
import { type SearchLog, searchRecords } from '../search';

/** Who changes the synonyms, for the audit log. */
export interface SearchEditor {
  adminUserId: string;
  address: string;
}

/** The owner's side of search (ADR 35): the synonyms, and what buyers searched for. */
export class SearchAdminService {
  private readonly admin: AdminService;

  constructor(
    private readonly deps: { db: Db; timeZone: string; log: SearchLog; now?: () => Date },
  ) {
    this.admin = new AdminService({ db: deps.db, timeZone: deps.timeZone, now: deps.now });
  }

  async synonyms(): Promise<SearchSynonyms> {
    return { synonyms: await searchRecords.listSynonyms(this.deps.db) };
  }

  /**
   * Replaces the synonyms, audited (before → after). Searches use them from the next one on in
   * every process; cached answers, made without them, are dropped.
   */
  async saveSynonyms(editor: SearchEditor, next: SearchSynonyms): Promise<SearchSynonyms> {
    return this.deps.db.transaction(async (tx) => {
      const before = await searchRecords.listSynonyms(tx);
      await searchRecords.replaceSynonyms(tx, next.synonyms);
      await bumpCatalogueVersion(tx);
      await auditLog.insertAuditEntry(tx, {
        adminUserId: editor.adminUserId,
        action: 'search.synonyms',
        details: { before, after: next.synonyms },
        address: editor.address,
      });
      return { synonyms: await searchRecords.listSynonyms(tx) };
    });
  }

  /**
   * The period's searches: the most searched queries, those that found nothing, and how many were
   * left out as personal data.
   */
  async queries(query: PeriodQuery): Promise<AdminSearchQueriesResponse> {
    const { db } = this.deps;
    // This process's counts are written first, so a search just made is in the figures.
    await this.deps.log.flush({ all: true });
    const range = await this.admin.daysOf(query);
    const [totals, top, unfound] = await Promise.all([
      searchRecords.searchTotals(db, range),
      searchRecords.topQueries(db, range, { foundNothing: false, limit: SEARCH_QUERIES_SHOWN }),
      searchRecords.topQueries(db, range, { foundNothing: true, limit: SEARCH_QUERIES_SHOWN }),
    ]);
    return {
      range,
      searches: totals.searches,
      foundNothing: totals.foundNothing,
      personalLeftOut: totals.personalLeftOut,
      topQueries: top,
      unfoundQueries: unfound,
    };
  }
}
