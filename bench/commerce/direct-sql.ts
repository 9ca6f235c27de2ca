/** The app's SQL that more than one spend's direct transaction sends, written out once. */
import { CREDIT_BALANCE_MAX } from '@frameshop/contract';
import type { Table } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { generatedVideos, templates, uploads } from '../../apps/server/src/db/schema';

/** Every column of a table, as Drizzle's `select()` lists them: read from the schema, so never stale. */
const columnsOf = (table: Table) =>
  getTableConfig(table)
    .columns.map((column) => `"${column.name}"`)
    .join(', ');

export const TEMPLATE_COLUMNS = columnsOf(templates);
export const UPLOAD_COLUMNS = columnsOf(uploads);
export const GENERATED_VIDEO_COLUMNS = columnsOf(generatedVideos);

/**
 * applyCreditChange's one statement: the cause seen before, or the balance moved by $4, its ledger
 * row ($1 user, $2 reason, $3 reference) and, with a grant (its common table expressions), what
 * the charge pays for and the rest its spend writes.
 */
export const changeBalanceSql = (grant?: string) =>
  'with existing as (select id, balance_after from "credit_ledger" ' +
  'where user_id = $1::uuid and reason = $2::text and reference = $3::text), ' +
  'changed as (update "users" set credits = credits + $4::int, updated_at = now() ' +
  `where id = $1::uuid and credits::bigint + $4::int between 0 and ${CREDIT_BALANCE_MAX} ` +
  'and closed_at is null and not exists (select 1 from existing) ' +
  'returning credits), ' +
  'entry as (insert into "credit_ledger" (user_id, delta, reason, reference, balance_after) ' +
  'select $1::uuid, $4::int, $2::text, $3::text, credits from changed returning id, balance_after)' +
  (grant ? `, ${grant} ` : ' ') +
  'select id::text, balance_after, true as applied from entry ' +
  'union all select id::text, balance_after, false as applied from existing';

/** Without a grant, as a checkout's charge and a render's hold send it. */
export const CHANGE_BALANCE = changeBalanceSql();

export const LOCK_BUYER =
  'select credits, token_version from "users" where id = $1 and closed_at is null for update';

export const FIND_IDEMPOTENT_REQUEST =
  'select fingerprint, response from "idempotent_requests" where user_id = $1 and key = $2';

export const INSERT_IDEMPOTENT_REQUEST =
  'insert into "idempotent_requests" (user_id, key, fingerprint, response) values ($1, $2, $3, $4::jsonb)';
