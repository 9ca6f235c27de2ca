-- A purchase's roll-ups of its buyer (the dashboard's purchases a user and a day) are counted with
-- the template's, by `count_template_sales()`, from the rows the trigger on `licences` appends
-- (ADR 63): no buyer's statement upserts its own roll-up rows any more. A team's rows were one
-- more row every member's purchase updated while it held the team's balance; a person's were two
-- upserts in every purchase's charge. The dashboard counts what waits before it reads, as it does
-- for the templates' figures, so what it shows is unchanged.
ALTER TABLE "template_sales" ADD COLUMN "user_id" uuid;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "admin_rollup_licences"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO template_sales (day, template_id, user_id, count)
    SELECT (a.created_at AT TIME ZONE z.zone)::date, a.template_id, a.user_id, count(*)
    FROM added a CROSS JOIN admin_rollup_zone z
    GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows written before this migration name no buyer: their buyers' roll-ups were written by the
-- trigger then. A buyer's roll-ups are kept when the account closes, as they were.
CREATE OR REPLACE FUNCTION "count_template_sales"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  counted integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('count_template_sales'));
  WITH sold AS (
    DELETE FROM template_sales RETURNING day, template_id, user_id, count
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
  ), bought AS (
    SELECT sold.day, sold.user_id, sum(sold.count)::integer AS count
    FROM sold JOIN users u ON u.id = sold.user_id
    GROUP BY 1, 2
  ), buyer_totals AS (
    INSERT INTO admin_user_totals AS s (user_id, purchases)
      SELECT user_id, sum(count) FROM bought GROUP BY 1 ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET purchases = s.purchases + excluded.purchases
    RETURNING user_id
  ), buyer_days AS (
    INSERT INTO admin_user_daily AS s (day, user_id, purchases)
      SELECT day, user_id, count FROM bought
      -- Read once every totals row is written: the order a payment's trigger locks in, so the two
      -- never wait on each other in a circle.
      WHERE (SELECT count(*) FROM buyer_totals) >= 0
      ORDER BY 1, 2
    ON CONFLICT (day, user_id) DO UPDATE SET purchases = s.purchases + excluded.purchases
  )
  SELECT coalesce(sum(count), 0) INTO counted FROM totals;
  RETURN counted;
END $$;
