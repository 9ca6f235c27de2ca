CREATE TABLE "admin_revenue_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"paise" bigint NOT NULL,
	"orders" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_rollup_zone" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"zone" text NOT NULL,
	CONSTRAINT "admin_rollup_zone_one_row" CHECK ("admin_rollup_zone"."id")
);
--> statement-breakpoint
CREATE TABLE "admin_sales_daily" (
	"day" date NOT NULL,
	"template_id" bigint NOT NULL,
	"sales" integer NOT NULL,
	CONSTRAINT "admin_sales_daily_day_template_id_pk" PRIMARY KEY("day","template_id")
);
--> statement-breakpoint
CREATE TABLE "admin_template_sales" (
	"template_id" bigint PRIMARY KEY NOT NULL,
	"sales" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_user_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL,
	"paid_credits" integer DEFAULT 0 NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "licences_created_idx";--> statement-breakpoint
ALTER TABLE "admin_user_totals" ADD CONSTRAINT "admin_user_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_user_totals_paid_idx" ON "admin_user_totals" USING btree ("paid_paise" desc,"user_id");--> statement-breakpoint
CREATE INDEX "admin_user_totals_purchases_idx" ON "admin_user_totals" USING btree ("purchases" desc,"user_id");--> statement-breakpoint
CREATE INDEX "licences_created_user_idx" ON "licences" USING btree ("created_at","user_id");--> statement-breakpoint
-- The roll-ups are kept by statement triggers, in the transaction that writes the licence, the paid
-- order or the account: every writer (a purchase's charge statement, a checkout, a render hold, a
-- payment, a script) counts, and the purchase path has no extra round trip. Rows are upserted in key
-- order, so two transactions selling the same templates lock roll-up rows in the same order.
CREATE FUNCTION "admin_rollup_licences"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "admin_rollup_licences" AFTER INSERT ON "licences"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "admin_rollup_licences"();
--> statement-breakpoint
-- An order counts while it is paid: turning paid adds it, leaving paid (never done today) takes it
-- away again. The changed rows come from the insert's or the update's transition tables.
CREATE FUNCTION "admin_rollup_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "admin_rollup_payments_added" AFTER INSERT ON "payment_orders"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "admin_rollup_payments"();
--> statement-breakpoint
CREATE TRIGGER "admin_rollup_payments_changed" AFTER UPDATE ON "payment_orders"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "admin_rollup_payments"();
--> statement-breakpoint
-- Every account has its totals row, so the Users table sorted by revenue or purchases walks one index.
CREATE FUNCTION "admin_rollup_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_user_totals (user_id) SELECT id FROM added ORDER BY id ON CONFLICT (user_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "admin_rollup_users" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "admin_rollup_users"();
--> statement-breakpoint
-- Counts every roll-up again from the rows, in days of `wanted`: the backfill below, and a change of
-- STORE_TIME_ZONE (the dashboard calls it when the zone it counts in is not the roll-ups'). Writers
-- of licences and orders wait meanwhile, so none adds to a day of the old zone; accounts may still
-- sign up (their rows are kept by the users trigger, and upserted here).
CREATE FUNCTION "admin_rollups_recount"(wanted text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE admin_rollup_zone IN EXCLUSIVE MODE;
  LOCK TABLE licences, payment_orders IN SHARE MODE;
  INSERT INTO admin_rollup_zone (id, zone) VALUES (true, wanted)
    ON CONFLICT (id) DO UPDATE SET zone = excluded.zone;
  DELETE FROM admin_sales_daily;
  DELETE FROM admin_template_sales;
  DELETE FROM admin_revenue_daily;
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
END $$;
--> statement-breakpoint
SELECT "admin_rollups_recount"('UTC');
