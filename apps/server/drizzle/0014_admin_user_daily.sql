CREATE TABLE "admin_user_daily" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL,
	"paid_credits" integer DEFAULT 0 NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "admin_user_daily_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
ALTER TABLE "admin_user_daily" ADD CONSTRAINT "admin_user_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_user_daily_user_idx" ON "admin_user_daily" USING btree ("user_id");--> statement-breakpoint
-- The triggers of 0012 keep the per-user day rows too, after the user's totals row (the order both
-- writers lock in), upserting in key order like the other roll-ups.
CREATE OR REPLACE FUNCTION "admin_rollup_licences"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_sales_daily AS s (day, template_id, sales)
    SELECT (a.created_at AT TIME ZONE z.zone)::date, a.template_id, count(*)
    FROM added a CROSS JOIN admin_rollup_zone z
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, template_id) DO UPDATE SET sales = s.sales + excluded.sales;
  INSERT INTO admin_template_sales AS s (template_id, sales)
    SELECT template_id, count(*) FROM added GROUP BY 1 ORDER BY 1
  ON CONFLICT (template_id) DO UPDATE SET sales = s.sales + excluded.sales;
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
CREATE OR REPLACE FUNCTION "admin_rollup_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := 'SELECT paid_at, user_id, amount, credits, 1 AS sign FROM added WHERE status = ''paid''';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    changes := changes || ' UNION ALL SELECT paid_at, user_id, -amount, -credits, -1 FROM removed WHERE status = ''paid''';
  END IF;
  EXECUTE format($sql$
    INSERT INTO admin_revenue_daily AS s (day, paise, orders)
      SELECT (c.paid_at AT TIME ZONE z.zone)::date, sum(c.amount), sum(c.sign)
      FROM (%s) c CROSS JOIN admin_rollup_zone z
      GROUP BY 1 HAVING sum(c.amount) <> 0 OR sum(c.sign) <> 0 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET paise = s.paise + excluded.paise, orders = s.orders + excluded.orders$sql$,
    changes);
  EXECUTE format($sql$
    INSERT INTO admin_user_totals AS s (user_id, paid_paise, paid_credits)
      SELECT c.user_id, sum(c.amount), sum(c.credits) FROM (%s) c
      GROUP BY 1 HAVING sum(c.amount) <> 0 OR sum(c.credits) <> 0 ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE
      SET paid_paise = s.paid_paise + excluded.paid_paise, paid_credits = s.paid_credits + excluded.paid_credits$sql$,
    changes);
  EXECUTE format($sql$
    INSERT INTO admin_user_daily AS s (day, user_id, paid_orders, paid_paise, paid_credits)
      SELECT (c.paid_at AT TIME ZONE z.zone)::date, c.user_id, sum(c.sign), sum(c.amount), sum(c.credits)
      FROM (%s) c CROSS JOIN admin_rollup_zone z
      GROUP BY 1, 2 HAVING sum(c.sign) <> 0 OR sum(c.amount) <> 0 OR sum(c.credits) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, user_id) DO UPDATE SET paid_orders = s.paid_orders + excluded.paid_orders,
      paid_paise = s.paid_paise + excluded.paid_paise, paid_credits = s.paid_credits + excluded.paid_credits$sql$,
    changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "admin_rollups_recount"(wanted text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE admin_rollup_zone IN EXCLUSIVE MODE;
  LOCK TABLE licences, payment_orders IN SHARE MODE;
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
--> statement-breakpoint
SELECT "admin_rollups_recount"(coalesce((SELECT zone FROM admin_rollup_zone), 'UTC'));
