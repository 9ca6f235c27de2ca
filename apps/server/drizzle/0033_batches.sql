ALTER TABLE "generated_videos" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "generated_videos" ADD COLUMN "batch_row" integer;--> statement-breakpoint
CREATE INDEX "generated_videos_batch_idx" ON "generated_videos" USING btree ("batch_id","batch_row") WHERE "generated_videos"."batch_id" is not null;--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"template_name" text NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"scene" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"per_result" integer NOT NULL,
	"licence" integer NOT NULL,
	"licence_state" text NOT NULL,
	"hold_ledger_id" bigint,
	"held" integer DEFAULT 0 NOT NULL,
	"charged" integer DEFAULT 0 NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	"retries" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_money_adds_up" CHECK ("batches"."charged" >= 0 and "batches"."returned" >= 0 and "batches"."charged" + "batches"."returned" <= "batches"."held")
);
--> statement-breakpoint
CREATE TABLE "batch_rows" (
	"batch_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"name" text,
	"texts" jsonb NOT NULL,
	"photos" jsonb NOT NULL,
	"render_id" uuid NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"share" text DEFAULT 'held' NOT NULL,
	CONSTRAINT "batch_rows_batch_id_row_pk" PRIMARY KEY("batch_id","row")
);
--> statement-breakpoint
CREATE TABLE "bulk_prices" (
	"kind" text PRIMARY KEY NOT NULL,
	"credits" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_rows" ADD CONSTRAINT "batch_rows_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_user_idx" ON "batches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "batch_rows_render_idx" ON "batch_rows" USING btree ("render_id");
