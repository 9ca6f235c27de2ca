import type { Db } from '../db/database';
import { licences, users } from '../db/schema';
import { unique } from './accounts-fixture';
import { caller } from './commerce-fixture';
import { insertPackOrder } from './ledger-fixture';
import { testSecrets } from './test-app';
import type { FastifyInstance } from 'fastify';
import { AdminTokenService } from '../modules/admin';
import { TokenService } from '../modules/auth';
import type { UserRow } from '../modules/users';

/** An account inserted as it is stored, without the sign-up flow the admin tests do not exercise. */
export async function insertUser(
  db: Db,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const username = unique('user');
  const [row] = await db
    .insert(users)
    .values({ username, email: `${username}@example.com`, ...fields })
    .returning();
  return row!;
}

/** A session token for the account, as sign-in issues it. */
export function sessionTokenOf(user: UserRow): Promise<string> {
  return new TokenService(testSecrets.jwtSecret).issue({
    userId: user.id,
    username: user.username,
    tokenVersion: user.tokenVersion,
    rememberMe: false,
  });
}

/** A paid credit pack order, paid at `paidAt`: `amount` in paise. */
export async function insertPaidOrder(
  db: Db,
  userId: string,
  paidAt: string,
  credits: number,
  amount: number,
) {
  // Paid as the dashboard's figures count it, without the credit and receipt of a real payment.
  await insertPackOrder(db, userId, credits, amount, {
    status: 'paid',
    createdAt: new Date(paidAt),
    paidAt: new Date(paidAt),
  });
}

/** A licence bought at `at`, for `creditsPaid` credits. */
export async function insertLicence(
  db: Db,
  userId: string,
  templateId: number,
  at: string,
  creditsPaid: number,
) {
  await db
    .insert(licences)
    .values({ userId, templateId, creditsPaid, source: 'purchase', createdAt: new Date(at) });
}

/** An admin account with a dashboard token, as the password gate issues it, and a caller with it. */
export async function insertAdmin(app: FastifyInstance, db: Db) {
  const user = await insertUser(db, { role: 'admin' });
  const { token } = await new AdminTokenService(testSecrets.jwtSecret).issue({
    userId: user.id,
    tokenVersion: user.tokenVersion,
  });
  return { user, token, call: caller(app, token) };
}
