import type { Tx } from '../../db/database';
import { auditLog } from '../admin';

/** Who changes the catalogue, for the audit log. */
export interface Actor {
  adminUserId: string;
  address: string;
}

/** A change to a template, in the audit log, in the change's own transaction. */
export function auditTemplateChange(
  tx: Tx,
  actor: Actor,
  action: string,
  templateId: number,
  details: object,
) {
  return auditLog.insertAuditEntry(tx, {
    adminUserId: actor.adminUserId,
    address: actor.address,
    action,
    details: { templateId: String(templateId), ...details },
  });
}
