import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isoText } from './figures-sql';
import { inPeriod, type ResolvedPeriod } from './periods';

export interface RenderFigures {
  templateId: string;
  templateName: string;
  renders: number;
  failed: number;
  failureRate: number;
  refunds: number;
  medianRenderSeconds: number | null;
}

/** Renders per template in the period: how many, how many failed, refunds and the median time. */
export async function renderFigures(db: Db, period: ResolvedPeriod): Promise<RenderFigures[]> {
  const { rows } = await db.execute<{
    template_id: string;
    template_name: string;
    renders: number;
    failed: number;
    finished: number;
    refunds: number;
    median_seconds: number | null;
  }>(sql`
    select template_id, max(template_name) as template_name, count(*)::int as renders,
      (count(*) filter (where status = 'failed'))::int as failed,
      (count(*) filter (where status in ('completed', 'failed')))::int as finished,
      (count(*) filter (where refunded))::int as refunds,
      (percentile_cont(0.5) within group (order by extract(epoch from finished_at - started_at))
        filter (where status = 'completed' and started_at is not null and finished_at is not null)
      )::float8 as median_seconds
    from generated_videos
    where ${inPeriod(sql`created_at`, period)}
    group by template_id
    order by renders desc, template_id`);
  return rows.map((row) => ({
    templateId: row.template_id,
    templateName: row.template_name,
    renders: row.renders,
    failed: row.failed,
    failureRate: row.finished ? Math.round((row.failed / row.finished) * 10_000) / 10_000 : 0,
    refunds: row.refunds,
    medianRenderSeconds:
      row.median_seconds === null ? null : Math.round(row.median_seconds * 10) / 10,
  }));
}

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
