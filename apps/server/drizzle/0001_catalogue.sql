CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"sections" text[] DEFAULT '{}'::text[] NOT NULL,
	"compatibility" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" integer NOT NULL,
	"price_ind" integer,
	"purchase_count" integer DEFAULT 0 NOT NULL,
	"video_layout" text DEFAULT '16:9' NOT NULL,
	"green_screen_layout" text,
	"green_screen_dimensions" text,
	"template_json" jsonb,
	"width" integer DEFAULT 1920 NOT NULL,
	"height" integer DEFAULT 1080 NOT NULL,
	"duration_seconds" real,
	"media" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_prices_not_negative" CHECK ("templates"."price" >= 0 and coalesce("templates"."price_ind", 0) >= 0)
);
--> statement-breakpoint
CREATE INDEX "templates_popularity_idx" ON "templates" USING btree ("kind","purchase_count","id");--> statement-breakpoint
CREATE INDEX "templates_price_idx" ON "templates" USING btree ("kind","price","id");--> statement-breakpoint
CREATE INDEX "templates_price_ind_idx" ON "templates" USING btree ("kind",coalesce("price_ind", "price"),"id");--> statement-breakpoint
CREATE INDEX "templates_sections_idx" ON "templates" USING gin ("sections");--> statement-breakpoint
CREATE INDEX "templates_categories_idx" ON "templates" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "templates_search_idx" ON "templates" USING gin ("search_text" gin_trgm_ops);