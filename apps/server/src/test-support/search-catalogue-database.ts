import { insertTemplates } from '../modules/catalogue/catalogue.repository';
import { SearchPlanner } from '../modules/search';
import { generateSearchCatalogue } from './search-catalogue';
import { createTestDatabase } from './test-database';

/** A test database holding `size` generated templates, and a planner of searches on it. */
export async function searchCatalogueDatabase(size: number) {
  const database = await createTestDatabase();
  await insertTemplates(
    database.db,
    generateSearchCatalogue(size).map((template) => template.row),
  );
  return { database, planner: new SearchPlanner(database.db) };
}
