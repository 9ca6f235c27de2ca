CREATE TABLE "template_media_originals" (
	"key" text PRIMARY KEY NOT NULL,
	"template_id" bigint NOT NULL,
	"role" text NOT NULL,
	"upload_id" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "template_media_originals" ADD CONSTRAINT "template_media_originals_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_media_originals_upload_idx" ON "template_media_originals" USING btree ("template_id","upload_id");--> statement-breakpoint
-- The originals recorded before this table, as their audit entries name them: an upload of theirs
-- asked about again still answers complete.
INSERT INTO "template_media_originals" ("key", "template_id", "role", "upload_id", "recorded_at")
SELECT DISTINCT ON (a."details"->>'key')
  a."details"->>'key', t."id", a."details"->>'role', a."details"->>'uploadId', a."created_at"
FROM "admin_audit_log" a
JOIN "templates" t ON t."id"::text = a."details"->>'templateId'
WHERE a."action" = 'template.media' AND a."details"->>'key' IS NOT NULL
  AND a."details"->>'role' IS NOT NULL
ORDER BY a."details"->>'key', a."id";
