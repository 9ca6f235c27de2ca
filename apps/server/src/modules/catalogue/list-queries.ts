import {
  LENGTH_RANGES,
  lengthRangeSchema,
  orientationSchema,
  PRICE_RANGES,
  priceRangeSchema,
  type LengthRange,
  type NumberRange,
  type Orientation,
  type PriceRange,
  type SortOption,
  type TemplateKind,
} from '@frameshop/contract';
import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { textArray } from '../../db/sql-values';
import type { SearchPlan } from '../search';
import { findTemplatesByIds, onSale } from './catalogue.repository';
import { templates, type TemplateRow } from './catalogue.schema';
import {
  bestMatch,
  bestScoreOf,
  everyWordInName,
  everyWordQuery,
  relevanceOf,
  searchSources,
  tableSearchColumns,
  type SearchColumns,
} from './search-sql';

/**
 * The lists' queries: a kind's templates narrowed by a search (ADR 35), a section and the filters
 * beside the chips, a page at a time, with their filters' counts and the suggestions under the
 * search box.
 */

/** What a list shows: a kind, narrowed by a search, a section and the filters beside it. */
export interface ListScope {
  kind: TemplateKind;
  plan?: SearchPlan;
  section?: string;
  orientation?: Orientation;
  price?: PriceRange;
  length?: LengthRange;
  /** Prices (and price ranges) by the India price when set, rather than the global one. */
  indianPrices: boolean;
}

export interface ListFilter extends ListScope {
  /** 'relevance' only with a search. */
  sort: SortOption;
  limit: number;
  /** Keyset position: the sort values and id of the last row of the previous page. */
  after?: number[];
  /**
   * How many rows the search finds, when known: from so many on, a page ranked by relevance is
   * first looked for among the best matches, most popular first (`listBestMatches`).
   */
  found?: number;
}

/** From how many found rows a page is first looked for among the best matches. */
const MANY_FOUND = 1000;
/** The most popular templates a walk for the best matches reads before giving up. */
const BEST_MATCH_WALK = 2000;
/**
 * The most popular templates of a kind the suggestions look through before the name index: a
 * handful of names is wanted, and a beginning typed that many names hold finds them among these.
 */
const SUGGESTION_WALK = 500;

/** The price a region pays, spelt exactly as the index on it so PostgreSQL can use that index. */
export const regionalPriceOf = (indianPrices: boolean) =>
  indianPrices
    ? sql<number>`coalesce(${templates.priceInd}, ${templates.price})`
    : sql<number>`${templates.price}`;

const inRange = (value: SQL, range: NumberRange) =>
  range.below === null
    ? sql`${value} >= ${range.from}`
    : sql`(${value} >= ${range.from} and ${value} < ${range.below})`;

/** The generated orientation (migration 0027) is kept out of the Drizzle table, as the search's. */
const orientationColumn = sql`"templates"."orientation"`;

/**
 * The scope's conditions but its search (which `foundRows` adds by source): kind, on sale, section
 * and the filters chosen beside the chips.
 */
function scopeConditions(scope: ListScope): SQL[] {
  const conditions = [eq(templates.kind, scope.kind), onSale];
  if (scope.section) conditions.push(sql`${templates.sections} @> array[${scope.section}]::text[]`);
  if (scope.orientation) conditions.push(sql`${orientationColumn} = ${scope.orientation}`);
  if (scope.price) {
    conditions.push(inRange(regionalPriceOf(scope.indianPrices), PRICE_RANGES[scope.price]));
  }
  if (scope.length) {
    conditions.push(inRange(sql`${templates.durationSeconds}`, LENGTH_RANGES[scope.length]));
  }
  return conditions;
}

/**
 * What a search finds in the scope, as rows of `columns`: the search's sources (`SearchSources`),
 * each read through its own index and none twice. Undefined when the search can find nothing.
 */
export function foundRows(scope: ListScope & { plan: SearchPlan }, columns: SQL): SQL | undefined {
  const { main, substring, allButOne } = searchSources(scope.plan);
  const where = and(...scopeConditions(scope))!;
  const arms: SQL[] = [];
  const not = (condition: SQL | undefined) => (condition ? sql` and not (${condition})` : sql``);
  if (main) arms.push(sql`select ${columns} from ${templates} where ${where} and ${main}`);
  if (substring) {
    arms.push(sql`select ${columns} from ${templates} where ${where} and ${substring}${not(main)}`);
  }
  if (allButOne) {
    // Only when no row holds every word (ADR 35): all but one of two words is either, which
    // would rank thousands of rows under a few good ones.
    const none = main
      ? sql`not exists (select 1 from ${templates} where ${where} and ${main})`
      : sql`true`;
    arms.push(
      sql`select ${columns} from ${templates}
        where ${where} and ${allButOne}${not(main)}${not(substring)} and ${none}`,
    );
  }
  return arms.length > 0 ? sql.join(arms, sql` union all `) : undefined;
}

