import { ErrorCode, ErrorMessage } from '@frameshop/contract';
import { errorFromResponse } from './api-client';
import { ApiError } from './api-error';
import { forgetRefusedTeam, withSession } from './session-headers';

/**
 * Fetches a file the API answers only to a bearer (a CSV export, an invoice's PDF), which a plain
 * link cannot carry, and hands it to the browser as a download under the name the server gives
 * (`fallbackName` without one). `headers` brings other credentials (the admin token); without
 * them the signed-in user's token goes along.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  headers: Readonly<Record<string, string>> = {},
): Promise<void> {
  const sent = withSession(new Headers(headers));
  let response: Response;
  try {
    response = await fetch(path, { headers: sent });
  } catch (error) {
    throw new ApiError(0, ErrorCode.Network, ErrorMessage.network, {}, { cause: error });
  }
  if (!response.ok) {
    const requestId = response.headers.get('x-request-id');
    const error = await errorFromResponse(response.status, await response.text(), requestId);
    forgetRefusedTeam(sent, error.status, error.message);
    throw error;
  }
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
