CREATE TABLE "closed_identities" (
	"digest" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
