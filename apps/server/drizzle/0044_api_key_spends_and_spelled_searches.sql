ALTER TABLE "credit_ledger" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "api_key_name" text;--> statement-breakpoint
-- The searches counted before the log left out personal data in the spellings it learned later,
-- by the rule of apps/server/src/modules/search/personal-query.ts (an email, also spelled out as
-- "john @ example.com", "john(at)example.com", "john at example dot com"; six digits in a row once
-- every character that is neither letter nor digit is dropped; a secret named, then given,
-- "pass" and "pw" among them; an Indian PAN): erased, and counted as left out on their day, so
-- the dashboard says how many it no longer shows. The rule of 0031 is part of it, so a row it
-- erased could not be kept since.
WITH "erased" AS (
  DELETE FROM "search_query_days"
  WHERE "query" ~ '[^[:space:]@]@[^[:space:]@]'
    OR "query" ~* (
      '[[:alnum:]._%+-]'
      || '(?:[[:space:]]*@[[:space:]]*|[[:space:]]*[(\[{<][[:space:]]*at[[:space:]]*[)\]}>][[:space:]]*|[[:space:]]+at[[:space:]]+)'
      || '[[:alnum:]-]+'
      || '(?:(?:\.|[[:space:]]*[(\[{<][[:space:]]*dot[[:space:]]*[)\]}>][[:space:]]*|[[:space:]]+dot[[:space:]]+)[[:alnum:]-]+)*'
      || '(?:\.|[[:space:]]*[(\[{<][[:space:]]*dot[[:space:]]*[)\]}>][[:space:]]*|[[:space:]]+dot[[:space:]]+)'
      || '[[:alpha:]]{2,}(?![[:alnum:]])'
    )
    OR regexp_replace("query", '[^[:alnum:]]+', '', 'g') ~ '[[:digit:]]{6}'
    OR "query" ~* (
      '(?<![[:alnum:]])my[[:space:]]+(?:password|passwd|pwd|pw|pass|passcode|passphrase|pin|otp|cvv|cvc|pan)(?![[:alnum:]]).*[[:alnum:]]'
      || '|(?<![[:alnum:]])(?:password|passwd|pwd|pw|pass|passcode|passphrase|pin|otp|cvv|cvc|pan)(?![[:alnum:]])[[:space:]]*(?:(?:is|was)(?![[:alnum:]])|[:=]).*[[:alnum:]]'
      || '|(?<![[:alnum:]])(?:password|passwd|pwd|pw|pass|passcode|passphrase|pin|otp|cvv|cvc|pan)(?![[:alnum:]]).*[[:digit:]]'
    )
    OR "query" ~* '(?<![[:alnum:]])[a-z]{3}[abcfghjlpt][a-z][0-9]{4}[a-z](?![[:alnum:]])'
  RETURNING "day", "searches"
)
INSERT INTO "search_left_out_days" AS "d" ("day", "searches")
SELECT "day", sum("searches")::integer FROM "erased" GROUP BY "day"
ON CONFLICT ("day") DO UPDATE SET "searches" = "d"."searches" + excluded."searches";