/** A found row's columns that ranking and sorting read, named as `foundColumns` reads them. */
export const rankedColumns = sql`${templates.id} as id, ${templates.purchaseCount} as purchase_count,
  ${templates.price} as price, ${templates.priceInd} as price_ind,
  "templates"."search_document" as search_document, ${templates.searchText} as search_text`;

export const foundColumns: SearchColumns = {
  document: sql`found.search_document`,
  text: sql`found.search_text`,
};

/** The values a page is ordered by, first to last, id included, over `templates` or found rows. */
function sortValuesOf(
  filter: ListFilter,
  from: 'table' | 'found',
): { values: SQL<number>[]; descending: boolean } {
  const column = (table: SQL, found: string) =>
    from === 'table' ? table : sql.raw(`found.${found}`);
  const popularity = sql<number>`${column(sql`${templates.purchaseCount}`, 'purchase_count')}`;
  const id = sql<number>`${column(sql`${templates.id}`, 'id')}`;
  if (filter.sort === 'relevance' && filter.plan) {
    const columns = from === 'table' ? tableSearchColumns : foundColumns;
    return { values: [relevanceOf(filter.plan, columns), popularity, id], descending: true };
  }
  const price = filter.indianPrices
    ? sql<number>`coalesce(${column(sql`${templates.priceInd}`, 'price_ind')}, ${column(sql`${templates.price}`, 'price')})`
    : sql<number>`${column(sql`${templates.price}`, 'price')}`;
  const byPrice = filter.sort === 'price-low-high' || filter.sort === 'price-high-low';
  return {
    values: [byPrice ? price : popularity, id],
    descending: filter.sort !== 'price-low-high',
  };
}

/** How many values a page's cursor holds for this order. */
export const cursorLengthOf = (filter: Pick<ListFilter, 'sort' | 'plan'>) =>
  filter.sort === 'relevance' && filter.plan ? 3 : 2;

function keysetAfter(values: SQL[], after: number[], descending: boolean): SQL {
  const position = sql`(${sql.join(values, sql`, `)})`;
  const last = sql`(${sql.join(
    after.map((value) => sql`${value}`),
    sql`, `,
  )})`;
  return descending ? sql`${position} < ${last}` : sql`${position} > ${last}`;
}

/** A page of a list: its rows (one more than the page, if there is a next one) and positions. */
export interface ListedPage {
  rows: { row: TemplateRow; position: number[] }[];
}

/**
 * One page of a list, ordered by its sort values and id and continued by keyset rather than
 * OFFSET, so the thousandth page costs what the first does. Asks for one row more than the page
 * to know if there is a next one. Each row comes with its sort values, for the next cursor.
 */
export async function listTemplates(tx: Tx, filter: ListFilter): Promise<ListedPage> {
  if (filter.plan) return listFound(tx, { ...filter, plan: filter.plan });
  const { values, descending } = sortValuesOf(filter, 'table');
  const conditions = scopeConditions(filter);
  if (filter.after) conditions.push(keysetAfter(values, filter.after, descending));
  const rows = await tx
    .select({ ...getTableColumns(templates), sortValue: sql<number>`${values[0]}` })
    .from(templates)
    .where(and(...conditions))
    .orderBy(...values.map((value) => (descending ? desc(value) : asc(value))))
    .limit(filter.limit + 1);
  return {
    rows: rows.map(({ sortValue, ...row }) => ({ row, position: [Number(sortValue), row.id] })),
  };
}

/** How many rows a search finds in its scope: a search's first page says so. */
export async function countFound(tx: Tx, scope: ListScope & { plan: SearchPlan }): Promise<number> {
  const found = foundRows(scope, sql`${templates.id}`);
  if (!found) return 0;
  const { rows } = await tx.execute<{ count: number }>(
    sql`select count(*)::int as count from (${found}) as found`,
  );
  return Number(rows[0]?.count ?? 0);
}

interface RankedRow {
  id: number | string;
  purchase_count: number;
  sort_value: number | string;
}

