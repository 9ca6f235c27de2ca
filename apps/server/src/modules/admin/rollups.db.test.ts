import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { registerBuyer, useSaleApp } from '../../test-support/commerce-fixture';
import { insertPackOrder, payOrder, renderOrderWithHold } from '../../test-support/ledger-fixture';
import { testEngine } from '../../test-support/test-database';
import { catalogueTemplates } from '../catalogue';
import { recountRollups } from './rollups';

/**
 * Each roll-up beside the same figures counted from the rows, in the roll-ups' zone; the sales
 * waiting are counted first, as the dashboard counts them before it reads.
 */
async function rollupsAndRecount(db: Db) {
  await catalogueTemplates.countRecordedSales(db);
  const rows = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rows;
  return {
    rolledUp: {
      salesDaily: await rows(sql`
        select day::text as day, template_id::text as template, sales from admin_sales_daily
        where sales <> 0 order by 1, 2`),
      templateSales: await rows(sql`
        select template_id::text as template, sales from admin_template_sales
        where sales <> 0 order by 1`),
      revenueDaily: await rows(sql`
        select day::text as day, paise::text as paise, orders from admin_revenue_daily
        where orders <> 0 order by 1`),
      userTotals: await rows(sql`
        select user_id::text as user, paid_paise::text as paise, paid_credits as credits, purchases
        from admin_user_totals order by 1`),
      userDaily: await rows(sql`
        select day::text as day, user_id::text as user, paid_orders as orders,
          paid_paise::text as paise, paid_credits as credits, purchases
        from admin_user_daily
        where paid_orders <> 0 or paid_paise <> 0 or paid_credits <> 0 or purchases <> 0
        order by 1, 2`),
    },
    recounted: {
      salesDaily: await rows(sql`
        select (l.created_at at time zone z.zone)::date::text as day,
          l.template_id::text as template, count(*)::int as sales
        from licences l cross join admin_rollup_zone z group by 1, 2 order by 1, 2`),
      templateSales: await rows(sql`
        select template_id::text as template, count(*)::int as sales from licences
        group by 1 order by 1`),
      revenueDaily: await rows(sql`
        select (o.paid_at at time zone z.zone)::date::text as day, sum(o.amount)::text as paise,
          count(*)::int as orders
        from payment_orders o cross join admin_rollup_zone z
        where o.status = 'paid' group by 1 order by 1`),
      userTotals: await rows(sql`
        select u.id::text as user,
          coalesce((select sum(amount) from payment_orders
            where user_id = u.id and status = 'paid'), 0)::text as paise,
          coalesce((select sum(credits) from payment_orders
            where user_id = u.id and status = 'paid'), 0)::int as credits,
          (select count(*) from licences where user_id = u.id)::int as purchases
        from users u order by 1`),
      userDaily: await rows(sql`
        select h.day::text as day, h.user_id::text as user, sum(h.orders)::int as orders,
          sum(h.paise)::text as paise, sum(h.credits)::int as credits,
          sum(h.purchases)::int as purchases
        from (
          select (o.paid_at at time zone z.zone)::date as day, o.user_id, 1 as orders,
            o.amount as paise, o.credits, 0 as purchases
          from payment_orders o cross join admin_rollup_zone z where o.status = 'paid'
          union all
          select (l.created_at at time zone z.zone)::date, l.user_id, 0, 0, 0, 1
          from licences l cross join admin_rollup_zone z
        ) as h
        group by 1, 2 order by 1, 2`),
    },
  };
}

async function expectRollupsToMatchRecount(db: Db) {
  const { rolledUp, recounted } = await rollupsAndRecount(db);
  expect(rolledUp).toEqual(recounted);
}

/**
 * The dashboard's roll-ups (migration 0012) are kept by triggers in the writers' transactions: after
 * any mix of purchases, downloads, checkouts, render orders and credit pack payments, and with many
 * of them at once, they hold exactly what counting the rows again gives.
 */
