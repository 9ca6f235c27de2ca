-- Search in memory (issue 68, ADR 50): each API process keeps an index of the templates on sale
-- and reads what changed since its last read. A write to what a search reads stamps the template
-- with its transaction in a table of its own, a row a template: the template's row keeps its
-- indexes as they were, so an update that changes no indexed column stays a HOT update. A
-- removed template's stamp stays, its row gone.
CREATE TABLE "template_search_changes" (
	"template_id" bigint PRIMARY KEY NOT NULL,
	"changed" xid8 DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "template_search_changes_changed_idx" ON "template_search_changes" USING btree ("changed");
--> statement-breakpoint
INSERT INTO "template_search_changes" ("template_id") SELECT "id" FROM "templates";
--> statement-breakpoint
ANALYZE "template_search_changes";
--> statement-breakpoint
-- Templates added or deleted, a statement at a time (an import adds thousands in one).
CREATE FUNCTION "template_search_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO template_search_changes (template_id) SELECT id FROM written_rows
    ON CONFLICT (template_id) DO UPDATE SET changed = excluded.changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "template_search_inserted" AFTER INSERT ON "templates"
  REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION template_search_written();
--> statement-breakpoint
CREATE TRIGGER "template_search_deleted" AFTER DELETE ON "templates"
  REFERENCING OLD TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION template_search_written();
--> statement-breakpoint
-- A template changed where a search reads it (not its media, preparation or scene).
CREATE FUNCTION "template_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO template_search_changes (template_id) VALUES (NEW.id)
    ON CONFLICT (template_id) DO UPDATE SET changed = excluded.changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "template_search_changed" AFTER UPDATE ON "templates" FOR EACH ROW
  WHEN ((OLD.kind, OLD.status, OLD.name, OLD.description, OLD.categories, OLD.sections, OLD.price,
    OLD.price_ind, OLD.purchase_count, OLD.duration_seconds, OLD.video_layout, OLD.width, OLD.height)
    IS DISTINCT FROM (NEW.kind, NEW.status, NEW.name, NEW.description, NEW.categories, NEW.sections,
    NEW.price, NEW.price_ind, NEW.purchase_count, NEW.duration_seconds, NEW.video_layout, NEW.width,
    NEW.height))
  EXECUTE FUNCTION template_search_changed();
--> statement-breakpoint
-- A template's orientation (migration 0027) is worked out where it is read: the index reads it
-- with each template, and a list filtered by it asks the function. Stored, it was computed again
-- by every insert and update of a template (an import and an owner's edit 7 % slower).
ALTER TABLE "templates" DROP COLUMN "orientation";
--> statement-breakpoint
-- The database no longer searches the documents: the index in memory has each one made as it
-- reads the template (`template_search_document`), so no write stores or indexes one. The name's
-- own document served the suggestions, which the index answers too.
ALTER TABLE "templates" DROP COLUMN "search_document";
--> statement-breakpoint
ALTER TABLE "templates" DROP COLUMN "name_document";
--> statement-breakpoint
-- Nothing asks the database to match a template's text or categories any more (the index in
-- memory does both), so their GIN indexes only cost every write: the trigram index on the search
-- text alone was a quarter of the table's size on disk (33 of 128 MB at 100,000 templates), and
-- the two a quarter of the time an owner's save spends in the database (0.85 ms, 0.62 without).
DROP INDEX "templates_search_idx";
--> statement-breakpoint
DROP INDEX "templates_categories_idx";
--> statement-breakpoint
-- The catalogue's words are counted by the index too, from the templates it reads: the triggers
-- that counted them in every writer's statement, and the table they wrote, are gone. The
-- version row stays for the owner's synonyms.
DROP TRIGGER "search_words_inserted" ON "templates";
--> statement-breakpoint
DROP TRIGGER "search_words_updated" ON "templates";
--> statement-breakpoint
DROP TRIGGER "search_words_deleted" ON "templates";
--> statement-breakpoint
DROP FUNCTION "search_words_inserted"();
--> statement-breakpoint
DROP FUNCTION "search_words_updated"();
--> statement-breakpoint
DROP FUNCTION "search_words_deleted"();
--> statement-breakpoint
DROP FUNCTION "search_words_add"(text[], integer[]);
--> statement-breakpoint
DROP FUNCTION "search_words_of"(text, text, text[], text[]);
--> statement-breakpoint
DROP TABLE "search_words";
