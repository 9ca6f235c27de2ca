import { sql, type SQL } from 'drizzle-orm';
import type { MediaPreparation, TemplateRow } from './catalogue.schema';

export const NO_PREPARATION: MediaPreparation = {
  uploaded: {},
  state: 'missing',
  progress: 0,
  message: null,
};

/** A template from before the owner's catalogue (the demo's) has media and no preparation. */
export const preparationOf = (row: TemplateRow): MediaPreparation =>
  row.preparation ?? {
    ...NO_PREPARATION,
    state: row.media.poster ? 'ready' : 'missing',
    progress: row.media.poster ? 1 : 0,
  };

/**
 * `preparationOf`'s state and progress in SQL, over the `templates` row named `row`, for a read
 * model that lists templates in one statement (the dashboard's): the rule kept here, once.
 */
export const preparationSql = (row: SQL) => {
  const hasPoster = sql`${row}.media ? 'poster'`;
  return {
    state: sql<
      MediaPreparation['state']
    >`coalesce(${row}.preparation ->> 'state', case when ${hasPoster} then 'ready' else 'missing' end)`,
    progress: sql<number>`coalesce((${row}.preparation ->> 'progress')::real, case when ${hasPoster} then 1 else 0 end)`,
  };
};