/** The ranked rows read whole, in their order, each with its position for the next cursor. */
async function pageOf(tx: Tx, ranked: RankedRow[], withPopularity: boolean): Promise<ListedPage> {
  const rows = await findTemplatesByIds(
    tx,
    ranked.map((row) => Number(row.id)),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rows: ranked.flatMap((found) => {
      const row = byId.get(Number(found.id));
      if (!row) return [];
      const position = [
        Number(found.sort_value),
        ...(withPopularity ? [found.purchase_count] : []),
        row.id,
      ];
      return [{ row, position }];
    }),
  };
}

/**
 * A search's page: its found rows ranked (the narrow columns only), then the page's rows read
 * whole by id. Ranked by relevance over many found rows, the page is first looked for among the
 * best matches.
 */
async function listFound(tx: Tx, filter: ListFilter & { plan: SearchPlan }): Promise<ListedPage> {
  if (filter.sort === 'relevance' && (filter.found ?? 0) >= MANY_FOUND) {
    const best = await listBestMatches(tx, filter);
    if (best) return pageOf(tx, best, true);
  }
  const found = foundRows(filter, rankedColumns);
  if (!found) return { rows: [] };
  const { values, descending } = sortValuesOf(filter, 'found');
  const [first, ...rest] = values;
  const order = [sql`sort_value`, ...rest];
  const { rows: ranked } = await tx.execute<RankedRow & Record<string, unknown>>(sql`
    select id, purchase_count, sort_value
    from (select found.*, ${first} as sort_value from (${found}) as found) as found
    ${filter.after ? sql`where ${keysetAfter(order, filter.after, descending)}` : sql``}
    order by ${sql.join(
      order.map((value) => (descending ? sql`${value} desc` : sql`${value} asc`)),
      sql`, `,
    )}
    limit ${filter.limit + 1}`);
  return pageOf(tx, ranked, order.length === 3);
}

/**
 * A page of the best matches (issue 68): no row ranks above a row with the best score a search
 * can give, and among them popularity then id decide, which is the popularity index's order. So a
 * walk down that index, checking each row, finds the page after reading a few hundred rows when
 * the search finds thousands, where ranking would score every one. The walk reads at most
 * BEST_MATCH_WALK rows; undefined when it did not find a whole page (and one more) of them, or
 * when the page starts below the best score: the page is ranked the usual way then.
 */
export async function listBestMatches(
  tx: Tx,
  filter: ListFilter & { plan: SearchPlan },
): Promise<RankedRow[] | undefined> {
  const best = bestScoreOf(filter.plan);
  const condition = bestMatch(filter.plan, foundColumns);
  if (!condition || (filter.after && filter.after[0] !== best)) return undefined;
  const conditions = scopeConditions(filter);
  if (filter.after) {
    conditions.push(
      sql`(${templates.purchaseCount}, ${templates.id}) < (${filter.after[1]}, ${filter.after[2]})`,
    );
  }
  const { rows } = await tx.execute<RankedRow & Record<string, unknown>>(sql`
    select found.id, found.purchase_count, ${best}::int as sort_value from (
      select ${rankedColumns} from ${templates} where ${and(...conditions)}
      order by ${templates.purchaseCount} desc, ${templates.id} desc
      limit ${BEST_MATCH_WALK}
    ) as found
    where ${condition}
    limit ${filter.limit + 1}`);
  return rows.length > filter.limit ? rows : undefined;
}

/** Whether the list holds anything at all. */
export async function anyListed(tx: Tx, scope: ListScope): Promise<boolean> {
  const found = scope.plan
    ? foundRows({ ...scope, plan: scope.plan }, sql`${templates.id}`)
    : sql`select ${templates.id} from ${templates} where ${and(...scopeConditions(scope))}`;
  if (!found) return false;
  const { rows } = await tx.execute(sql`select 1 from (${found}) as found limit 1`);
  return rows.length > 0;
}

export interface FilterCounts {
  total: number;
  orientation: { value: Orientation; count: number }[];
  price: { value: PriceRange; count: number }[];
  length: { value: LengthRange; count: number }[];
}

/** The ranges' bounds as a SQL `case`: the id of the range a value lies in, null for none. */
function rangeOf(value: SQL, ranges: Readonly<Record<string, NumberRange>>): SQL {
  return sql`case ${sql.join(
    Object.entries(ranges).map(([id, range]) => sql`when ${inRange(value, range)} then ${id}`),
    sql` `,
  )} end`;
}

/**
 * What each filter's choices would hold: the scope without its filters, grouped by orientation,
 * price range and length range in one pass, then each filter counted with the others as chosen and
 * without its own choice. Image templates have no length.
 */