describe(`the admin roll-ups on ${testEngine}`, () => {
  const sale = useSaleApp(
    {
      reel: { name: 'Roll-up Reel', price: 30 },
      frame: { name: 'Roll-up Frame', kind: 'image', price: 10 },
      film: { name: 'Roll-up Film', kind: 'direct-sell', price: 20 },
    },
    { RATE_LIMIT_MAX: '1000000' },
  );
  const db = () => sale.testApp.database.db;

  it('equal a recount after purchases, checkouts, render orders and payments', async () => {
    const { ids } = sale;
    const buyer = await registerBuyer(sale.testApp.app);
    const order = await insertPackOrder(db(), buyer.userId, 500, 39_900);
    await payOrder(sale.testApp, order.id);
    // Paid again (a webhook after verification): counted once.
    await payOrder(sale.testApp, order.id);
    await insertPackOrder(db(), buyer.userId, 100, 9_900);

    expect(
      (await buyer.call('POST', '/api/purchase-template', { templateId: ids.reel })).statusCode,
    ).toBe(200);
    expect(
      (await buyer.call('POST', '/api/download-template', { templateId: ids.film })).statusCode,
    ).toBe(200);
    await buyer.call('POST', '/api/add-to-cart', { templateId: ids.frame, quantity: 3 });
    await buyer.call('POST', '/api/add-to-cart', { templateId: ids.reel, quantity: 2 });
    expect((await buyer.call('POST', '/api/checkout', {})).statusCode).toBe(200);

    const renderer = await registerBuyer(sale.testApp.app);
    await payOrder(sale.testApp, (await insertPackOrder(db(), renderer.userId, 100, 9_900)).id);
    await renderOrderWithHold(db(), {
      userId: renderer.userId,
      templateId: ids.frame,
      price: 10,
      outcome: 'completed',
    });
    await renderOrderWithHold(db(), {
      userId: renderer.userId,
      templateId: ids.reel,
      price: 30,
      outcome: 'failed',
    });

    const { rolledUp } = await rollupsAndRecount(db());
    // Not vacuous: 1 purchase, 1 download, 5 checked out, 1 render settled; 2 orders paid.
    expect(rolledUp.templateSales.reduce((sum, row) => sum + Number(row.sales), 0)).toBe(8);
    expect(rolledUp.revenueDaily.reduce((sum, row) => sum + Number(row.orders), 0)).toBe(2);
    await expectRollupsToMatchRecount(db());
  });

  it('equal a recount after many purchases, then checkouts and payments, at once', async () => {
    const { ids } = sale;
    const buyers = await Promise.all(
      Array.from({ length: 12 }, () => registerBuyer(sale.testApp.app)),
    );
    const orders = await Promise.all(
      buyers.map((buyer) => insertPackOrder(db(), buyer.userId, 100, 9_900)),
    );
    const templates = [ids.reel, ids.frame, ids.film];
    const purchases = await Promise.all(
      buyers.flatMap((buyer) =>
        templates.map((templateId) => buyer.call('POST', '/api/purchase-template', { templateId })),
      ),
    );
    expect(purchases.map((response) => response.statusCode)).toEqual(purchases.map(() => 200));
    await Promise.all([
      ...orders.map((order) => payOrder(sale.testApp, order.id)),
      ...buyers.map(async (buyer) => {
        await buyer.call('POST', '/api/add-to-cart', { templateId: ids.frame, quantity: 2 });
        await buyer.call('POST', '/api/add-to-cart', { templateId: ids.reel, quantity: 1 });
        await buyer.call('POST', '/api/checkout', {});
      }),
    ]);
    await expectRollupsToMatchRecount(db());
  });

  it('are counted again in the days of another zone', async () => {
    await recountRollups(db(), 'Pacific/Chatham');
    const zone = await db().execute<{ zone: string }>(sql`select zone from admin_rollup_zone`);
    expect(zone.rows[0]!.zone).toBe('Pacific/Chatham');
    const buyer = await registerBuyer(sale.testApp.app);
    await buyer.call('POST', '/api/purchase-template', { templateId: sale.ids.frame });
    await payOrder(sale.testApp, (await insertPackOrder(db(), buyer.userId, 100, 9_900)).id);
    await expectRollupsToMatchRecount(db());
    await recountRollups(db(), 'UTC');
    await expectRollupsToMatchRecount(db());
  });
});
