import {
  CatalogueMessage,
  ErrorCode,
  type CatalogueListResponse,
  type SortOption,
  type TemplateDetail,
  type TemplateKind,
  type TemplateNotFound,
  type TemplateSummary,
} from '@frameshop/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import {
  findTemplateForBuyers,
  listSections,
  listSuggestions,
  listTemplates,
} from './catalogue.repository';
import type { TemplateMediaKeys } from './catalogue.schema';
import { decodeCursor, encodeCursor } from './list-cursor';
import { regionalPrice, toTemplateDetail, toTemplateSummary, type MediaUrls } from './template-dto';

export interface ListRequest {
  q?: string;
  section?: string;
  sort: SortOption;
  limit: number;
  cursor?: string;
}

const notFoundMessage: Record<TemplateKind, string> = {
  video: CatalogueMessage.templateNotFound,
  image: CatalogueMessage.imageTemplateNotFound,
  'direct-sell': CatalogueMessage.directSellNotFound,
};

/** Section names change only when the catalogue does; a minute of staleness is harmless. */
const SECTIONS_TTL_MS = 60_000;

/** The browsable catalogue: lists with search, filter, sort and keyset paging; details; suggestions. */
export class CatalogueService {
  private readonly sectionsCache = new Map<
    TemplateKind,
    { at: number; sections: Promise<string[]> }
  >();

  constructor(private readonly deps: { db: Db; urls: MediaUrls; now?: () => number }) {}

  async list(
    kind: TemplateKind,
    request: ListRequest,
    isIndianUser: boolean,
  ): Promise<CatalogueListResponse> {
    const after = request.cursor ? decodeCursor(request.cursor) : undefined;
    const [rows, sections] = await Promise.all([
      listTemplates(this.deps.db, {
        kind,
        q: request.q || undefined,
        section: request.section || undefined,
        sort: request.sort,
        indianPrices: isIndianUser,
        limit: request.limit,
        after,
      }),
      this.sections(kind),
    ]);
    const page = rows.slice(0, request.limit);
    const last = page.at(-1);
    const hasMore = rows.length > request.limit && last !== undefined;
    return {
      items: page.map((row) => toTemplateSummary(row, isIndianUser, this.deps.urls)),
      nextCursor: hasMore
        ? encodeCursor({
            value:
              request.sort === 'popularity'
                ? last.purchaseCount
                : regionalPrice(last, isIndianUser),
            id: last.id,
          })
        : null,
      sections,
    };
  }

  async detail(
    kind: TemplateKind,
    templateId: string,
    isIndianUser: boolean,
  ): Promise<TemplateDetail> {
    const row = await findTemplateForBuyers(this.deps.db, templateId);
    // A retired template's page stays, saying it is no longer sold.
    if (!row) throw AppError.notFound(notFoundMessage[kind]);
    // Asked as another kind's page: its own kind, which the page sends the visitor on to.
    if (row.kind !== kind) {
      throw new AppError(ErrorCode.NotFound, 404, notFoundMessage[kind], {
        templateKind: row.kind,
      } satisfies Partial<TemplateNotFound>);
    }
    return toTemplateDetail(row, isIndianUser, this.deps.urls);
  }

  /** A template's media files (storage keys) by id, whatever its kind; undefined for none. */
  async mediaOf(templateId: number): Promise<TemplateMediaKeys | undefined> {
    return (await findTemplateForBuyers(this.deps.db, templateId))?.media;
  }

  async suggestions(
    templateId: string,
    page: { offset: number; limit: number },
    isIndianUser: boolean,
  ): Promise<{ items: TemplateSummary[]; nextOffset: number | null }> {
    const row = await findTemplateForBuyers(this.deps.db, templateId);
    if (!row) throw AppError.notFound(CatalogueMessage.templateNotFound);
    const rows = await listSuggestions(this.deps.db, row, page);
    return {
      items: rows
        .slice(0, page.limit)
        .map((item) => toTemplateSummary(item, isIndianUser, this.deps.urls)),
      nextOffset: rows.length > page.limit ? page.offset + page.limit : null,
    };
  }

  /** Section names are read again on the next list (the catalogue changed). */
  forgetSections(): void {
    this.sectionsCache.clear();
  }

  private sections(kind: TemplateKind): Promise<string[]> {
    const now = (this.deps.now ?? Date.now)();
    const cached = this.sectionsCache.get(kind);
    if (cached && now - cached.at < SECTIONS_TTL_MS) return cached.sections;
    const sections = listSections(this.deps.db, kind);
    this.sectionsCache.set(kind, { at: now, sections });
    // A failed lookup must not be served from the cache for a minute.
    sections.catch(() => this.sectionsCache.delete(kind));
    return sections;
  }
}
