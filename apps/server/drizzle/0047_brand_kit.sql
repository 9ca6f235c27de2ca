CREATE TABLE "brand_kit_fonts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"family" text NOT NULL,
	"weight" integer NOT NULL,
	"style" text NOT NULL,
	"has_devanagari" boolean DEFAULT false NOT NULL,
	"file_name" text NOT NULL,
	"content_sha256" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_kit_fonts_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "brand_kit_fonts_size_positive" CHECK ("brand_kit_fonts"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "brand_kit_logos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"mime_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_kit_logos_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "brand_kit_logos_dimensions_positive" CHECK ("brand_kit_logos"."width" > 0 and "brand_kit_logos"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "brand_kits" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"colors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"heading_font_id" uuid,
	"body_font_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_kit_fonts" ADD CONSTRAINT "brand_kit_fonts_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kit_logos" ADD CONSTRAINT "brand_kit_logos_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_heading_font_id_brand_kit_fonts_id_fk" FOREIGN KEY ("heading_font_id") REFERENCES "public"."brand_kit_fonts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_body_font_id_brand_kit_fonts_id_fk" FOREIGN KEY ("body_font_id") REFERENCES "public"."brand_kit_fonts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_kit_fonts_account_idx" ON "brand_kit_fonts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_kit_fonts_account_content_idx" ON "brand_kit_fonts" USING btree ("account_id","content_sha256");--> statement-breakpoint
CREATE INDEX "brand_kit_logos_account_idx" ON "brand_kit_logos" USING btree ("account_id","created_at");