import {
  adminEndpoints,
  ErrorCode,
  ErrorMessage,
  type AdminExportTable,
} from '@frameshop/contract';
import { callEndpoint, errorFromResponse } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

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
export async function downloadCsv(
  token: string,
  table: AdminExportTable,
  query: URLSearchParams,
): Promise<void> {
  const path = `${adminEndpoints.exportCsv.path.replace(':table', table)}?${query.toString()}`;
  let response: Response;
  try {
    response = await fetch(path, { headers: withToken(token) });
  } catch (error) {
    throw new ApiError(0, ErrorCode.Network, ErrorMessage.network, {}, { cause: error });
  }
  if (!response.ok) {
    const requestId = response.headers.get('x-request-id');
    throw await errorFromResponse(response.status, await response.text(), requestId);
  }
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `frameshop-${table}.csv`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
