ALTER TABLE "generated_videos" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generated_videos" ADD COLUMN "worker_id" text;--> statement-breakpoint
CREATE INDEX "generated_videos_heartbeat_idx" ON "generated_videos" USING btree ("heartbeat_at") WHERE "generated_videos"."status" = 'processing';