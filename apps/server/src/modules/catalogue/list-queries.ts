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
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import type { SearchPlan } from '../search';
import { onSale, summaryColumns } from './catalogue.repository';
import { templates } from './catalogue.schema';
import type { TemplateSummaryRow } from './template-dto';

/**
 * The lists' queries without a search: a kind's templates narrowed by a section and the filters
 * beside the chips, a page at a time, with their filters' counts. A search is answered by the
 * index in memory (`search-index/`, ADR 50).
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
}

/** The price a region pays, spelt exactly as the index on it so PostgreSQL can use that index. */
const regionalPriceOf = (indianPrices: boolean) =>
  indianPrices
    ? sql<number>`coalesce(${templates.priceInd}, ${templates.price})`
    : sql<number>`${templates.price}`;

const inRange = (value: SQL, range: NumberRange) =>
  range.below === null
    ? sql`${value} >= ${range.from}`
    : sql`(${value} >= ${range.from} and ${value} < ${range.below})`;

/** A template's orientation, as the database works it out (migration 0027's function). */
const orientationColumn = sql`template_orientation(${templates.videoLayout}, ${templates.width}, ${templates.height})`;

/** The scope's conditions: kind, on sale, section and the filters chosen beside the chips. */
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

/** The values a page is ordered by, first to last, id included. */
function sortValuesOf(filter: ListFilter): { values: SQL<number>[]; descending: boolean } {
  const byPrice = filter.sort === 'price-low-high' || filter.sort === 'price-high-low';
  return {
    values: [
      byPrice ? regionalPriceOf(filter.indianPrices) : sql<number>`${templates.purchaseCount}`,
      sql<number>`${templates.id}`,
    ],
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
  rows: { row: TemplateSummaryRow; position: number[] }[];
}

/**
 * One page of a list without a search, ordered by its sort values and id and continued by keyset
 * rather than OFFSET, so the thousandth page costs what the first does. Asks for one row more
 * than the page to know if there is a next one. Each row comes with its sort values, for the next
 * cursor.
 */
export async function listTemplates(tx: Tx, filter: ListFilter): Promise<ListedPage> {
  const { values, descending } = sortValuesOf(filter);
  const conditions = scopeConditions(filter);
  if (filter.after) conditions.push(keysetAfter(values, filter.after, descending));
  const rows = await tx
    .select({ ...summaryColumns, sortValue: sql<number>`${values[0]}` })
    .from(templates)
    .where(and(...conditions))
    .orderBy(...values.map((value) => (descending ? desc(value) : asc(value))))
    .limit(filter.limit + 1);
  return {
    rows: rows.map(({ sortValue, ...row }) => ({ row, position: [Number(sortValue), row.id] })),
  };
}

export interface FilterCounts {
  total: number;
  orientation: { value: Orientation; count: number }[];
  price: { value: PriceRange; count: number }[];
  length: { value: LengthRange; count: number }[];
}

/** Templates that share an orientation, a price range and a length range, and how many. */
export interface FilterGroup {
  orientation: Orientation;
  price: PriceRange | null;
  length: LengthRange | null;
  count: number;
}

/**
 * Each filter counted with the others as chosen and without its own choice, from the groups of
 * the scope without its filters. Image templates have no length.
 */
export function filterCountsOf(groups: readonly FilterGroup[], scope: ListScope): FilterCounts {
  const matches = (group: FilterGroup, except: keyof FilterCounts) =>
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
