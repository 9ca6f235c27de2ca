/** The app's SQL that more than one spend's direct transaction sends, written out once. */

/** Every column of a template, as Drizzle's `select()` of the templates table lists them. */
export const TEMPLATE_COLUMNS =
  '"id", "kind", "name", "description", "categories", "sections", "compatibility", "price", ' +
  '"price_ind", "purchase_count", "video_layout", "green_screen_layout", ' +
  '"green_screen_dimensions", "template_json", "width", "height", "duration_seconds", "media", ' +
  '"search_text", "created_at"';

export const UPLOAD_COLUMNS =
  '"id", "user_id", "kind", "mime_type", "size_bytes", "width", "height", "duration_seconds", ' +
  '"rotation", "has_audio", "video_codec", "file_name", "storage_key", "poster_key", "created_at"';

export const GENERATED_VIDEO_COLUMNS =
  '"id", "user_id", "template_id", "template_name", "status", "output_key", "poster_key", ' +
  '"error_message", "upload_id", "placement", "kind", "format", "scene", "preview", "credits", ' +
  '"hold_ledger_id", "refunded", "progress", "width", "height", "duration_seconds", "attempts", ' +
  '"queue_round", "started_at", "heartbeat_at", "worker_id", "finished_at", "created_at", ' +
  '"updated_at"';

/**
 * applyCreditChange's one statement: the cause seen before, or the balance moved by $4, its ledger
 * row ($1 user, $2 reason, $3 reference) and, with a grant, what the charge pays for.
 */
export const changeBalanceSql = (grant?: string) =>
  'with existing as (select id, balance_after from "credit_ledger" ' +
  'where user_id = $1::uuid and reason = $2::text and reference = $3::text), ' +
  'changed as (update "users" set credits = credits + $4::int, updated_at = now() ' +
  'where id = $1::uuid and credits + $4::int >= 0 and not exists (select 1 from existing) ' +
  'returning credits), ' +
  'entry as (insert into "credit_ledger" (user_id, delta, reason, reference, balance_after) ' +
  'select $1::uuid, $4::int, $2::text, $3::text, credits from changed returning id, balance_after)' +
  (grant ? `, granted as (${grant}) ` : ' ') +
  'select id::text, balance_after, true as applied, ' +
  (grant ? '(select id::text from granted)' : 'null') +
  ' as granted_id from entry ' +
  'union all select id::text, balance_after, false as applied, null as granted_id from existing';

/** Without a grant, as a checkout's charge and a render's hold send it. */
export const CHANGE_BALANCE = changeBalanceSql();

export const LOCK_BUYER = 'select credits, token_version from "users" where id = $1 for update';

export const FIND_IDEMPOTENT_REQUEST =
  'select fingerprint, response from "idempotent_requests" where user_id = $1 and key = $2';

export const INSERT_IDEMPOTENT_REQUEST =
  'insert into "idempotent_requests" (user_id, key, fingerprint, response) values ($1, $2, $3, $4::jsonb)';
