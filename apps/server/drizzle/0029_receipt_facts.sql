-- A receipt keeps the sale it records (ADR 39): the order's facts are copied onto it when it is
-- issued, and read from it alone. Receipts issued before this get them from their order here.
ALTER TABLE "receipts" ADD COLUMN "pack_id" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "credits" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "payment_id" text;--> statement-breakpoint
UPDATE "receipts" r SET "pack_id" = o."pack_id", "credits" = o."credits", "amount" = o."amount",
	"currency" = o."currency", "provider" = o."provider", "provider_order_id" = o."provider_order_id",
	"payment_id" = o."payment_id"
FROM "payment_orders" o WHERE o."id" = r."payment_order_id";--> statement-breakpoint
-- Every receipt names an order (a foreign key), so none is left without its facts. The payment id
-- stays nullable, as it is on the order.
ALTER TABLE "receipts" ALTER COLUMN "pack_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "credits" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "provider" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "provider_order_id" SET NOT NULL;
