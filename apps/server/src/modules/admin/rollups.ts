import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/**
 * Counts the dashboard's roll-ups again in days of `timeZone` (see migration 0012 and ADR 21): the
 * triggers that keep them count days of the zone they were last counted in.
 */
export async function recountRollups(db: Db, timeZone: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Another process may have recounted meanwhile; the function's lock makes the check exact.
    await tx.execute(sql`lock table admin_rollup_zone in exclusive mode`);
    const { rows } = await tx.execute<{ zone: string }>(sql`select zone from admin_rollup_zone`);
    if (rows[0]?.zone === timeZone) return;
    await tx.execute(sql`select admin_rollups_recount(${timeZone})`);
  });
}
