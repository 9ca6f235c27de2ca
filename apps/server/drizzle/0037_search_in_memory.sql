-- Search in memory (issue 68, ADR 50): each API process keeps an index of the templates on sale
-- and reads what changed since its last read. A row written with what a search reads is stamped
-- with its transaction: on insert by the column's default, on update by the trigger below when a
-- column a search reads changed. A removed template leaves a note, as its row is gone.
ALTER TABLE "templates" ADD COLUMN "search_changed" xid8 DEFAULT pg_current_xact_id() NOT NULL;
--> statement-breakpoint
CREATE INDEX "templates_search_changed_idx" ON "templates" USING btree ("search_changed");
--> statement-breakpoint
CREATE FUNCTION "template_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_changed := pg_current_xact_id();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "template_search_changed" BEFORE UPDATE ON "templates" FOR EACH ROW
  WHEN ((OLD.kind, OLD.status, OLD.name, OLD.description, OLD.categories, OLD.sections, OLD.price,
    OLD.price_ind, OLD.purchase_count, OLD.duration_seconds, OLD.video_layout, OLD.width, OLD.height)
    IS DISTINCT FROM (NEW.kind, NEW.status, NEW.name, NEW.description, NEW.categories, NEW.sections,
    NEW.price, NEW.price_ind, NEW.purchase_count, NEW.duration_seconds, NEW.video_layout, NEW.width,
    NEW.height))
  EXECUTE FUNCTION template_search_changed();
--> statement-breakpoint
CREATE TABLE "template_search_removals" (
	"template_id" bigint NOT NULL,
	"removed" xid8 DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "template_search_removals_removed_idx" ON "template_search_removals" USING btree ("removed");
--> statement-breakpoint
CREATE FUNCTION "template_search_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO template_search_removals (template_id) SELECT id FROM old_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "template_search_removed" AFTER DELETE ON "templates"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION template_search_removed();
--> statement-breakpoint
-- The database no longer searches the documents: the index in memory has each one made as it
-- reads the template (`template_search_document`), so no write stores or indexes one. The name's
-- own document served the suggestions, which the index answers too.
ALTER TABLE "templates" DROP COLUMN "search_document";
--> statement-breakpoint
ALTER TABLE "templates" DROP COLUMN "name_document";
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
