import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Stored lower-cased and trimmed: one account per address however it is typed. */
    email: text('email').notNull(),
    /** Null for an account made through Google that never set a password. */
    passwordHash: text('password_hash'),
    actualName: text('actual_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    /**
     * Whether a texted code proved the number: at registration with phone verification on.
     * Typed into the profile, or at a registration with it off, the number is only what was typed;
     * only proved numbers count towards the accounts one number may verify.
     */
    phoneVerified: boolean('phone_verified').notNull().default(false),
    countryCode: text('country_code').notNull().default(''),
    empField: text('emp_field').notNull().default(''),
    profilePicture: text('profile_picture').notNull().default(''),
    isGoogleUser: boolean('is_google_user').notNull().default(false),
    googleSubject: text('google_subject'),
    /**
     * A person, who signs in, or a team (ADR 59): an account that pays and owns as a person's
     * does, spent from by its members, never signed in to.
     */
    kind: text('kind', { enum: ['person', 'team'] })
      .notNull()
      .default('person'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** A cache of the sum of the user's credit ledger, written in the same transaction. */
    credits: integer('credits').notNull().default(0),
    /** Bumped by a password reset: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    profileCompletionAwarded: boolean('profile_completion_awarded').notNull().default(false),
    /**
     * When its owner closed the account (ADR 31): its personal fields are erased then and it can
     * no longer sign in; the row stays, as the ledger, receipts and licences refer to it.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_google_subject_key').on(table.googleSubject),
    check('users_credits_not_negative', sql`${table.credits} >= 0`),
    // The admin dashboard's Users table: newest and credits pages walk these indexes, and its
    // search (any part of the email, username or name) uses the trigram index.
    index('users_created_idx').on(table.createdAt, table.id),
    index('users_credits_idx').on(table.credits, table.id),
    index('users_search_idx').using(
      'gin',
      sql`(${table.email} || ' ' || ${table.username} || ' ' || ${table.actualName}) gin_trgm_ops`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
