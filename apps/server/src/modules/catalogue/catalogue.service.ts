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
import type { AnswerMaking } from '../../http/response-cache';
import { normaliseQuery, type SearchPlan, type SearchPlanner, type SearchWords } from '../search';
import {
  findTemplateForBuyers,
  listSections,
  sectionDocuments,
  listSuggestions,
  type SectionDocument,
} from './catalogue.repository';
import {
  cursorLengthOf,
  filterCountsOf,
  listTemplates,
  type ListedPage,
  type ListScope,
} from './list-queries';
import type { TemplateMediaKeys } from './catalogue.schema';
import { filterGroupsOf, templatesInScope } from './search-index/found-scope';
import {
  contributionToFilterCounts,
  contributionToPlan,
  foundTemplatesOf,
  isFoundKept,
  partsOfAnswer,
  planKeyOf,
  type FoundTemplates,
  type RankedTemplate,
} from './search-index/found-templates';
import { OneATurn } from './search-index/one-a-turn';
import { namesHoldingEveryWord } from './search-index/suggested-names';
import { LiveSearchIndex } from './search-index/live-search-index';
import {
  contributionToKind,
  type ContributionOf,
  type SearchIndex,
} from './search-index/search-index';
import { holdingThroughSaves } from './search-index/answer-holds';
import { positionsOf, wordRankIn } from './search-index/word-matches';
import { parseTsvector } from './search-index/tsvector';
import { fillableFieldsOf } from './fillable-fields';
import { KeptSummaryRows } from './kept-summary-rows';
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

/** A section's name, and the positions of its words, which a search is matched against. */
interface Section {
  name: string;
  positions: ReadonlyMap<string, number[]>;
}

const sectionOf = ({ section, document }: SectionDocument): Section => ({
  name: section,
  positions: positionsOf(parseTsvector(document)),
});

/** Whether the section's name holds every word of the search, by stem or as its beginning. */
const sectionMatches = (section: Section, plan: SearchPlan) =>
  plan.words.length > 0 && plan.words.every((word) => wordRankIn(section.positions, word) > 0);

/** The browsable catalogue: lists with search, filter, sort and keyset paging; details; suggestions. */
export class CatalogueService {
  private readonly sectionsCache = new Map<
    TemplateKind,
    { at: number; sections: Promise<Section[]> }
  >();
  /**
   * Each kind's sections as last made from the index's names (the index's array of them, which
   * stays the same until a section appears or leaves): made again only then.
   */
  private readonly sectionsOfNames = new Map<
    TemplateKind,
    { names: readonly string[]; sections: Promise<Section[]> }
  >();

  /** The templates on sale, in memory, that searches are answered from (ADR 50). */
  private readonly searchIndex: LiveSearchIndex;
  /** Searches whose answers are worked out from the postings, let on one a turn (ADR 58). */
  private readonly newAnswers = new OneATurn();
  /** What a search's page shows of its templates, read once until they change (ADR 64). */
  private readonly summaryRows: KeptSummaryRows;

  constructor(
    private readonly deps: {
      db: Db;
      urls: MediaUrls;
      planner: SearchPlanner;
      /** The process's index, shared by its services; one of their own otherwise. */
      searchIndex?: LiveSearchIndex;
      now?: () => number;
    },
  ) {
    this.searchIndex = deps.searchIndex ?? new LiveSearchIndex(deps.db);
    this.summaryRows = new KeptSummaryRows(deps.db);
  }

