CREATE TABLE "template_popularity_changes" (
	"template_id" bigint PRIMARY KEY NOT NULL,
	"changed" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "template_popularity_changes_changed_idx" ON "template_popularity_changes" USING btree ("changed");
--> statement-breakpoint
-- A sale stamps the template's popularity alone (issue 80, ADR 58): `purchase_count` leaves the
-- columns that stamp `template_search_changes`, so a sale no longer makes every API process read
-- the template's document again and forget what its searches worked out.
DROP TRIGGER "template_search_changed" ON "templates";
--> statement-breakpoint
CREATE TRIGGER "template_search_changed" AFTER UPDATE ON "templates" FOR EACH ROW
  WHEN ((OLD.kind, OLD.status, OLD.name, OLD.description, OLD.categories, OLD.sections, OLD.price,
    OLD.price_ind, OLD.duration_seconds, OLD.video_layout, OLD.width, OLD.height)
    IS DISTINCT FROM (NEW.kind, NEW.status, NEW.name, NEW.description, NEW.categories, NEW.sections,
    NEW.price, NEW.price_ind, NEW.duration_seconds, NEW.video_layout, NEW.width, NEW.height))
  EXECUTE FUNCTION template_search_changed();
--> statement-breakpoint
CREATE FUNCTION "template_popularity_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO template_popularity_changes (template_id) VALUES (NEW.id)
    ON CONFLICT (template_id) DO UPDATE SET changed = excluded.changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "template_popularity_changed" AFTER UPDATE ON "templates" FOR EACH ROW
  WHEN (OLD.purchase_count IS DISTINCT FROM NEW.purchase_count)
  EXECUTE FUNCTION template_popularity_changed();
