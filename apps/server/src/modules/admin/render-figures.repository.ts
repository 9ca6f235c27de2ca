import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isoText } from './figures-sql';
import { inPeriod, type ResolvedPeriod } from './periods';

/** The newest failed renders in the period, with what went wrong. */
export async function recentRenderFailures(db: Db, period: ResolvedPeriod, limit: number) {
  const { rows } = await db.execute<{
    id: string;
    template_id: string;
    template_name: string;
    email: string;
    error_message: string | null;
    failed_at: string;
  }>(sql`
    select g.id, g.template_id, g.template_name, u.email, g.error_message,
      ${isoText(sql`coalesce(g.finished_at, g.updated_at)`)} as failed_at
    from generated_videos g join users u on u.id = g.user_id
    where g.status = 'failed' and ${inPeriod(sql`g.created_at`, period)}
    order by coalesce(g.finished_at, g.updated_at) desc, g.id
    limit ${limit}`);
  return rows.map((row) => ({
    id: row.id,
    templateId: row.template_id,
    templateName: row.template_name,
    email: row.email,
    errorMessage: row.error_message ?? '',
    failedAt: row.failed_at,
  }));
}
