-- Exports asked for twice at once before this index existed: all but the newest being made per
-- account are ended as failed, so the index can be built (the person may ask again).
UPDATE "account_exports" SET "status" = 'failed', "failure_reason" = 'Your data could not be exported. Please try again.'
WHERE "status" in ('queued', 'running') AND "id" NOT IN (
  SELECT DISTINCT ON ("user_id") "id" FROM "account_exports"
  WHERE "status" in ('queued', 'running') ORDER BY "user_id", "created_at" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "account_exports_one_open_per_user" ON "account_exports" USING btree ("user_id") WHERE "account_exports"."status" in ('queued', 'running');