export async function countFilterChoices(tx: Tx, scope: ListScope): Promise<FilterCounts> {
  const unfiltered: ListScope = {
    ...scope,
    orientation: undefined,
    price: undefined,
    length: undefined,
  };
  const columns = sql`${orientationColumn} as orientation,
    ${rangeOf(regionalPriceOf(scope.indianPrices), PRICE_RANGES)} as price,
    ${rangeOf(sql`${templates.durationSeconds}`, LENGTH_RANGES)} as length`;
  const found = unfiltered.plan
    ? foundRows({ ...unfiltered, plan: unfiltered.plan }, columns)
    : sql`select ${columns} from ${templates} where ${and(...scopeConditions(unfiltered))}`;
  const groups = found
    ? (
        await tx.execute<{
          orientation: Orientation;
          price: PriceRange | null;
          length: LengthRange | null;
          count: number;
        }>(sql`
          select orientation, price, length, count(*)::int as count
          from (${found}) as found group by 1, 2, 3`)
      ).rows
    : [];
  const matches = (group: (typeof groups)[number], except: keyof FilterCounts) =>
    (except === 'orientation' || !scope.orientation || group.orientation === scope.orientation) &&
    (except === 'price' || !scope.price || group.price === scope.price) &&
    (except === 'length' || !scope.length || group.length === scope.length);
  const countOf = <T extends string>(filter: 'orientation' | 'price' | 'length', value: T) =>
    groups
      .filter((group) => group[filter] === value && matches(group, filter))
      .reduce((sum, group) => sum + group.count, 0);
  return {
    total: groups.filter((group) => matches(group, 'total')).reduce((sum, g) => sum + g.count, 0),
    orientation: orientationSchema.options.map((value) => ({
      value,
      count: countOf('orientation', value),
    })),
    price: priceRangeSchema.options.map((value) => ({ value, count: countOf('price', value) })),
    length:
      scope.kind === 'image'
        ? []
        : lengthRangeSchema.options.map((value) => ({ value, count: countOf('length', value) })),
  };
}

/** What a suggestion under a search box shows of a template: its name and poster, and its kind. */
const suggestedColumns = {
  id: templates.id,
  kind: templates.kind,
  name: templates.name,
  media: templates.media,
};

/**
 * Templates for the suggestions under the search box: names holding every word (the last as a
 * beginning), the most popular first. A beginning many names hold ("bi") is found by walking down
 * the popularity index, which yields the most popular holders first and stops at the last one
 * wanted, where the names' index would hand over every holder to be sorted (thousands at 100,000
 * templates). The walk reads at most SUGGESTION_WALK templates; a rarer word, which the walk did
 * not find enough of, is looked up in the names' index, which holds few of it.
 */
export async function listSuggestedTemplates(
  tx: Tx,
  kind: TemplateKind,
  plan: SearchPlan,
  limit: number,
): Promise<Pick<TemplateRow, 'id' | 'kind' | 'name' | 'media'>[]> {
  const inName = everyWordInName(plan);
  if (!inName) return [];
  // The walk's rows keep the table's name, so the search's condition reads them as it reads it.
  const { rows: walked } = await tx.execute<Pick<TemplateRow, 'id' | 'kind' | 'name' | 'media'>>(
    sql`select "templates".id, "templates".kind, "templates".name, "templates".media from (
      select id, kind, name, media, name_document from ${templates}
      where ${and(eq(templates.kind, kind), onSale)}
      order by ${templates.purchaseCount} desc, ${templates.id} desc
      limit ${SUGGESTION_WALK}
    ) as "templates"
    where ${inName}
    limit ${limit}`,
  );
  if (walked.length >= limit) return walked;
  return (
    tx
      .select(suggestedColumns)
      .from(templates)
      .where(and(eq(templates.kind, kind), onSale, inName))
      // Ordered by an expression, so PostgreSQL finds the names through the name's index and sorts
      // those few: walking the popularity index instead, a word no name of the kind holds would
      // read every template of the kind.
      .orderBy(desc(sql`${templates.purchaseCount} + 0`), desc(templates.id))
      .limit(limit)
  );
}

/** Which of `sections` hold every word of the search, by stem or as its beginning. */
export async function matchingSections(
  tx: Tx,
  sections: readonly string[],
  plan: SearchPlan,
  limit: number,
): Promise<string[]> {
  const everyWord = everyWordQuery(plan);
  if (!everyWord || sections.length === 0) return [];
  const { rows } = await tx.execute<{ section: string }>(sql`
    select section from unnest(${textArray(sections)}) as section
    where to_tsvector('english', section) @@ ${everyWord}
    order by section limit ${limit}`);
  return rows.map((row) => row.section);
}
