import { sql } from 'drizzle-orm';

/**
 * A text[] value with one bound parameter per element: drizzle spreads a bare JS array into a
 * list of parameters, which is not an array to SQL.
 */
export const textArray = (values: readonly string[]) =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;
