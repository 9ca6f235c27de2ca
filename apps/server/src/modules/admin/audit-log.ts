import type { Tx } from '../../db/database';
import { adjustmentReasons, insertAuditEntry, type AuditEntry } from './audit-log.repository';

/**
 * The admin audit log, which every module that changes the store for an admin writes to in the
 * change's own transaction. Stateless: the table and its queries stay the admin module's (ADR 39).
 */
class AuditLog {
  insertAuditEntry(tx: Tx, entry: AuditEntry): Promise<void> {
    return insertAuditEntry(tx, entry);
  }

  /** The reason an admin gave for each of these credit adjustments (the buyer's statement). */
  adjustmentReasons(tx: Tx, ledgerIds: number[]): Promise<Map<number, string>> {
    return adjustmentReasons(tx, ledgerIds);
  }
}

export const auditLog = new AuditLog();
