CREATE TABLE "receipt_numbers" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_numbers_one_row" CHECK ("receipt_numbers"."id")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"number" integer PRIMARY KEY NOT NULL,
	"payment_order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seller_name" text,
	"seller_address" text,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"payment_method" text,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "receipts_payment_order_id_unique" UNIQUE("payment_order_id")
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_user_idx" ON "receipts" USING btree ("user_id","number");--> statement-breakpoint
-- Orders paid before receipts existed get theirs, numbered in the order they were paid; they are
-- taken as mailed (nobody is sent a receipt for an old payment on the day this runs).
INSERT INTO "receipts" ("number", "payment_order_id", "user_id", "issued_at", "buyer_name", "buyer_email", "payment_method", "mailed_at")
SELECT row_number() OVER (ORDER BY o."paid_at", o."id"), o."id", o."user_id", coalesce(o."paid_at", o."updated_at"),
	coalesce(nullif(u."actual_name", ''), u."username"), u."email",
	CASE WHEN o."provider" = 'sandbox' THEN 'sandbox' END, o."paid_at"
FROM "payment_orders" o JOIN "users" u ON u."id" = o."user_id"
WHERE o."status" = 'paid';--> statement-breakpoint
INSERT INTO "receipt_numbers" ("id", "last_number") SELECT true, count(*) FROM "receipts";
