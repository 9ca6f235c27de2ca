import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';

/**
 * People's names as a team shows who did what (its statement, its library), by id: their actual
 * name, else their username; those who left or closed included (a closed account keeps no name,
 * ADR 31). No query for no ids: a person's own lists ask for none.
 */
export async function displayNamesOf(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const result = await tx.execute<{ id: string; username: string; actual_name: string }>(
    sql`select id, username, actual_name from "users" where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(result.rows.map((row) => [row.id, row.actual_name || row.username]));
}
