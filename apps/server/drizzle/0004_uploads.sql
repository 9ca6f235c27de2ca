CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_seconds" double precision,
	"rotation" integer DEFAULT 0 NOT NULL,
	"has_audio" boolean DEFAULT false NOT NULL,
	"video_codec" text,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"poster_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "uploads_size_positive" CHECK ("uploads"."size_bytes" > 0),
	CONSTRAINT "uploads_dimensions_positive" CHECK ("uploads"."width" > 0 and "uploads"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","created_at");