CREATE TABLE "credit_packs" (
	"id" text PRIMARY KEY NOT NULL,
	"credits" integer NOT NULL,
	"price_inr" integer NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"savings_label" text,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_packs_positive" CHECK ("credit_packs"."credits" > 0 and "credit_packs"."price_inr" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_packs_credits_key" ON "credit_packs" USING btree ("credits");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_packs_one_popular_key" ON "credit_packs" USING btree ("popular") WHERE "credit_packs"."popular";--> statement-breakpoint
-- The spec's four packs (section 9; CREDIT_PACKS in the contract), which the owner edits from here on.
INSERT INTO "credit_packs" ("id", "credits", "price_inr", "popular", "savings_label", "position", "active") VALUES
	('pack-100', 100, 1, false, NULL, 1, true),
	('pack-500', 500, 399, true, '20% savings', 2, true),
	('pack-1000', 1000, 699, false, '30% savings', 3, true),
	('pack-2500', 2500, 1499, false, '40% savings', 4, true)
ON CONFLICT DO NOTHING;
