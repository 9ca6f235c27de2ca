import { useAdminFigures } from '../../admin-shell/hooks/use-admin-figures';
import { getAdminAuditLog } from '../api/admin-audit-log-api';

/** A page of the audit log: the newest, or the entries older than `before`. */
export const useAdminAuditLog = (token: string, before: number | null) =>
  useAdminFigures(
    'audit-log',
    getAdminAuditLog,
    token,
    new URLSearchParams(before === null ? {} : { before: String(before) }),
    true,
  );
