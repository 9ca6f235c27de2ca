import { SUGGESTION_POINTS, type SortOption, type TemplateKind } from '@frameshop/contract';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { templates, type NewTemplate, type TemplateRow } from './catalogue.schema';

/** What a search matches: name, description and categories, lower-cased. */
export function searchTextOf(
  template: Pick<NewTemplate, 'name' | 'description' | 'categories'>,
): string {
  return [template.name, template.description ?? '', ...(template.categories ?? [])]
    .join(' ')
    .toLowerCase();
}

export async function insertTemplates(tx: Tx, rows: NewTemplate[]): Promise<TemplateRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(templates)
    .values(rows.map((row) => ({ ...row, searchText: searchTextOf(row) })))
    .returning();
}

export async function findTemplateById(tx: Tx, id: number): Promise<TemplateRow | undefined> {
  const [row] = await tx.select().from(templates).where(eq(templates.id, id));
  return row;
}

/**
 * A template as buyers may know it: undefined for an id that names none and for a draft alike. A
 * draft is the owner's alone until it is published (ADR 25), so every buyer route answers it as it
 * answers an id that does not exist; only the owner's own routes read drafts.
 */
export async function findTemplateForBuyers(
  tx: Tx,
  id: number | string,
): Promise<TemplateRow | undefined> {
  const templateId = Number(id);
  if (!Number.isSafeInteger(templateId)) return undefined;
  const [row] = await tx
    .select()
    .from(templates)
    .where(and(eq(templates.id, templateId), ne(templates.status, 'draft')));
  return row;
}

/** What a sale needs of a template: its prices, without its media and texts (a hot path). */
export async function findTemplatesByIds(tx: Tx, ids: number[]): Promise<TemplateRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(templates).where(inArray(templates.id, ids));
}

/** The media fields that hold what a buyer pays for. */
export const PAID_MEDIA_FIELDS = ['source', 'mask', 'overlay', 'compiled'] as const;

/** Templates that still keep a paid file at a public key (stored before ADR 13). */
export async function findTemplatesWithPublicPaidMedia(tx: Tx): Promise<TemplateRow[]> {
  const publicField = PAID_MEDIA_FIELDS.map(
    (field) => sql`${templates.media} ->> ${field} like 'public/%'`,
  );
  return tx
    .select()
    .from(templates)
    .where(sql.join(publicField, sql` or `))
    .orderBy(asc(templates.id));
}

/**
 * Replaces a template's media only if they are still `expected`: of two processes moving the same
 * files, one wins and the other learns it lost. Answers whether this call changed the row.
 */
export async function replaceTemplateMedia(
  tx: Tx,
  id: number,
  expected: TemplateRow['media'],
  next: TemplateRow['media'],
): Promise<boolean> {
  const changed = await tx
    .update(templates)
    .set({ media: next })
    .where(and(eq(templates.id, id), sql`${templates.media} = ${JSON.stringify(expected)}::jsonb`))
    .returning({ id: templates.id });
  return changed.length === 1;
}

/** Whether any template names `key` in any of its media fields. */
export async function isMediaKeyInUse(tx: Tx, key: string): Promise<boolean> {
  const rows = await tx
    .select({ id: templates.id })
    .from(templates)
    .where(
      sql`exists (select 1 from jsonb_each_text(${templates.media}) as m where m.value = ${key})`,
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Adds the sales waiting in `template_sales` to the templates' purchase counts and the dashboard's
 * per-template roll-ups, each once (`count_template_sales()`, migration 0015); answers how many
 * licences it counted.
 */
export async function countRecordedSales(db: Tx): Promise<number> {
  const result = await db.execute<{ sales: number }>(sql`select count_template_sales() as sales`);
  return Number(result.rows[0]?.sales ?? 0);
}

export async function countTemplates(tx: Tx): Promise<number> {
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(templates);
  return row?.count ?? 0;
}

export interface ListFilter {
  kind: TemplateKind;
  q?: string;
  section?: string;
  sort: SortOption;
  /** Sort by the India price (when set) rather than the global one. */
  indianPrices: boolean;
  limit: number;
  /** Keyset position: the sort value and id of the last row of the previous page. */
  after?: { value: number; id: number };
}

/** Published: listed and sold. Spelt as the list indexes' predicate, so PostgreSQL uses them. */
const onSale = sql`status = 'published'`;

/** The price a region pays, spelt exactly as the index on it so PostgreSQL can use that index. */
export const regionalPriceOf = (indianPrices: boolean) =>
  indianPrices
    ? sql<number>`coalesce(${templates.priceInd}, ${templates.price})`
    : sql<number>`${templates.price}`;

/** A text[] literal with one bound parameter per element (drizzle spreads a bare JS array). */
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * One page of a list, ordered by (sort value, id) and continued by keyset rather than OFFSET, so the
 * thousandth page costs what the first does. Asks for one row more than the page to know if there
 * is a next one.
 */
export async function listTemplates(tx: Tx, filter: ListFilter): Promise<TemplateRow[]> {
  const sortValue =
    filter.sort === 'popularity'
      ? sql<number>`${templates.purchaseCount}`
      : regionalPriceOf(filter.indianPrices);
  const descending = filter.sort !== 'price-low-high';
  const conditions = [eq(templates.kind, filter.kind), onSale];
  if (filter.q)
    conditions.push(sql`${templates.searchText} like ${`%${escapeLike(filter.q.toLowerCase())}%`}`);
  if (filter.section)
    conditions.push(sql`${templates.sections} @> array[${filter.section}]::text[]`);
  if (filter.after) {
    const position = sql`(${sortValue}, ${templates.id})`;
    const last = sql`(${filter.after.value}, ${filter.after.id})`;
    conditions.push(descending ? sql`${position} < ${last}` : sql`${position} > ${last}`);
  }
  return tx
    .select()
    .from(templates)
    .where(and(...conditions))
    .orderBy(
      ...(descending ? [desc(sortValue), desc(templates.id)] : [asc(sortValue), asc(templates.id)]),
    )
    .limit(filter.limit + 1);
}

export async function listSections(tx: Tx, kind: TemplateKind): Promise<string[]> {
  const result = await tx.execute<{ section: string }>(
    sql`select distinct unnest(${templates.sections}) as section from ${templates} where ${templates.kind} = ${kind} and ${onSale} order by section`,
  );
  return result.rows.map((row) => row.section);
}

/**
 * Other templates of the same kind, scored by SUGGESTION_POINTS per shared category and section, best
 * first, ties by name: those sharing nothing come last, so the grid is never empty.
 */
export async function listSuggestions(
  tx: Tx,
  of: Pick<TemplateRow, 'id' | 'kind' | 'categories' | 'sections'>,
  page: { offset: number; limit: number },
): Promise<TemplateRow[]> {
  const categories = textArray(of.categories);
  const sections = textArray(of.sections);
  const score = sql<number>`(
    ${SUGGESTION_POINTS.category}::int * (select count(*) from unnest(${templates.categories}) c where c = any(${categories})) +
    ${SUGGESTION_POINTS.section}::int * (select count(*) from unnest(${templates.sections}) s where s = any(${sections})))`;
  return tx
    .select()
    .from(templates)
    .where(and(eq(templates.kind, of.kind), ne(templates.id, of.id), onSale))
    .orderBy(desc(score), asc(templates.name), asc(templates.id))
    .offset(page.offset)
    .limit(page.limit + 1);
}
