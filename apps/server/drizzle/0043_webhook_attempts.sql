CREATE TABLE "webhook_delivery_attempts" (
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"response_status" integer,
	"response_body" text,
	"error" text,
	CONSTRAINT "webhook_delivery_attempts_delivery_id_attempt_pk" PRIMARY KEY("delivery_id","attempt")
);
--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_created_idx" ON "webhook_deliveries" USING btree ("created_at");--> statement-breakpoint
-- The last attempt of each delivery made before attempts were kept is its only one known.
INSERT INTO "webhook_delivery_attempts" ("delivery_id", "attempt", "at", "response_status", "response_body", "error")
SELECT "id", "attempts", "last_attempt_at", "response_status", "response_body", "error"
FROM "webhook_deliveries" WHERE "last_attempt_at" IS NOT NULL AND "attempts" > 0;
