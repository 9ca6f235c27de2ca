ALTER TABLE "catalogue_version" ADD COLUMN "templates_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every save of a template stamps it for the search index, its media and scene too (`updated_at`
-- moves with each): an answer kept through a save (ADR 64) learns from the index which templates
-- were saved since it was made, and one showing a template saved is made again. A sale moves
-- neither, and still stamps only its popularity.
DROP TRIGGER "template_search_changed" ON "templates";
--> statement-breakpoint
CREATE TRIGGER "template_search_changed" AFTER UPDATE ON "templates" FOR EACH ROW
  WHEN ((OLD.kind, OLD.status, OLD.name, OLD.description, OLD.categories, OLD.sections, OLD.price,
    OLD.price_ind, OLD.duration_seconds, OLD.video_layout, OLD.width, OLD.height, OLD.updated_at)
    IS DISTINCT FROM (NEW.kind, NEW.status, NEW.name, NEW.description, NEW.categories, NEW.sections,
    NEW.price, NEW.price_ind, NEW.duration_seconds, NEW.video_layout, NEW.width, NEW.height,
    NEW.updated_at))
  EXECUTE FUNCTION template_search_changed();
