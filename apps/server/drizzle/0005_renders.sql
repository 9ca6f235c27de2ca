ALTER TABLE "generated_videos" ADD COLUMN "upload_id" uuid;--> statement-breakpoint
ALTER TABLE "generated_videos" ADD COLUMN "placement" jsonb;--> statement-breakpoint
ALTER TABLE "generated_videos" ADD COLUMN "preview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_videos" ADD COLUMN "credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_videos" ADD COLUMN "hold_ledger_id" bigint;--> statement-breakpoint
ALTER TABLE "generated_videos" ADD COLUMN "refunded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_videos" ADD COLUMN "progress" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_videos" ADD COLUMN "width" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_videos" ADD COLUMN "height" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_videos" ADD COLUMN "duration_seconds" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_videos" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_videos" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generated_videos" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generated_videos" ADD CONSTRAINT "generated_videos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_videos_active_idx" ON "generated_videos" USING btree ("status","created_at") WHERE "generated_videos"."status" in ('queued', 'processing');--> statement-breakpoint
ALTER TABLE "generated_videos" ADD CONSTRAINT "generated_videos_credits_not_negative" CHECK ("generated_videos"."credits" >= 0);