  /**
   * A page of a list. A search finds by words, stems, typos and synonyms as well as the spec's
   * substring match, and is ordered by relevance unless a sort is chosen (ADR 35); its first page
   * says how many it found and, when a word found nothing, a better spelling that finds something.
   */
  async list(
    kind: TemplateKind,
    request: ListRequest,
    isIndianUser: boolean,
    making?: AnswerMaking,
  ): Promise<CatalogueListResponse> {
    const searched = request.q ? await this.searchOf(request.q) : undefined;
    const mark = searched?.index.keptAnswers.mark();
    const scope = scopeOf(kind, request, isIndianUser, searched?.plan);
    const plan = scope.plan;
    const sort = plan
      ? (request.sort ?? 'relevance')
      : request.sort === 'relevance'
        ? 'popularity'
        : (request.sort ?? 'popularity');
    const filter = { ...scope, sort, limit: request.limit };
    const after = request.cursor ? decodeCursor(request.cursor, cursorLengthOf(filter)) : undefined;
    const firstSearchPage = plan !== undefined && after === undefined;
    const found = plan && searched ? foundTemplatesOf(searched.index, plan) : undefined;
    const [listed, sections, didYouMean] = await Promise.all([
      found && searched
        ? this.rowsOf(
            searched.index,
            found.ranked(scope, { sort, after, count: request.limit + 1 }),
          )
        : listTemplates(this.deps.db, { ...filter, after }),
      this.sections(kind, searched?.index),
      firstSearchPage && searched
        ? this.correctionThatFinds(
            searched,
            (corrected) => foundTemplatesOf(searched.index, corrected).count(scope) > 0,
          )
        : null,
    ]);
    const page = listed.rows.slice(0, request.limit);
    const last = page.at(-1);
    const hasMore = listed.rows.length > request.limit && last !== undefined;
    // A better spelling's count is not watched: an answer offering one is made again.
    if (searched && mark !== undefined && !(firstSearchPage && searched.plan.corrections.length)) {
      this.holdThrough(making, searched, mark, contributionToFilterCounts(searched.plan), {
        shown: listed.rows.map(({ row }) => row.id),
      });
    }
    return {
      items: page.map(({ row }) => toTemplateSummary(row, isIndianUser, this.deps.urls)),
      nextCursor: hasMore ? encodeCursor(last.position) : null,
      sections: sections.map((section) => section.name),
      total: found && firstSearchPage ? found.count(scope) : null,
      didYouMean,
      elsewhere: found && firstSearchPage ? foundElsewhere(found, kind) : [],
    };
  }

  /**
   * The whole store's search: a section per kind with its count and first templates, ranked as
   * its list ranks them, and a better spelling that finds something when some word found nothing.
   */
  async searchEverything(
    q: string,
    isIndianUser: boolean,
    making?: AnswerMaking,
  ): Promise<StoreSearchResponse> {
    const searched = await this.searchOf(q);
    const { index, plan } = searched;
    const mark = index.keptAnswers.mark();
    const found = foundTemplatesOf(index, plan);
    const firstOfKind = templateKindSchema.options.map((kind) => {
      const scope = { kind, indianPrices: false };
      return {
        kind,
        count: found.count(scope),
        first: found.ranked(scope, { sort: 'relevance', count: STORE_SEARCH_TEMPLATES_PER_KIND }),
      };
    });
    const [rows, didYouMean] = await Promise.all([
      this.rowsOf(
        index,
        firstOfKind.flatMap((ofKind) => ofKind.first),
      ),
      this.correctionThatFinds(searched, (corrected) =>
        foundInAnyKind(foundTemplatesOf(index, corrected)),
      ),
    ]);
    const byId = new Map(rows.rows.map(({ row }) => [row.id, row]));
    if (plan.corrections.length === 0) {
      this.holdThrough(making, searched, mark, contributionToPlan(plan), {
        shown: [...byId.keys()],
      });
    }
    return {
      query: plan.text,
      sections: firstOfKind.map(({ kind, count, first }) => ({
        kind,
        count,
        templates: first.flatMap(({ template }) => {
          const row = byId.get(template.id);
          return row ? [toTemplateSummary(row, isIndianUser, this.deps.urls)] : [];
        }),
      })),
      didYouMean,
    };
  }

