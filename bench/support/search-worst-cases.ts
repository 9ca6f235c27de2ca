import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database';
import { withTypo } from '../../apps/server/src/test-support/search-catalogue';

/** A request a big catalogue makes expensive, named as the bench prints it. */
export interface WorstCase {
  name: string;
  path: string;
}

/**
 * The common worst cases of issue 68, found in the loaded catalogue: the word nearest a tenth of
 * it (as "birthday" in a store of birthdays), a typo of it, its first two letters, the largest
 * section of the video list, the filters' counts over the whole list, and the 50th page of the
 * word's search (reached by following each page's cursor).
 */
export async function findWorstCases(database: Database, base: string): Promise<WorstCase[]> {
  // The catalogue's words as the search index counts them: each template's distinct words.
  const { rows } = await database.db.execute<{ word: string; templates: number; size: number }>(sql`
    select word, count(*)::int as templates, (select count(*)::int from templates) as size
    from templates t cross join lateral (
      select distinct word from regexp_split_to_table(lower(t.name || ' ' || t.description || ' '
        || array_to_string(t.categories, ' ') || ' ' || array_to_string(t.sections, ' ')),
        '[^[:alnum:]]+') as word
    ) as words
    where t.status = 'published' and length(word) >= 6 and word ~ '^[a-z]+$'
    group by word
    order by abs(count(*) - (select count(*) from templates) / 10.0), word limit 1`);
  const common = rows[0]!;
  const [section] = (
    await database.db.execute<{ section: string; count: number }>(sql`
      select unnest(sections) as section, count(*)::int as count from templates
      where kind = 'video' group by 1 order by 2 desc, 1 limit 1`)
  ).rows;
  const typo = withTypo(common.word, 3);
  const searched = `/api/templates?q=${encodeURIComponent(common.word)}`;
  let cursor: string | null = null;
  for (let page = 1; page < 50; page += 1) {
    const response = await fetch(
      `${base}${searched}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
    if (!cursor) throw new Error(`"${common.word}" has fewer than 50 pages`);
  }
  const share = `${((common.templates / common.size) * 100).toFixed(0)} %`;
  const prefix = common.word.slice(0, 2);
  return [
    { name: `one word in a tenth ("${common.word}", ${share})`, path: searched },
    { name: `a typo of it ("${typo}")`, path: `/api/templates?q=${encodeURIComponent(typo)}` },
    { name: `two letters ("${prefix}")`, path: `/api/templates?q=${prefix}` },
    {
      name: `two letters typed, suggestions ("${prefix}")`,
      path: `/api/search/suggestions?kind=video&q=${prefix}`,
    },
    {
      name: `a section of ${section!.count.toLocaleString('en')} ("${section!.section}")`,
      path: `/api/templates?section=${encodeURIComponent(section!.section)}`,
    },
    { name: 'filter counts over the whole list', path: '/api/search/filters?kind=video' },
    {
      name: `filter counts for "${common.word}"`,
      path: `/api/search/filters?kind=video&q=${encodeURIComponent(common.word)}`,
    },
    {
      name: `page 50 of "${common.word}"`,
      path: `${searched}&cursor=${encodeURIComponent(cursor!)}`,
    },
  ];
}
