import type { TestProject } from 'vitest/node';
import { openMigratedDatabase } from '../db/database';
import { createThrowawayPostgres } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PostgreSQL database that each test database is copied from. */
    postgresTemplateDatabase: string;
  }
}

/**
 * Vitest global setup of the PostgreSQL suites: migrates one database per run, which each test
 * file's database copies (`CREATE DATABASE … TEMPLATE`) instead of migrating afresh.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('The PostgreSQL suites need DATABASE_URL');
  const template = await createThrowawayPostgres(adminUrl);
  // Migrated, then closed: PostgreSQL copies a database only while nobody is connected to it.
  await (await openMigratedDatabase({ kind: 'postgres', url: template.url, poolMax: 1 })).close();
  project.provide('postgresTemplateDatabase', template.name);
  return () => template.drop();
}
