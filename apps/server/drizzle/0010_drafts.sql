CREATE TABLE "drafts" (
	"user_id" uuid NOT NULL,
	"template_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"scene" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drafts_user_id_template_id_pk" PRIMARY KEY("user_id","template_id"),
	CONSTRAINT "drafts_revision_positive" CHECK ("drafts"."revision" > 0)
);
--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;