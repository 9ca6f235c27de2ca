ALTER TABLE "credit_ledger" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "api_key_name" text;