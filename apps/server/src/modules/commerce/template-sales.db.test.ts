import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerBuyer, useSaleApp } from '../../test-support/commerce-fixture';
import { testEngine } from '../../test-support/test-database';
import { catalogueTemplates } from '../catalogue';

describe(`counting template sales on ${testEngine}`, () => {
  const sale = useSaleApp({
    intro: { name: 'Sales Intro', price: 10 },
    outro: { name: 'Sales Outro', price: 10 },
  });
  const db = () => sale.testApp.database.db;

  /** Each template's purchase count and dashboard totals, beside the licences it sold. */
  async function figures() {
    const { rows } = await db().execute<Record<string, number>>(sql`
      select t.id::int as id, t.purchase_count as count,
        coalesce((select sales from admin_template_sales s where s.template_id = t.id), 0) as overall,
        coalesce((select sum(sales) from admin_sales_daily d where d.template_id = t.id), 0)::int
          as daily,
        (select count(*) from licences l where l.template_id = t.id)::int as licences
      from templates t order by t.id`);
    return rows.map((row) => ({
      count: Number(row.count),
      overall: Number(row.overall),
      daily: Number(row.daily),
      licences: Number(row.licences),
    }));
  }

  const buy = async (templateId: string) => {
    const { call } = await registerBuyer(sale.testApp.app);
    const answer = await call('POST', '/api/purchase-template', {
      templateId,
      templateType: 'video',
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  it('leaves the counts as they were until the sales are counted, then adds each once', async () => {
    const before = await figures();
    await buy(sale.ids.intro);
    await buy(sale.ids.intro);
    await buy(sale.ids.outro);
    expect((await figures()).map(({ count, overall }) => ({ count, overall }))).toEqual(
      before.map(({ count, overall }) => ({ count, overall })),
    );

    expect(await catalogueTemplates.countRecordedSales(db())).toBe(3);
    const after = await figures();
    expect(after.map((row) => row.count)).toEqual([before[0]!.count + 2, before[1]!.count + 1]);
    for (const row of after) expect([row.overall, row.daily]).toEqual([row.licences, row.licences]);
    expect(await catalogueTemplates.countRecordedSales(db())).toBe(0);
  });

  it('counts every sale exactly once while counts race each other and new sales', async () => {
    const before = await figures();
    const purchases = 12;
    const counted = await Promise.all([
      ...Array.from({ length: purchases }, (_, i) =>
        buy(i % 2 ? sale.ids.intro : sale.ids.outro).then(() => 0),
      ),
      ...Array.from({ length: 6 }, () => catalogueTemplates.countRecordedSales(db())),
    ]);
    const total =
      counted.reduce((sum, n) => sum + n, 0) + (await catalogueTemplates.countRecordedSales(db()));
    expect(total).toBe(purchases);
    const after = await figures();
    expect(after.map((row) => row.count - before[after.indexOf(row)]!.count)).toEqual([6, 6]);
    for (const row of after) expect([row.overall, row.daily]).toEqual([row.licences, row.licences]);
  });
});
