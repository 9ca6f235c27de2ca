import { adminEndpoints, type AdminExportTable } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/** The admin token as the bearer: every admin call but the gate's carries it. */
export const withToken = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The password gate: the signed-in user's session goes along, the answer is the admin token. */
export function openAdminSession(password: string) {
  return callEndpoint(adminEndpoints.openSession, { body: { password } });
}

/**
 * Downloads a table as CSV. The file needs the admin token, which a plain link cannot carry, so it
 * is fetched and handed to the browser as a download.
 */
export function downloadCsv(
  token: string,
  table: AdminExportTable,
  query: URLSearchParams,
): Promise<void> {
  const path = `${adminEndpoints.exportCsv.path.replace(':table', table)}?${query.toString()}`;
  return downloadFile(path, `frameshop-${table}.csv`, withToken(token));
}
