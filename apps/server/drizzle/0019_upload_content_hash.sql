ALTER TABLE "uploads" ADD COLUMN "content_sha256" text;--> statement-breakpoint
CREATE INDEX "uploads_user_content_idx" ON "uploads" USING btree ("user_id","content_sha256");