import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { adminAuditLog } from './admin.schema';
import { isoText } from './figures-sql';

export interface AuditEntry {
  /** Null for the command line. */
  adminUserId: string | null;
  action: string;
  details?: Record<string, unknown>;
  address: string;
}

export async function insertAuditEntry(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAuditLog).values({ ...entry, details: entry.details ?? {} });
}

/** The reason an admin gave for each of these credit adjustments, by the ledger row it wrote. */
export async function adjustmentReasons(tx: Tx, ledgerIds: number[]): Promise<Map<number, string>> {
  if (ledgerIds.length === 0) return new Map();
  const ledgerId = sql<string>`${adminAuditLog.details} ->> 'ledgerId'`;
  const rows = await tx
    .select({ ledgerId, reason: sql<string | null>`${adminAuditLog.details} ->> 'reason'` })
    .from(adminAuditLog)
    .where(
      and(eq(adminAuditLog.action, 'credits.adjust'), inArray(ledgerId, ledgerIds.map(String))),
    );
  return new Map(
    rows.flatMap(({ ledgerId: id, reason }) => (reason === null ? [] : [[Number(id), reason]])),
  );
}

/** A page of every admin's entries, newest first, with the admin's email and name. */
export async function auditPage(db: Db, before: number | undefined, size: number) {
  const { rows } = await db.execute<{
    id: number;
    admin_email: string;
    admin_username: string;
    action: string;
    details: Record<string, unknown>;
    address: string;
    created_at: string;
  }>(sql`
    select a.id::int as id, coalesce(u.email, '') as admin_email,
      coalesce(u.username, 'command line') as admin_username, a.action,
      a.details, a.address, ${isoText(sql`a.created_at`)} as created_at
    from admin_audit_log a left join users u on u.id = a.admin_user_id
    where ${before === undefined ? sql`true` : sql`a.id < ${before}`}
    order by a.id desc limit ${size}`);
  return rows.map((row) => ({
    id: Number(row.id),
    adminEmail: row.admin_email,
    adminUsername: row.admin_username,
    action: row.action,
    details: row.details,
    address: row.address,
    createdAt: row.created_at,
  }));
}

export function auditEntriesOf(db: Db, adminUserId: string) {
  return db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.adminUserId, adminUserId))
    .orderBy(desc(adminAuditLog.id));
}
