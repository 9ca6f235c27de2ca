CREATE TABLE "search_query_days" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"query" text NOT NULL,
	"searches" integer NOT NULL,
	"results" integer,
	CONSTRAINT "search_query_days_day_kind_query_pk" PRIMARY KEY("day","kind","query")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"term" text NOT NULL,
	"synonym" text NOT NULL,
	"two_way" boolean DEFAULT false NOT NULL,
	CONSTRAINT "search_synonyms_not_self" CHECK ("search_synonyms"."term" <> "search_synonyms"."synonym")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"stem" text,
	"templates" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "search_words_version_one_row" CHECK ("search_words_version"."id")
);
--> statement-breakpoint
CREATE INDEX "search_query_days_day_idx" ON "search_query_days" USING btree ("day");--> statement-breakpoint
INSERT INTO "search_words_version" ("id", "version") VALUES (true, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- What a search matches (ADR 35), weighted: the name (A) over the sections and categories (B) over
-- the description (C), each stemmed by the english configuration. A generated column, so every
-- writer keeps it current in its own statement; it is left out of the Drizzle schema, so reading
-- a template's row never carries it.
CREATE FUNCTION "template_search_document"(name text, description text, categories text[], sections text[])
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', name), 'A')
    || setweight(to_tsvector('english', array_to_string(sections || categories, ' ')), 'B')
    || setweight(to_tsvector('english', description), 'C')
$$;
--> statement-breakpoint
-- Landscape, portrait or square, from the video layout ("16:9") or else the composition's size.
CREATE FUNCTION "template_orientation"(layout text, width integer, height integer)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE sign(coalesce(ratio[1]::numeric - ratio[2]::numeric, width - height))
    WHEN 1 THEN 'landscape' WHEN -1 THEN 'portrait' ELSE 'square' END
  FROM (SELECT regexp_match(layout, '^\s*([0-9]{1,6}(?:\.[0-9]{1,6})?)\s*[:x]\s*([0-9]{1,6}(?:\.[0-9]{1,6})?)\s*$') AS ratio) AS parsed
$$;
--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "search_document" tsvector
  GENERATED ALWAYS AS (template_search_document(name, description, categories, sections)) STORED;
--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "orientation" text
  GENERATED ALWAYS AS (template_orientation(video_layout, width, height)) STORED;
--> statement-breakpoint
CREATE INDEX "templates_search_document_idx" ON "templates" USING gin ("search_document") WHERE status = 'published';
--> statement-breakpoint
-- The name alone, for suggestions as a search is typed: its own index tells PostgreSQL how many
-- names hold a word, so it walks the popularity index only for a common one.
ALTER TABLE "templates" ADD COLUMN "name_document" tsvector
  GENERATED ALWAYS AS (to_tsvector('english'::regconfig, name)) STORED;
--> statement-breakpoint
CREATE INDEX "templates_name_document_idx" ON "templates" USING gin ("name_document") WHERE status = 'published';
--> statement-breakpoint
-- The words a buyer may type of a template, as the web app splits a search: lower case, runs of
-- letters and digits.
CREATE FUNCTION "search_words_of"(name text, description text, categories text[], sections text[])
RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(
    lower(name || ' ' || description || ' ' || array_to_string(categories, ' ') || ' ' || array_to_string(sections, ' ')),
    '[^[:alnum:]]+') AS word
  WHERE length(word) BETWEEN 2 AND 40
$$;
--> statement-breakpoint
-- Adds `deltas` to the words' template counts, in word order (two writers lock the rows in the same
-- order, so they cannot deadlock), and bumps the version when a word appeared or left.
CREATE FUNCTION "search_words_add"(words text[], deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  moved boolean;
BEGIN
  WITH counted AS (
    INSERT INTO search_words AS s (word, stem, templates)
      SELECT d.word, (ts_lexize('english_stem', d.word))[1], d.delta
      FROM unnest(words, deltas) AS d(word, delta) ORDER BY d.word
    ON CONFLICT (word) DO UPDATE SET templates = s.templates + excluded.templates
    RETURNING s.word, s.templates
  )
  SELECT coalesce(bool_or(c.templates = 0 OR c.templates = d.delta), false) INTO moved
  FROM counted c JOIN unnest(words, deltas) AS d(word, delta) ON d.word = c.word;
  IF moved THEN
    UPDATE search_words_version SET version = version + 1;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_words_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  SELECT array_agg(word ORDER BY word), array_agg(delta ORDER BY word) INTO words, deltas
  FROM (
    SELECT w AS word, count(*)::integer AS delta
    FROM new_rows n CROSS JOIN LATERAL search_words_of(n.name, n.description, n.categories, n.sections) AS w
    WHERE n.status = 'published' GROUP BY w
  ) AS d;
  IF words IS NOT NULL THEN PERFORM search_words_add(words, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose words or whether they are on sale changed count: a purchase count or media
-- update costs the join and nothing more.
CREATE FUNCTION "search_words_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  WITH changed AS (
    SELECT o.name AS old_name, o.description AS old_description, o.categories AS old_categories,
      o.sections AS old_sections, o.status AS old_status,
      n.name, n.description, n.categories, n.sections, n.status
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status = 'published' OR n.status = 'published')
      AND (o.name, o.description, o.categories, o.sections, o.status)
        IS DISTINCT FROM (n.name, n.description, n.categories, n.sections, n.status)
  )
  SELECT array_agg(word ORDER BY word), array_agg(delta ORDER BY word) INTO words, deltas
  FROM (
    SELECT word, sum(delta)::integer AS delta FROM (
      SELECT w AS word, 1 AS delta
      FROM changed c CROSS JOIN LATERAL search_words_of(c.name, c.description, c.categories, c.sections) AS w
      WHERE c.status = 'published'
      UNION ALL
      SELECT w, -1
      FROM changed c CROSS JOIN LATERAL search_words_of(c.old_name, c.old_description, c.old_categories, c.old_sections) AS w
      WHERE c.old_status = 'published'
    ) AS both_sides GROUP BY word HAVING sum(delta) <> 0
  ) AS d;
  IF words IS NOT NULL THEN PERFORM search_words_add(words, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_words_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  SELECT array_agg(word ORDER BY word), array_agg(delta ORDER BY word) INTO words, deltas
  FROM (
    SELECT w AS word, -count(*)::integer AS delta
    FROM old_rows o CROSS JOIN LATERAL search_words_of(o.name, o.description, o.categories, o.sections) AS w
    WHERE o.status = 'published' GROUP BY w
  ) AS d;
  IF words IS NOT NULL THEN PERFORM search_words_add(words, deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO "search_words" ("word", "stem", "templates")
  SELECT w, (ts_lexize('english_stem', w))[1], count(*)
  FROM templates t CROSS JOIN LATERAL search_words_of(t.name, t.description, t.categories, t.sections) AS w
  WHERE t.status = 'published' GROUP BY w;
--> statement-breakpoint
CREATE TRIGGER "search_words_inserted" AFTER INSERT ON "templates"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_inserted();
--> statement-breakpoint
CREATE TRIGGER "search_words_updated" AFTER UPDATE ON "templates"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_updated();
--> statement-breakpoint
CREATE TRIGGER "search_words_deleted" AFTER DELETE ON "templates"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_deleted();
