CREATE TABLE "search_left_out_days" (
	"day" date PRIMARY KEY NOT NULL,
	"searches" integer NOT NULL
);
--> statement-breakpoint
-- The searches counted before the log left out personal data that look like it, by the rule of
-- apps/server/src/modules/search/personal-query.ts (an email; six digits in a row once spaces,
-- dashes and dots are dropped; a secret named, then given): erased, and counted as left out on
-- their day, so the dashboard says how many it no longer shows.
WITH "erased" AS (
  DELETE FROM "search_query_days"
  WHERE "query" ~ '[^[:space:]@]@[^[:space:]@]'
    OR regexp_replace("query", '[[:space:].‐‑‒–—―-]+', '', 'g') ~ '[[:digit:]]{6}'
    OR "query" ~* (
      '(?<![[:alnum:]])my[[:space:]]+(?:password|passwd|pwd|passcode|passphrase|pin|otp|cvv|cvc)(?![[:alnum:]]).*[[:alnum:]]'
      || '|(?<![[:alnum:]])(?:password|passwd|pwd|passcode|passphrase|pin|otp|cvv|cvc)(?![[:alnum:]])[[:space:]]*(?:(?:is|was)(?![[:alnum:]])|[:=]).*[[:alnum:]]'
      || '|(?<![[:alnum:]])(?:password|passwd|pwd|passcode|passphrase|pin|otp|cvv|cvc)(?![[:alnum:]]).*[[:digit:]]'
    )
  RETURNING "day", "searches"
)
INSERT INTO "search_left_out_days" ("day", "searches")
SELECT "day", sum("searches")::integer FROM "erased" GROUP BY "day";
