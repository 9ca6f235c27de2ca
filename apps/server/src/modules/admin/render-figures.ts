import type { Db } from '../../db/database';
import { renderOrders } from '../generated-videos';
import { periodBounds, type ResolvedPeriod } from './periods';

export interface RenderFigures {
  templateId: string;
  templateName: string;
  renders: number;
  failed: number;
  failureRate: number;
  refunds: number;
  medianRenderSeconds: number | null;
}

/**
 * Renders per template in the period: how many, how many failed, refunds and the median time,
 * counted by the generated videos module, whose orders they are (ADR 39).
 */
export async function renderFigures(db: Db, period: ResolvedPeriod): Promise<RenderFigures[]> {
  const counted = await renderOrders.renderCountsPerTemplate(db, periodBounds(period));
  return counted.map((row) => ({
    templateId: row.templateId,
    templateName: row.templateName,
    renders: row.renders,
    failed: row.failed,
    failureRate: row.finished ? Math.round((row.failed / row.finished) * 10_000) / 10_000 : 0,
    refunds: row.refunds,
    medianRenderSeconds:
      row.medianSeconds === null ? null : Math.round(row.medianSeconds * 10) / 10,
  }));
}
