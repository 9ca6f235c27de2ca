import { sql, type SQL } from 'drizzle-orm';
import type { TemplateKind } from '@frameshop/contract';
import type { Db } from '../db/database';
import {
  hasLooseMatches,
  hasStrictMatches,
  isLooseMatch,
  type PlannedWord,
  type SearchPlan,
} from '../modules/search';

/**
 * A search's found templates ranked by the SQL ADR 46 ran (ADR 35's score, written in SQL), before
 * ADR 50 answered from an index in memory: kept to compare the two rankings. The documents are
 * made by the database as the index reads them (`template_search_document`), not read from the
 * column ADR 50 dropped.
 */

const DOCUMENT = sql.raw(`template_search_document(name, description, categories, sections)`);
const TEXT = sql.raw('search_text');

/** Points of a relevance score: words matched over fields over faithfulness. */
const WORD = 10_000;
const FIELD = 100;

/** The fields a match may be restricted to: A the name, B the sections and categories. */
type FieldWeights = '' | 'A' | 'AB';

/** A planned word as a tsquery, its stems matched as lexemes and its typed beginning unstemmed. */
function tsqueryOf(word: PlannedWord, weights: FieldWeights, strict = false): SQL {
  const operand = (lexeme: string, prefix = false) => {
    const label = `${prefix ? '*' : ''}${weights}`;
    return `'${lexeme.replace(/'/g, "''")}'${label ? `:${label}` : ''}`;
  };
  const stems = word.alternatives
    .filter((alternative) => !strict || !isLooseMatch(alternative))
    .map((alternative) =>
      alternative.stems.length === 1
        ? operand(alternative.stems[0]!)
        : `(${alternative.stems.map((stem) => operand(stem)).join(' <-> ')})`,
    );
  if (word.asPrefix) stems.push(operand(word.typed, true));
  // The stems are the document's own lexemes: the simple configuration leaves them as they are.
  return stems.length > 0 ? sql`to_tsquery('simple', ${stems.join(' | ')})` : sql`''::tsquery`;
}

const joined = (queries: SQL[], operator: '||' | '&&') =>
  sql`(${sql.join(queries, sql.raw(` ${operator} `))})`;

function substringMatch(plan: SearchPlan): SQL {
  if (plan.substringStems) {
    if (plan.substringStems.length === 0) return sql`false`;
    const stems = plan.substringStems.map((stem) => `'${stem.replace(/'/g, "''")}'`).join(' | ');
    return sql`${DOCUMENT} @@ to_tsquery('simple', ${stems})`;
  }
  return sql`strpos(${TEXT}, ${plan.substring}) > 0`;
}

/** ADR 35's score as ADR 46's SQL wrote it. */
function relevanceOf(plan: SearchPlan): SQL {
  const perWord = plan.words.map((word) => {
    const loose = hasLooseMatches(word);
    const strict = loose && hasStrictMatches(word) ? tsqueryOf(word, '', true) : undefined;
    const faithful = strict ? sql`when ${DOCUMENT} @@ ${strict} then 2` : sql``;
    return sql`case when not (${DOCUMENT} @@ ${tsqueryOf(word, '')}) then 0
      else ${sql.raw(String(WORD))}
        + case when ${DOCUMENT} @@ ${tsqueryOf(word, 'A')} then ${sql.raw(String(3 * FIELD))}
            when ${DOCUMENT} @@ ${tsqueryOf(word, 'AB')} then ${sql.raw(String(2 * FIELD))}
            else ${sql.raw(String(FIELD))} end
        + case when strpos(${TEXT}, ${word.typed}) > 0 then 3 ${faithful}
            else ${sql.raw(String(loose ? 1 : 2))} end end`;
  });
  const words = perWord.length > 0 ? sql.join(perWord, sql` + `) : sql`0`;
  const everyWord = sql.raw(String(Math.max(1, plan.words.length) * WORD));
  return sql`greatest(${words}, case when ${substringMatch(plan)} then ${everyWord} else 0 end)`;
}

/**
 * The first `count` templates of the kind the search finds, by ADR 46's SQL: those with every word
 * or the substring, ranked by relevance, then popularity, then id; all the words but one only
 * where none holds every word.
 */
export async function rankedBySql(
  db: Db,
  plan: SearchPlan,
  kind: TemplateKind,
  count: number,
): Promise<number[]> {
  const every =
    plan.words.length > 0
      ? sql`${DOCUMENT} @@ ${joined(
          plan.words.map((word) => tsqueryOf(word, '')),
          '&&',
        )}`
      : sql`false`;
  const found = sql`(${every}) or (${substringMatch(plan)})`;
  const each = plan.words.map((word) => tsqueryOf(word, ''));
  const allButOne =
    each.length >= 2
      ? sql`${DOCUMENT} @@ ${joined(
          each.map((_, left) =>
            joined(
              each.filter((__, at) => at !== left),
              '&&',
            ),
          ),
          '||',
        )}`
      : sql`false`;
  const ranked = async (where: SQL) =>
    (
      await db.execute<{ id: number | string }>(
        sql`select id from (
          select id, purchase_count, ${relevanceOf(plan)} as relevance from templates
          where status = 'published' and kind = ${kind} and (${where})
        ) as found order by relevance desc, purchase_count desc, id desc limit ${count}`,
      )
    ).rows.map((row) => Number(row.id));
  // Found by every word: the substring counts when read from the words' lexemes.
  const main = plan.substringStems ? found : every;
  const { rows } = await db.execute<{ any: boolean }>(
    sql`select exists (select from templates
      where status = 'published' and kind = ${kind} and (${main})) as any`,
  );
  return ranked(rows[0]!.any ? found : sql`(${found}) or (${allButOne})`);
}