  /** What each filter beside the chips would hold, for the search and choices as they are. */
  async filterCounts(
    kind: TemplateKind,
    request: ScopeRequest,
    isIndianUser: boolean,
    making?: AnswerMaking,
  ): Promise<SearchFiltersResponse> {
    const searched = request.q ? await this.searchOf(request.q) : undefined;
    const index = searched?.index ?? (await this.searchIndex.current()).index;
    const mark = index.keptAnswers.mark();
    const scope = scopeOf(kind, request, isIndianUser, searched?.plan);
    const contribution = scope.plan
      ? contributionToFilterCounts(scope.plan)
      : contributionToKind(kind);
    const unfiltered = { ...scope, orientation: undefined, price: undefined, length: undefined };
    // Counted once per version of the index for a scope and search, whatever the choices.
    const groups = index.keptAnswers.keep(
      JSON.stringify([
        'filters',
        kind,
        unfiltered.section,
        isIndianUser,
        scope.plan ? planKeyOf(scope.plan) : '',
      ]),
      () =>
        filterGroupsOf(
          scope.plan
            ? foundTemplatesOf(index, scope.plan).templatesIn(unfiltered)
            : templatesInScope(index, unfiltered),
          isIndianUser,
        ),
      (kept) => 256 + kept.length * 64,
      contribution,
    );
    this.holdThrough(making, searched ?? { index }, mark, contribution, { shown: [] });
    return filterCountsOf(groups, scope);
  }

