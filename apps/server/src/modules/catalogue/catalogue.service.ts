import {
  CatalogueMessage,
  ErrorCode,
  SUGGEST_FROM_LENGTH,
  SUGGESTED_SECTIONS,
  STORE_SEARCH_TEMPLATES_PER_KIND,
  SUGGESTED_TEMPLATES,
  SUGGESTED_TEMPLATES_PER_KIND,
  templateKindSchema,
  type CatalogueListResponse,
  type LengthRange,
  type Orientation,
  type PriceRange,
  type SearchFiltersResponse,
  type SearchSuggestionsResponse,
  type SortOption,
  type StoreSearchResponse,
  type TemplateDetail,
  type TemplateFieldsResponse,
  type TemplateKind,
  type TemplateNotFound,
  type TemplateSummary,
} from '@frameshop/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { normaliseQuery, type SearchPlan, type SearchPlanner } from '../search';
import { findTemplateForBuyers, listSections, listSuggestions } from './catalogue.repository';
import {
  anyFoundInEveryKind,
  countFoundByKind,
  firstFoundOfEveryKind,
  listSuggestedTemplatesOfEveryKind,
} from './every-kind-queries';
import { FoundCounts } from './found-counts';
import {
  anyListed,
  countFilterChoices,
  countFound,
  cursorLengthOf,
  listSuggestedTemplates,
  listTemplates,
  matchingSections,
  type ListScope,
} from './list-queries';
import type { TemplateMediaKeys } from './catalogue.schema';
import { fillableFieldsOf } from './fillable-fields';
import { decodeCursor, encodeCursor } from './list-cursor';
import { toTemplateDetail, toTemplateSummary, type MediaUrls } from './template-dto';

/** What narrows a list: a search, a section and the filters beside the chips. */
export interface ScopeRequest {
  q?: string;
  section?: string;
  orientation?: Orientation;
  price?: PriceRange;
  length?: LengthRange;
}

export interface ListRequest extends ScopeRequest {
  /** Relevance for a search, popularity otherwise, when not chosen. */
  sort?: SortOption;
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

  /** Counts kept until the catalogue changes (`catalogueChanged`). */
  private readonly counts = new FoundCounts();

  constructor(
    private readonly deps: { db: Db; urls: MediaUrls; planner: SearchPlanner; now?: () => number },
  ) {}

  /**
   * A page of a list. A search finds by words, stems, typos and synonyms as well as the spec's
   * substring match, and is ordered by relevance unless a sort is chosen (ADR 35); its first page
   * says how many it found and, when a word found nothing, a better spelling that finds something.
   */
  async list(
    kind: TemplateKind,
    request: ListRequest,
    isIndianUser: boolean,
  ): Promise<CatalogueListResponse> {
    const scope = await this.scopeOf(kind, request, isIndianUser);
    const plan = scope.plan;
    const sort = plan
      ? (request.sort ?? 'relevance')
      : request.sort === 'relevance'
        ? 'popularity'
        : (request.sort ?? 'popularity');
    const filter = { ...scope, sort, limit: request.limit };
    const after = request.cursor ? decodeCursor(request.cursor, cursorLengthOf(filter)) : undefined;
    const firstSearchPage = plan !== undefined && after === undefined;
    // A search's count comes first: how many it finds tells how to rank its page.
    const found = plan
      ? await this.counts.of('found', scope, () => countFound(this.deps.db, { ...scope, plan }))
      : undefined;
    const [listed, sections, didYouMean, elsewhere] = await Promise.all([
      listTemplates(this.deps.db, { ...filter, after, found }),
      this.sections(kind),
      firstSearchPage
        ? this.correctionThatFinds(plan, (corrected) =>
            anyListed(this.deps.db, { ...scope, plan: corrected }),
          )
        : null,
      firstSearchPage ? this.foundElsewhere(kind, plan) : [],
    ]);
    const page = listed.rows.slice(0, request.limit);
    const last = page.at(-1);
    const hasMore = listed.rows.length > request.limit && last !== undefined;
    return {
      items: page.map(({ row }) => toTemplateSummary(row, isIndianUser, this.deps.urls)),
      nextCursor: hasMore ? encodeCursor(last.position) : null,
      sections,
      total: firstSearchPage ? (found ?? null) : null,
      didYouMean,
      elsewhere,
    };
  }

