/**
 * The Drizzle schema: one file per feature's tables lives beside its module and is re-exported here,
 * so drizzle-kit sees one schema and both engines run the same migrations.
 */
export {};
