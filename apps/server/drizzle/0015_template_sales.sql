CREATE TABLE "template_sales" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"template_id" bigint NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
-- Per-template roll-ups leave the licence's transaction: the trigger appends the sales, and
-- count_template_sales() adds them up, so no buyer holds a popular template's rows to the commit.
-- The per-user rows stay in the trigger: only their own user's spends, one at a time, take them.
CREATE OR REPLACE FUNCTION "admin_rollup_licences"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO template_sales (day, template_id, count)
    SELECT (a.created_at AT TIME ZONE z.zone)::date, a.template_id, count(*)
    FROM added a CROSS JOIN admin_rollup_zone z
    GROUP BY 1, 2;
  INSERT INTO admin_user_totals AS s (user_id, purchases)
    SELECT user_id, count(*) FROM added GROUP BY 1 ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET purchases = s.purchases + excluded.purchases;
  INSERT INTO admin_user_daily AS s (day, user_id, purchases)
    SELECT (a.created_at AT TIME ZONE z.zone)::date, a.user_id, count(*)
    FROM added a CROSS JOIN admin_rollup_zone z
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, user_id) DO UPDATE SET purchases = s.purchases + excluded.purchases;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Moves the waiting sales into the purchase counts and the per-template roll-ups and answers how
-- many licences it counted. A deleted row is returned to one deleter only, so each sale is counted
-- once; the lock keeps two runs from upserting the same rows in different orders.
CREATE FUNCTION "count_template_sales"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  counted integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('count_template_sales'));
  WITH sold AS (
    DELETE FROM template_sales RETURNING day, template_id, count
  ), daily AS (
    INSERT INTO admin_sales_daily AS s (day, template_id, sales)
      SELECT day, template_id, sum(count) FROM sold GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, template_id) DO UPDATE SET sales = s.sales + excluded.sales
  ), totals AS (
    SELECT template_id, sum(count)::integer AS count FROM sold GROUP BY 1
  ), overall AS (
    INSERT INTO admin_template_sales AS s (template_id, sales)
      SELECT template_id, count FROM totals ORDER BY 1
    ON CONFLICT (template_id) DO UPDATE SET sales = s.sales + excluded.sales
  ), popularity AS (
    UPDATE templates t SET purchase_count = t.purchase_count + totals.count
    FROM totals WHERE t.id = totals.template_id
  )
  SELECT coalesce(sum(count), 0) INTO counted FROM totals;
  RETURN counted;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "admin_rollups_recount"(wanted text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE admin_rollup_zone IN EXCLUSIVE MODE;
  LOCK TABLE licences, payment_orders IN SHARE MODE;
  -- Sales still waiting are added to the purchase counts; the roll-ups are counted afresh below.
  PERFORM count_template_sales();
  INSERT INTO admin_rollup_zone (id, zone) VALUES (true, wanted)
    ON CONFLICT (id) DO UPDATE SET zone = excluded.zone;
  DELETE FROM admin_sales_daily;
  DELETE FROM admin_template_sales;
  DELETE FROM admin_revenue_daily;
  DELETE FROM admin_user_daily;
  INSERT INTO admin_sales_daily (day, template_id, sales)
    SELECT (created_at AT TIME ZONE wanted)::date, template_id, count(*) FROM licences GROUP BY 1, 2;
  INSERT INTO admin_template_sales (template_id, sales)
    SELECT template_id, count(*) FROM licences GROUP BY 1;
  INSERT INTO admin_revenue_daily (day, paise, orders)
    SELECT (paid_at AT TIME ZONE wanted)::date, sum(amount), count(*)
    FROM payment_orders WHERE status = 'paid' GROUP BY 1;
  INSERT INTO admin_user_totals AS s (user_id, paid_paise, paid_credits, purchases)
    SELECT u.id, coalesce(p.paise, 0), coalesce(p.credits, 0), coalesce(l.count, 0)
    FROM users u
    LEFT JOIN (SELECT user_id, sum(amount) AS paise, sum(credits) AS credits
      FROM payment_orders WHERE status = 'paid' GROUP BY 1) p ON p.user_id = u.id
    LEFT JOIN (SELECT user_id, count(*) AS count FROM licences GROUP BY 1) l ON l.user_id = u.id
  ON CONFLICT (user_id) DO UPDATE SET paid_paise = excluded.paid_paise,
    paid_credits = excluded.paid_credits, purchases = excluded.purchases;
  INSERT INTO admin_user_daily (day, user_id, paid_orders, paid_paise, paid_credits, purchases)
    SELECT day, user_id, sum(orders), sum(paise), sum(credits), sum(purchases)
    FROM (
      SELECT (paid_at AT TIME ZONE wanted)::date AS day, user_id, 1 AS orders, amount AS paise,
        credits, 0 AS purchases
      FROM payment_orders WHERE status = 'paid'
      UNION ALL
      SELECT (created_at AT TIME ZONE wanted)::date, user_id, 0, 0, 0, 1 FROM licences
    ) AS happened
    GROUP BY 1, 2;
END $$;
