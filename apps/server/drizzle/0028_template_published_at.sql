ALTER TABLE "templates" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Templates on sale or retired before this column: their first day on sale is not known; the day
-- they were made is the nearest the store has.
UPDATE "templates" SET "published_at" = "created_at" WHERE "status" <> 'draft';--> statement-breakpoint
-- The first publish, whichever path makes it (the dashboard, an import, the demo catalogue): set
-- once, kept when a template is retired and published again.
CREATE FUNCTION "templates_first_published"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND NEW.published_at IS NULL THEN
    NEW.published_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "templates_first_published" BEFORE INSERT OR UPDATE OF "status" ON "templates"
  FOR EACH ROW EXECUTE FUNCTION "templates_first_published"();
