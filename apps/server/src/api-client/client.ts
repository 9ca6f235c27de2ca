import createClient from 'openapi-fetch';
import type { paths } from './schema';

/**
 * A typed client of the store's API, generated from its OpenAPI document (`schema.d.ts`), as a
 * program would use it: `Authorization: Bearer` with an API key (`fs_live_…`) or a session token.
 * Calls, bodies and answers are checked against the document when it compiles.
 */
export function createApiClient(baseUrl: string, bearer: string) {
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${bearer}` } });
}

/** A multipart body of named files, for `bodySerializer` on a call that uploads. */
export function formDataOf(files: Record<string, { content: Blob; fileName: string }>): FormData {
  const form = new FormData();
  for (const [field, { content, fileName }] of Object.entries(files)) {
    form.append(field, content, fileName);
  }
  return form;
}
