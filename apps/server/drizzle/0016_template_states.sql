CREATE TABLE "catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id")
);
--> statement-breakpoint
DROP INDEX "templates_popularity_idx";--> statement-breakpoint
DROP INDEX "templates_price_idx";--> statement-breakpoint
DROP INDEX "templates_price_ind_idx";--> statement-breakpoint
ALTER TABLE "admin_audit_log" ALTER COLUMN "admin_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "thumbnail_frame" real;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "preparation" jsonb;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "templates_popularity_idx" ON "templates" USING btree ("kind","purchase_count","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "templates_price_idx" ON "templates" USING btree ("kind","price","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "templates_price_ind_idx" ON "templates" USING btree ("kind",coalesce("price_ind", "price"),"id") WHERE status = 'published';--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_sku_key" UNIQUE("sku");--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_status_known" CHECK ("templates"."status" in ('draft', 'published', 'retired'));--> statement-breakpoint
-- The one row every change bumps (ADR 25).
INSERT INTO "catalogue_version" ("id", "version") VALUES (true, 1) ON CONFLICT DO NOTHING;
