CREATE TABLE "account_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"bytes" bigint,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "account_exports_progress_range" CHECK ("account_exports"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_exports" ADD CONSTRAINT "account_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_exports_user_idx" ON "account_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "account_exports_expiry_idx" ON "account_exports" USING btree ("expires_at") WHERE "account_exports"."storage_key" is not null;--> statement-breakpoint
CREATE INDEX "admin_audit_log_adjustment_idx" ON "admin_audit_log" USING btree (("details"->>'ledgerId')) WHERE "admin_audit_log"."action" = 'credits.adjust';