import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema';
import { registerBuyer } from '../../test-support/commerce-fixture';
import { multipartBody } from '../../test-support/upload-fixtures';
import { filesUnder } from '../files-under';
import { freshAddress, type ChaosContext } from './chaos-load';

/** Long past anything the store should take: an upload that hangs is still measured. */
const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadTry {
  /** The HTTP status, or `error` when no answer came. */
  status: number | 'error';
  code?: string;
  message?: string;
  ms: number;
  /** Upload rows kept for the buyer (what their quota counts) and objects of theirs in the bucket. */
  rows: number;
  objects: number;
}

/**
 * A new buyer uploads the stack's photo straight to API process `api` (its own address, as a
 * browser held on its connection), and what came of it: the answer, and what was kept.
 */
export async function tryUpload(ctx: ChaosContext, api: number): Promise<UploadTry> {
  const { stack } = ctx;
  const buyer = await registerBuyer(
    await stack.client(() => stack.pool.urlOf(api), freshAddress()),
  );
  const { payload, headers } = multipartBody([
    { fileName: 'photo.png', contentType: 'image/png', content: await fs.readFile(stack.photo) },
  ]);
  const startedAt = Date.now();
  const answer = await fetch(new URL('/api/uploads', stack.pool.directUrlOf(api)), {
    method: 'POST',
    headers: {
      ...headers,
      authorization: `Bearer ${buyer.token}`,
      'x-forwarded-for': freshAddress(),
    },
    body: payload,
    signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
  }).then(
    async (response) => ({
      status: response.status,
      ...((await response.json()) as { code?: string; error?: string }),
    }),
    () => ({ status: 'error' as const, code: undefined, error: undefined }),
  );
  const ms = Date.now() - startedAt;
  const rows = await stack.database.db
    .select()
    .from(uploads)
    .where(eq(uploads.userId, buyer.userId));
  const objects = filesUnder(
    path.join(stack.s3.directory, stack.bucket, 'private', 'uploads', buyer.userId),
  );
  return {
    status: answer.status,
    code: answer.code,
    message: answer.error,
    ms,
    rows: rows.length,
    objects: objects.length,
  };
}

/** `503 SERVICE_UNAVAILABLE in 120 ms: "…"` for a report's figures. */
export const describeTry = (attempt: UploadTry) =>
  `${attempt.status} ${attempt.code ?? ''} in ${attempt.ms} ms: "${attempt.message ?? ''}"`;

/**
 * What is wrong with an upload that should have been refused with `status` within `withinMs`:
 * another answer, a slower one, or anything kept.
 */
export function refusalFailures(
  what: string,
  attempt: UploadTry,
  status: number,
  withinMs: number,
): string[] {
  const failures: string[] = [];
  if (attempt.status !== status) failures.push(`${what} answered ${attempt.status}, not ${status}`);
  if (!attempt.message) failures.push(`${what} said nothing to the visitor`);
  if (attempt.ms > withinMs) failures.push(`${what} took ${attempt.ms} ms`);
  if (attempt.rows > 0) failures.push(`${what} kept ${attempt.rows} upload rows`);
  if (attempt.objects > 0) failures.push(`${what} left ${attempt.objects} objects in the bucket`);
  return failures;
}