  /**
   * Suggestions under the search box as it is typed: template names holding every word (the last
   * as a beginning), names that hold them all first, and the kind's sections that do. Without a
   * kind (the header's box), a few names of each kind and no section.
   */
  async searchSuggestions(
    kind: TemplateKind | undefined,
    q: string,
    making?: AnswerMaking,
  ): Promise<SearchSuggestionsResponse> {
    if (normaliseQuery(q).length < SUGGEST_FROM_LENGTH) return { templates: [], sections: [] };
    const searched = await this.searchOf(q, { completeLastWord: true });
    const sections = kind ? await this.sections(kind, searched.index) : [];
    const { plan, index } = searched;
    const mark = index.keptAnswers.mark();
    const suggested = kind
      ? namesHoldingEveryWord(index, plan, kind, SUGGESTED_TEMPLATES)
      : templateKindSchema.options.flatMap((each) =>
          namesHoldingEveryWord(index, plan, each, SUGGESTED_TEMPLATES_PER_KIND),
        );
    const rows = await this.summaryRows.of(
      index,
      suggested.map((template) => template.id),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    this.holdThrough(making, searched, mark, contributionToPlan(plan), {
      shown: suggested.map(({ id }) => id),
    });
    return {
      templates: suggested.flatMap(({ id }) => {
        const row = byId.get(id);
        if (!row) return [];
        return [
          {
            templateId: String(row.id),
            kind: row.kind,
            templateName: row.name,
            posterUrl: row.media.poster ? this.deps.urls.publicUrl(row.media.poster) : '',
          },
        ];
      }),
      sections: sections
        .filter((section) => sectionMatches(section, plan))
        .slice(0, SUGGESTED_SECTIONS)
        .map((section) => section.name),
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

  /** The index as it is now, and the search planned against its words, in its turn. */
  private async searchOf(q: string, options?: PlanOptions): Promise<Searched> {
    const searched = await this.planned(q, options);
    const { index, plan } = searched;
    // An answer to work out waits its turn, and works out each part it is made from in a turn of
    // its own (suggestions read names, worked out apart).
    if (!options?.completeLastWord && !isFoundKept(index, plan)) {
      for (const part of partsOfAnswer(index, plan)) {
        await this.newAnswers.next();
        part();
      }
      await this.newAnswers.next();
    }
    return searched;
  }

  /** The index as it is now, and the search planned against its words. */
  private async planned(q: string, options?: PlanOptions): Promise<Searched> {
    const { index, synonymsVersion } = await this.searchIndex.currentFor(q);
    const lexicon = await this.deps.planner.lexiconOf(index.vocabulary, index.vocabularyVersion);
    const words = { lexicon, synonymsVersion };
    const plan = await this.deps.planner.plan(q, words, options);
    return { index, words, plan, q, options };
  }

  /**
   * Tells `making` how the answer being made from `searched` (or from the index alone) holds
   * through templates' saves (ADR 64): read from the index as it is then, and planned again.
   */
  private holdThrough(
    making: AnswerMaking | undefined,
    searched: Searched | { index: SearchIndex },
    mark: number,
    contributionOf: ContributionOf,
    { shown }: { shown: readonly number[] },
  ): void {
    if (!making) return;
    const now =
      'plan' in searched
        ? () => this.planned(searched.q, searched.options)
        : async () => ({ index: (await this.searchIndex.current()).index, plan: undefined });
    making.holdsThrough(
      holdingThroughSaves({
        index: searched.index,
        plan: 'plan' in searched ? searched.plan : undefined,
        mark,
        contributionOf,
        shown,
        now,
      }),
    );
  }

  /** The likeliest of the plan's better spellings that `finds` something. */
  private async correctionThatFinds(
    { plan, words }: Searched,
    finds: (corrected: SearchPlan) => boolean,
  ): Promise<string | null> {
    for (const correction of plan.corrections) {
      if (finds(await this.deps.planner.plan(correction, words))) return correction;
    }
    return null;
  }

  /** The ranked templates' rows, in their order, each with its position. */
  private async rowsOf(index: SearchIndex, ranked: readonly RankedTemplate[]): Promise<ListedPage> {
    const rows = await this.summaryRows.of(
      index,
      ranked.map(({ template }) => template.id),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      rows: ranked.flatMap(({ template, position }) => {
        const row = byId.get(template.id);
        return row ? [{ row, position }] : [];
      }),
    };
  }

  /** Section names are read again on the next list. */
  catalogueChanged(): void {
    this.sectionsCache.clear();
  }

  /** The kind's sections, with `searched`'s index when the search was answered from the live one. */
  private sections(kind: TemplateKind, searched?: SearchIndex): Promise<Section[]> {
    const now = (this.deps.now ?? Date.now)();
    const cached = this.sectionsCache.get(kind);
    if (cached && now - cached.at < SECTIONS_TTL_MS) return cached.sections;
    const sections = this.sectionsNow(kind, searched);
    this.sectionsCache.set(kind, { at: now, sections });
    // A failed lookup must not be served from the cache for a minute.
    sections.catch(() => this.sectionsCache.delete(kind));
    return sections;
  }

  /**
   * The sections as the index holds them, their names' documents read only when one appears or
   * leaves: read from every template each time, an import's catalogue changes (one a template)
   * had PostgreSQL scan 100,000 of them again and again, on both cores (issue 80). From every
   * template while the index is not loaded.
   */
  private async sectionsNow(kind: TemplateKind, searched?: SearchIndex): Promise<Section[]> {
    const live = this.searchIndex.loaded;
    if (!live) return (await listSections(this.deps.db, kind)).map(sectionOf);
    const index = searched === live ? live : (await this.searchIndex.current()).index;
    const names = index.sectionsOf(kind);
    const made = this.sectionsOfNames.get(kind);
    if (made?.names === names) return made.sections;
    const sections = sectionDocuments(this.deps.db, names).then((rows) => rows.map(sectionOf));
    this.sectionsOfNames.set(kind, { names, sections });
    sections.catch(() => this.sectionsOfNames.delete(kind));
    return sections;
  }
}

type PlanOptions = { completeLastWord?: boolean };

/** A search planned against the words of the index it is answered from. */
interface Searched {
  index: SearchIndex;
  words: SearchWords;
  plan: SearchPlan;
  q: string;
  options: PlanOptions | undefined;
}

/** What a list shows: its kind, the search planned, its section and filters. */
function scopeOf(
  kind: TemplateKind,
  request: ScopeRequest,
  isIndianUser: boolean,
  plan: SearchPlan | undefined,
): ListScope {
  return {
    kind,
    plan,
    section: request.section || undefined,
    orientation: request.orientation,
    price: request.price,
    length: kind === 'image' ? undefined : request.length,
    indianPrices: isIndianUser,
  };
}

/** How many templates of each other kind the search finds, those finding none left out. */
function foundElsewhere(
  found: FoundTemplates,
  kind: TemplateKind,
): CatalogueListResponse['elsewhere'] {
  return templateKindSchema.options
    .filter((other) => other !== kind)
    .map((other) => ({ kind: other, count: found.count({ kind: other, indianPrices: false }) }))
    .filter((other) => other.count > 0);
}

/** Whether the search finds anything in any kind. */
const foundInAnyKind = (found: FoundTemplates) =>
  templateKindSchema.options.some((kind) => found.count({ kind, indianPrices: false }) > 0);
