import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * Every admin action: who (the admin's account), when, what (an action name and its arguments) and
 * from which address. Rows are only ever added; an account with entries cannot be deleted.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** None for the command line (`npm run catalogue`): its address names the shell's user. */
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_admin_idx').on(table.adminUserId, table.createdAt),
    // The credit statement names each adjustment's reason, found by its ledger row.
    index('admin_audit_log_adjustment_idx')
      .on(sql`(${table.details}->>'ledgerId')`)
      .where(sql`${table.action} = 'credits.adjust'`),
  ],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;

/*
 * The dashboard's roll-ups: sales, money received and each user's totals, summed as they happen by
 * triggers on licences, payment_orders and users (migration 0012, ADR 21), so a period's figures
 * read a few hundred rows instead of every sale. Days are days of the zone in admin_rollup_zone
 * (the store's), whatever zone the database runs in.
 */

/** The one zone whose days the daily roll-ups count in; changing it recounts them. */
export const adminRollupZone = pgTable(
  'admin_rollup_zone',
  {
    id: boolean('id').primaryKey().default(true),
    zone: text('zone').notNull(),
  },
  (table) => [check('admin_rollup_zone_one_row', sql`${table.id}`)],
);

/** Licences sold per day and template. */
export const adminSalesDaily = pgTable(
  'admin_sales_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    templateId: bigint('template_id', { mode: 'number' }).notNull(),
    sales: integer('sales').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.templateId] })],
);

/** Licences sold per template, all time. */
export const adminTemplateSales = pgTable('admin_template_sales', {
  templateId: bigint('template_id', { mode: 'number' }).primaryKey(),
  sales: integer('sales').notNull(),
});

/** Money received (paid credit pack orders) per day, in paise. */
export const adminRevenueDaily = pgTable('admin_revenue_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  paise: bigint('paise', { mode: 'number' }).notNull(),
  orders: integer('orders').notNull(),
});

/** One row per account: what it has paid (paise, credits) and the licences it holds, all time. */
export const adminUserTotals = pgTable(
  'admin_user_totals',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    paidPaise: bigint('paid_paise', { mode: 'number' }).notNull().default(0),
    paidCredits: integer('paid_credits').notNull().default(0),
    purchases: integer('purchases').notNull().default(0),
  },
  (table) => [
    // The Users table sorted by revenue or purchases, All Time, walks these.
    index('admin_user_totals_paid_idx').on(sql`${table.paidPaise} desc`, table.userId),
    index('admin_user_totals_purchases_idx').on(sql`${table.purchases} desc`, table.userId),
  ],
);

/**
 * What each account paid and bought on each day it did either (no row for a quiet day): the Users
 * table, its paying users and top spenders of a period sum these instead of the period's orders and
 * licences (migration 0014).
 */
export const adminUserDaily = pgTable(
  'admin_user_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paidOrders: integer('paid_orders').notNull().default(0),
    paidPaise: bigint('paid_paise', { mode: 'number' }).notNull().default(0),
    paidCredits: integer('paid_credits').notNull().default(0),
    purchases: integer('purchases').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.userId] }),
    // A deleted account's rows go with it without a scan of every day.
    index('admin_user_daily_user_idx').on(table.userId),
  ],
);
