import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { licences } from './commerce.schema';

/** How many buyers hold a licence of the template: the owner's dashboard shows it, and a template anyone owns stays on sale. */
export async function countTemplateOwners(tx: Tx, templateId: number): Promise<number> {
  const [row] = await tx
    .select({ owners: sql<number>`count(distinct ${licences.userId})::int` })
    .from(licences)
    .where(eq(licences.templateId, templateId));
  return row?.owners ?? 0;
}
