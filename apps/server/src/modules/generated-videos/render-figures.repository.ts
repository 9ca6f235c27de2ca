import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database';

/** Two instants as SQL expressions: from `from`, up to but not including `to`. */
export interface PlacedWithin {
  from: SQL;
  to: SQL;
}

/** One template's orders, counted. */
export interface TemplateRenderCounts {
  templateId: string;
  templateName: string;
  renders: number;
  failed: number;
  /** Completed or failed: the orders a failure rate is out of. */
  finished: number;
  refunds: number;
  /** The median seconds a completed order took to render; null when none did. */
  medianSeconds: number | null;
}

/**
 * The orders placed within `placed` (every order when null) per template, most ordered first:
 * how many, how many failed or finished, were refunded, and the median render time.
 */
export async function renderCountsPerTemplate(
  tx: Tx,
  placed: PlacedWithin | null,
): Promise<TemplateRenderCounts[]> {
  const when = placed
    ? sql`(created_at >= ${placed.from} and created_at < ${placed.to})`
    : sql`true`;
  const { rows } = await tx.execute<{
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
    where ${when}
    group by template_id
    order by renders desc, template_id`);
  return rows.map((row) => ({
    templateId: row.template_id,
    templateName: row.template_name,
    renders: row.renders,
    failed: row.failed,
    finished: row.finished,
    refunds: row.refunds,
    medianSeconds: row.median_seconds,
  }));
}
