import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { users } from './users.schema';

/** Sets an account's role by its email; undefined when no open account has that address. */
export async function setRoleByEmail(db: Db, email: string, role: 'user' | 'admin') {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.closedAt)))
    .returning({
      id: users.id,
      email: users.email,
      username: users.username,
      role: users.role,
      tokenVersion: users.tokenVersion,
    });
  return row;
}

/** The accounts with the admin role, by email. */
export function adminAccounts(db: Db) {
  return db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.email);
}

/** Whether the account was closed by its owner (ADR 31); false for an unknown one too. */
export async function isClosedAccount(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ closedAt: users.closedAt })
    .from(users)
    .where(eq(users.id, userId));
  return (row?.closedAt ?? null) !== null;
}
