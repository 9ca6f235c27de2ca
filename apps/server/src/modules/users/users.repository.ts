import { and, count, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { preparedStatement } from '../../db/prepared-statement';
import { users, type UserRow } from './users.schema';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

/** Every column under its field name, as Drizzle's `select()` answers a row. */
const userColumns = Object.entries(getTableColumns(users))
  .map(([field, column]) => `"${column.name}" as "${field}"`)
  .join(', ');
const userById = preparedStatement<UserRow>(
  'user-by-id',
  `select ${userColumns} from "users" where id = $1`,
);

/** Prepared: every signed-in request looks its user up (the token's version must still hold). */
export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await userById(tx, [id]);
  return row;
}

/**
 * The open account with this address. A closed one is never found by its address (ADR 31): its
 * placeholder must not lead sign-in, a reset or a sign-up back to it.
 */
/** The emails of these accounts, by id (the dashboard's lists name their buyers). */
export async function findUserEmails(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.email]));
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.closedAt)));
  return row;
}

export async function findUserByGoogleSubject(
  tx: Tx,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.googleSubject, subject));
  return row;
}

/** Usernames are unique regardless of case, as people read them. */
export async function isUsernameTaken(
  tx: Tx,
  username: string,
  exceptUserId?: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row !== undefined && row.id !== exceptUserId;
}

export async function insertUser(tx: Tx, user: NewUser): Promise<UserRow> {
  const [row] = await tx.insert(users).values(user).returning();
  return row!;
}

export async function updateUser(tx: Tx, id: string, changes: UserChanges): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/**
 * Links a Google account to a user that has none linked yet; undefined when one already is, so a
 * link is never overwritten.
 */
export async function linkGoogleSubject(
  tx: Tx,
  id: string,
  subject: string,
  changes: UserChanges = {},
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ ...changes, googleSubject: subject, updatedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.googleSubject)))
    .returning();
  return row;
}

/** Every account of the store, closed ones too. */
export async function countAccounts(tx: Tx): Promise<number> {
  const [row] = await tx.select({ accounts: count() }).from(users);
  return row?.accounts ?? 0;
}

/** Accounts whose number a texted code proved. */
export async function countUsersWithPhoneNumber(tx: Tx, phoneNumber: string): Promise<number> {
  const [row] = await tx
    .select({ accounts: count() })
    .from(users)
    .where(and(eq(users.phoneNumber, phoneNumber), eq(users.phoneVerified, true)));
  return row?.accounts ?? 0;
}
