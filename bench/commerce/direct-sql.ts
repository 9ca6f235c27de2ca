/** The app's SQL that more than one spend's direct transaction sends, written out once. */
import type { Table } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { generatedVideos, templates, uploads } from '../../apps/server/src/db/schema';
import type { CreditGrant } from '../../apps/server/src/modules/credits';
import { creditWatch } from '../../apps/server/src/modules/credits/credit-watch';
import {
  changeBalanceName,
  changeBalanceSql,
} from '../../apps/server/src/modules/credits/credits.repository';

/** Every column of a table, as Drizzle's `select()` lists them: read from the schema, so never stale. */
const columnsOf = (table: Table) =>
  getTableConfig(table)
    .columns.map((column) => `"${column.name}"`)
    .join(', ');

/**
 * An insert of one row as Drizzle writes it: every column of the table, in the schema's order, each
 * `$n` where `values` sets it (by column name) and `default` elsewhere; read from the schema, so a
 * column added later never leaves the list a value short. Answers the text and its values.
 */
export function insertRowSql(table: Table, values: Record<string, unknown>) {
  const { name, columns } = getTableConfig(table);
  const given: unknown[] = [];
  const expressions = columns.map((column) => {
    if (!(column.name in values)) return 'default';
    given.push(values[column.name]);
    return `$${given.length}`;
  });
  return {
    text: `insert into "${name}" (${columnsOf(table)}) values (${expressions.join(', ')}) returning ${columnsOf(table)}`,
    values: given,
  };
}

export const TEMPLATE_COLUMNS = columnsOf(templates);
export const UPLOAD_COLUMNS = columnsOf(uploads);
export const GENERATED_VIDEO_COLUMNS = columnsOf(generatedVideos);

/**
 * applyCreditChange's one statement as the app sends it, name and text: the cause seen before, or
 * the balance moved by $4, its ledger row ($1 user, $2 reason, $3 reference, $5 and $6 the API
 * key that spent) and, with a grant (its common table expressions), what the charge pays for and
 * the rest its spend writes; with the process's credit watch (the app's `credits.low`, set when
 * the app was built) as the app has it.
 */
export const changeBalance = (
  grant?: Pick<CreditGrant, 'name' | 'sql' | 'values'>,
  member?: boolean,
) => {
  const watch = creditWatch();
  return {
    name: changeBalanceName(grant, watch, member),
    text: changeBalanceSql(grant, watch, member),
  };
};

export const LOCK_BUYER =
  'select credits, token_version from "users" where id = $1 and closed_at is null for update';

export const FIND_IDEMPOTENT_REQUEST =
  'select fingerprint, response from "idempotent_requests" where user_id = $1 and key = $2';

export const INSERT_IDEMPOTENT_REQUEST =
  'insert into "idempotent_requests" (user_id, key, fingerprint, response) values ($1, $2, $3, $4::jsonb)';
