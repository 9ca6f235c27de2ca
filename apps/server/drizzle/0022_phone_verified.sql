ALTER TABLE "users" ADD COLUMN "phone_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every number stored so far was kept by the same rule as a proved one: it keeps counting.
UPDATE "users" SET "phone_verified" = true WHERE "phone_number" <> '';
