import { z } from 'zod';

/** The one error body every failing call answers with: `{ error, code, ...details }`. */
export const apiErrorSchema = z
  .object({
    error: z.string(),
    code: z.string(),
  })
  .catchall(z.unknown());
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
