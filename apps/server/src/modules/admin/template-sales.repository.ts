import type { AdminTemplate } from '@frameshop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparationSql } from '../catalogue';
import { dayInPeriod, type ResolvedPeriod } from './periods';

/**
 * Every template with its sales, all time and in the period, best sellers first; each with the
 * layout its owner chose, pictures and ready-made videos as well as video templates.
 */
export async function templateSales(db: Db, period: ResolvedPeriod): Promise<AdminTemplate[]> {
  const preparation = preparationSql(sql`t`);
  const { rows } = await db.execute<{
    id: string;
    name: string;
    kind: AdminTemplate['kind'];
    video_layout: string | null;
    price: number;
    price_ind: number;
    purchase_count: number;
    filtered_purchase_count: number;
    status: AdminTemplate['status'];
    sku: string | null;
    media_state: AdminTemplate['mediaState'];
    media_progress: number;
  }>(sql`
    select t.id::text as id, t.name, t.kind, t.status, t.sku,
      ${preparation.state} as media_state, ${preparation.progress} as media_progress,
      nullif(t.video_layout, '') as video_layout,
      t.price, coalesce(t.price_ind, t.price) as price_ind,
      coalesce(sales.sales, 0)::int as purchase_count,
      ${period.filtered ? sql`coalesce(filtered.sales, 0)` : sql`coalesce(sales.sales, 0)`}::int
        as filtered_purchase_count
    from templates t
    left join admin_template_sales sales on sales.template_id = t.id
    left join (
      select template_id, sum(sales) as sales from admin_sales_daily
      where ${period.filtered ? dayInPeriod(sql`day`, period) : sql`false`}
      group by template_id
    ) as filtered on filtered.template_id = t.id
    order by filtered_purchase_count desc, purchase_count desc, t.id`);
  return rows.map((row) => ({
    templateId: row.id,
    templateName: row.name,
    kind: row.kind,
    videoLayout: row.video_layout,
    templatePrice: row.price,
    templatePriceIND: row.price_ind,
    purchaseCount: row.purchase_count,
    filteredPurchaseCount: row.filtered_purchase_count,
    status: row.status,
    sku: row.sku,
    mediaState: row.media_state,
    mediaProgress: row.media_progress,
  }));
}