  /**
   * The whole store's search: a section per kind with its count and first templates, ranked as
   * its list ranks them, and a better spelling that finds something when some word found nothing.
   */
  async searchEverything(q: string, isIndianUser: boolean): Promise<StoreSearchResponse> {
    const { db, planner, urls } = this.deps;
    const plan = await planner.plan(q);
    const [found, didYouMean] = await Promise.all([
      firstFoundOfEveryKind(db, plan, STORE_SEARCH_TEMPLATES_PER_KIND),
      this.correctionThatFinds(plan, (corrected) => anyFoundInEveryKind(db, corrected)),
    ]);
    return {
      query: plan.text,
      sections: templateKindSchema.options.map((kind) => {
        const ofKind = found.get(kind);
        return {
          kind,
          count: ofKind?.count ?? 0,
          templates: (ofKind?.rows ?? []).map((row) => toTemplateSummary(row, isIndianUser, urls)),
        };
      }),
      didYouMean,
    };
  }

  /** What each filter beside the chips would hold, for the search and choices as they are. */
  async filterCounts(
    kind: TemplateKind,
    request: ScopeRequest,
    isIndianUser: boolean,
  ): Promise<SearchFiltersResponse> {
    const scope = await this.scopeOf(kind, request, isIndianUser);
    return this.counts.of('filters', scope, () => countFilterChoices(this.deps.db, scope));
  }

  /**
   * Suggestions under the search box as it is typed: template names holding every word (the last
   * as a beginning), names that hold them all first, and the kind's sections that do. Without a
   * kind (the header's box), a few names of each kind and no section.
   */
  async searchSuggestions(
    kind: TemplateKind | undefined,
    q: string,
  ): Promise<SearchSuggestionsResponse> {
    if (normaliseQuery(q).length < SUGGEST_FROM_LENGTH) return { templates: [], sections: [] };
    const plan = await this.deps.planner.plan(q, { completeLastWord: true });
    const [rows, sections] = await Promise.all([
      kind
        ? listSuggestedTemplates(this.deps.db, kind, plan, SUGGESTED_TEMPLATES)
        : listSuggestedTemplatesOfEveryKind(this.deps.db, plan, SUGGESTED_TEMPLATES_PER_KIND),
      kind
        ? this.sections(kind).then((names) =>
            matchingSections(this.deps.db, names, plan, SUGGESTED_SECTIONS),
          )
        : [],
    ]);
    return {
      templates: rows.map((row) => ({
        templateId: String(row.id),
        kind: row.kind,
        templateName: row.name,
        posterUrl: row.media.poster ? this.deps.urls.publicUrl(row.media.poster) : '',
      })),
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

  /** The layers of a template's starting scene a request can fill (`fillable-fields.ts`). */
  fields(templateId: string): Promise<TemplateFieldsResponse> {
    return fillableFieldsOf(this.deps.db, templateId);
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

  private async scopeOf(
    kind: TemplateKind,
    request: ScopeRequest,
    isIndianUser: boolean,
  ): Promise<ListScope> {
    return {
      kind,
      plan: request.q ? await this.deps.planner.plan(request.q) : undefined,
      section: request.section || undefined,
      orientation: request.orientation,
      price: request.price,
      length: kind === 'image' ? undefined : request.length,
      indianPrices: isIndianUser,
    };
  }

  /** The likeliest of the plan's better spellings that `finds` something. */
  private async correctionThatFinds(
    plan: SearchPlan,
    finds: (corrected: SearchPlan) => Promise<boolean>,
  ): Promise<string | null> {
    for (const correction of plan.corrections) {
      if (await finds(await this.deps.planner.plan(correction))) return correction;
    }
    return null;
  }

  /** How many templates of each other kind the search finds, those finding none left out. */
  private async foundElsewhere(
    kind: TemplateKind,
    plan: SearchPlan,
  ): Promise<CatalogueListResponse['elsewhere']> {
    const others = templateKindSchema.options.filter((other) => other !== kind);
    const counts = await this.counts.of('elsewhere', { kind, plan, indianPrices: false }, () =>
      countFoundByKind(this.deps.db, plan, others),
    );
    return others
      .filter((other) => (counts.get(other) ?? 0) > 0)
      .map((other) => ({ kind: other, count: counts.get(other)! }));
  }

  /** Section names are read again on the next list, and counts on the next search. */
  catalogueChanged(): void {
    this.sectionsCache.clear();
    this.counts.clear();
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
