ALTER TABLE "generated_videos" ADD COLUMN "kind" text DEFAULT 'video' NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_videos" ADD COLUMN "format" text DEFAULT 'mp4' NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_videos" ADD COLUMN "scene" jsonb;