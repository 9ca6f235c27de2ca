import { z } from 'zod';

/**
 * The one error body every failing call answers with: `{ error, code, requestId, ...details }`.
 * `requestId` is the request's id as the server logged it (also in the `x-request-id` header), for
 * a user to quote; optional, so an answer from an older server or a proxy still reads.
 */
export const apiErrorSchema = z
  .object({
    error: z.string(),
    code: z.string(),
    requestId: z.string().optional(),
  })
  .catchall(z.unknown());
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
