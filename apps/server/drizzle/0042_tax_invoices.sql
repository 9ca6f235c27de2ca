CREATE TABLE "billing_details" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"state" text NOT NULL,
	"gstin" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_details_gstin_state" CHECK ("billing_details"."gstin" is null or substr("billing_details"."gstin", 1, 2) = "billing_details"."state")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"financial_year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"number" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"financial_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"payment_order_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"invoice_number" text,
	"reason" text,
	"seller_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"seller_gstin" text,
	"seller_state" text,
	"buyer_name" text NOT NULL,
	"buyer_address" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_state" text,
	"buyer_gstin" text,
	"place_of_supply" text,
	"sac" text NOT NULL,
	"description" text NOT NULL,
	"pack_id" text NOT NULL,
	"credits" integer NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"taxable_value" integer NOT NULL,
	"cgst" integer NOT NULL,
	"sgst" integer NOT NULL,
	"igst" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_order_id" text NOT NULL,
	CONSTRAINT "invoices_series_key" UNIQUE("kind","financial_year","sequence"),
	CONSTRAINT "invoices_number_length" CHECK (length("invoices"."number") <= 16),
	CONSTRAINT "invoices_parts_add_up" CHECK ("invoices"."taxable_value" + "invoices"."cgst" + "invoices"."sgst" + "invoices"."igst" = "invoices"."total"),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."total" > 0 and "invoices"."taxable_value" >= 0 and "invoices"."cgst" >= 0 and "invoices"."igst" >= 0 and "invoices"."cgst" = "invoices"."sgst"),
	CONSTRAINT "invoices_credit_note_names_invoice" CHECK (("invoices"."kind" = 'credit-note') = ("invoices"."invoice_number" is not null))
);
--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_key" ON "invoices" USING btree ("payment_order_id","kind");--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");