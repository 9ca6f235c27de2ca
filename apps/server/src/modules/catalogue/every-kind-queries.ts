import { templateKindSchema, type TemplateKind } from '@frameshop/contract';
import { asc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import type { SearchPlan } from '../search';
import { templates, type TemplateRow } from './catalogue.schema';
import { foundColumns, foundRows, listSuggestedTemplates, rankedColumns } from './list-queries';
import { relevanceOf } from './search-sql';

/**
 * The whole store's search (ADR 35): what each kind's list finds for a search, asked of all three
 * kinds in one statement. Each kind's rows are found exactly as its list finds them (its own
 * sources, and all the words but one only when none of the kind's rows holds every word), so a
 * kind's count is its list's total.
 */

const KINDS = templateKindSchema.options;

/** The rows of `columns` each kind's list finds for the search; undefined when none can be. */
function foundInEveryKind(
  plan: SearchPlan,
  columns: SQL,
  kinds: readonly TemplateKind[] = KINDS,
): SQL | undefined {
  const arms = kinds.flatMap((kind) => {
    const found = foundRows({ kind, plan, indianPrices: false }, columns);
    return found ? [found] : [];
  });
  return arms.length > 0 ? sql.join(arms, sql` union all `) : undefined;
}

/** How many templates of each of `kinds` the search finds; a kind that finds none is left out. */
export async function countFoundByKind(
  tx: Tx,
  plan: SearchPlan,
  kinds: readonly TemplateKind[],
): Promise<Map<TemplateKind, number>> {
  const found = foundInEveryKind(plan, sql`${templates.kind} as kind`, kinds);
  if (!found) return new Map();
  const { rows } = await tx.execute<{ kind: TemplateKind; count: number }>(
    sql`select kind, count(*)::int as count from (${found}) as found group by kind`,
  );
  return new Map(rows.map((row) => [row.kind, row.count]));
}

/** Whether the search finds anything in any kind. */
export async function anyFoundInEveryKind(tx: Tx, plan: SearchPlan): Promise<boolean> {
  const found = foundInEveryKind(plan, sql`${templates.id}`);
  if (!found) return false;
  const { rows } = await tx.execute(sql`select 1 from (${found}) as found limit 1`);
  return rows.length > 0;
}

/** A kind's share of the whole store's search. */
export interface FoundOfKind {
  /** Every template of the kind the search finds. */
  count: number;
  /** Its first templates, in its list's order. */
  rows: TemplateRow[];
}

/**
 * The first `perKind` templates of each kind for the search, ranked as the kind's list ranks a
 * search (relevance, then popularity, then id), with each kind's count; one statement, which
 * reads the found rows' narrow columns to rank them and only the first few rows whole. A kind
 * that finds nothing is left out.
 */
export async function firstFoundOfEveryKind(
  tx: Tx,
  plan: SearchPlan,
  perKind: number,
): Promise<Map<TemplateKind, FoundOfKind>> {
  const found = foundInEveryKind(plan, sql`${rankedColumns}, ${templates.kind} as kind`);
  if (!found) return new Map();
  const placed = sql`(
    select id, place, total from (
      select found.id,
        row_number() over (partition by found.kind
          order by ${relevanceOf(plan, foundColumns)} desc, found.purchase_count desc, found.id desc
        )::int as place,
        count(*) over (partition by found.kind)::int as total
      from (${found}) as found
    ) as placed
    where place <= ${perKind}
  ) as placed`;
  const rows = await tx
    .select({
      ...getTableColumns(templates),
      total: sql<number>`placed.total`,
    })
    .from(templates)
    .innerJoin(placed, sql`placed.id = ${templates.id}`)
    .orderBy(asc(sql`placed.place`));
  const byKind = new Map<TemplateKind, FoundOfKind>();
  for (const { total, ...row } of rows) {
    const kind = byKind.get(row.kind);
    if (kind) kind.rows.push(row);
    else byKind.set(row.kind, { count: Number(total), rows: [row] });
  }
  return byKind;
}

/**
 * Names for the suggestions under the header's search box: up to `perKind` templates of each
 * kind whose name holds every word (the last as a beginning), each kind's most popular first, in
 * the store's order of kinds: each kind's as its own search box suggests them.
 */
export async function listSuggestedTemplatesOfEveryKind(
  tx: Tx,
  plan: SearchPlan,
  perKind: number,
): Promise<Pick<TemplateRow, 'id' | 'kind' | 'name' | 'media'>[]> {
  const suggested: Pick<TemplateRow, 'id' | 'kind' | 'name' | 'media'>[] = [];
  for (const kind of KINDS)
    suggested.push(...(await listSuggestedTemplates(tx, kind, plan, perKind)));
  return suggested;
}
