import { SUGGESTION_POINTS, type TemplateKind } from '@frameshop/contract';
import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { preparedStatement } from '../../db/prepared-statement';
import { textArray } from '../../db/sql-values';
import { templates, type NewTemplate, type TemplateRow } from './catalogue.schema';
import { PAID_MEDIA_FIELDS } from './paid-media-fields';
import type { TemplateSummaryRow } from './template-dto';

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

/** The columns a list shows (`TemplateSummaryRow`): a list reads no more of its rows. */
export const summaryColumns = {
  id: templates.id,
  kind: templates.kind,
  name: templates.name,
  description: templates.description,
  categories: templates.categories,
  sections: templates.sections,
  compatibility: templates.compatibility,
  price: templates.price,
  priceInd: templates.priceInd,
  purchaseCount: templates.purchaseCount,
  videoLayout: templates.videoLayout,
  width: templates.width,
  height: templates.height,
  durationSeconds: templates.durationSeconds,
  media: templates.media,
} satisfies Record<keyof TemplateSummaryRow, unknown>;

/** The same columns in a statement's text, each under its field's name (ids as numbers). */
const summarySelectList = Object.entries(summaryColumns)
  .map(([field, column]) => (field === 'id' ? 'id::float8 as id' : `${column.name} as "${field}"`))
  .join(', ');

const summariesByIds = preparedStatement<TemplateSummaryRow>(
  'template-summaries-by-ids',
  // On sale only: the index may still hold a template taken off sale since its last read.
  `select ${summarySelectList} from templates where id = any($1::bigint[]) and status = 'published'`,
);

/**
 * What a list shows of each template (a search's page): one statement planned once per
 * connection, its rows as the driver reads them, for the hottest read of the store.
 */
export async function findTemplateSummariesByIds(
  tx: Tx,
  ids: number[],
): Promise<TemplateSummaryRow[]> {
  return ids.length === 0 ? [] : summariesByIds(tx, [ids]);
}

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
    // `updated_at` stamps the template for the index, which kept rows and answers follow (ADR 64).
    .set({ media: next, updatedAt: sql`now()` })
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
 * per-template and per-buyer roll-ups, each once (`count_template_sales()`, migrations 0015 and
 * 0053); answers how many licences it counted.
 */
export async function countRecordedSales(db: Tx): Promise<number> {
  const result = await db.execute<{ sales: number }>(sql`select count_template_sales() as sales`);
  return Number(result.rows[0]?.sales ?? 0);
}

export async function countTemplates(tx: Tx): Promise<number> {
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(templates);
  return row?.count ?? 0;
}

/** Published: listed and sold. Spelt as the list indexes' predicate, so PostgreSQL uses them. */
export const onSale = sql`status = 'published'`;

/** A section of the catalogue, with its name's english document: what a search finds it by. */
export interface SectionDocument {
  section: string;
  document: string;
}

/**
 * The sections of a kind's templates on sale, in order: read from every template, while the
 * search index is not loaded (`sectionDocuments` otherwise).
 */
export async function listSections(tx: Tx, kind: TemplateKind): Promise<SectionDocument[]> {
  const result = await tx.execute<SectionDocument & Record<string, unknown>>(
    sql`select section, to_tsvector('english', section)::text as document from (
      select distinct unnest(${templates.sections}) as section from ${templates}
      where ${templates.kind} = ${kind} and ${onSale}) as sections
    order by section`,
  );
  return result.rows;
}

/** The sections of these names, in the same order as `listSections`. */
export async function sectionDocuments(
  tx: Tx,
  names: readonly string[],
): Promise<SectionDocument[]> {
  if (names.length === 0) return [];
  const result = await tx.execute<SectionDocument & Record<string, unknown>>(
    sql`select section, to_tsvector('english', section)::text as document
    from unnest(${textArray(names)}) as section
    order by section`,
  );
  return result.rows;
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

const published = eq(templates.status, 'published');

/** How many templates are published. */
export async function countPublished(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(templates)
    .where(published);
  return row?.total ?? 0;
}

/** The id of the published template `skip` places from the first, in id order. */
export async function nthPublishedId(tx: Tx, skip: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: templates.id })
    .from(templates)
    .where(published)
    .orderBy(asc(templates.id))
    .offset(skip)
    .limit(1);
  return row?.id;
}

/** Up to `limit` published templates from id `fromId` on, in id order: what a sitemap names. */
export function publishedFrom(tx: Tx, fromId: number, limit: number) {
  return tx
    .select({ id: templates.id, kind: templates.kind, updatedAt: templates.updatedAt })
    .from(templates)
    .where(and(published, gte(templates.id, fromId)))
    .orderBy(asc(templates.id))
    .limit(limit);
}
