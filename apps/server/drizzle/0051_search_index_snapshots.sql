-- Each snapshot of the search index written to disk (ADR 58). A process reads a snapshot at boot
-- only if the database holds its row: one restored to before the snapshot was written (a backup,
-- a point in time), or another store's database, does not, and a stale or foreign snapshot is
-- never served. Rows older than 30 days are deleted as new ones are written.
CREATE TABLE "search_index_snapshots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
