import { sql, type SQL } from 'drizzle-orm';
import { users } from './users.schema';

/**
 * When the store's first account was made (null before any), as a SQL expression another module
 * puts into its own statement: the dashboard's periods read it with today's date in one round
 * trip, and `users` stays queried by its module alone (ADR 39).
 */
export const firstSignUpSql = (): SQL<Date | null> =>
  sql`(select min(${users.createdAt}) from ${users})`;
