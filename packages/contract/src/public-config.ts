import { z } from 'zod';

/** Settings the browser needs, from a whitelist: nothing secret is ever in here. */
export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  /** True when mail goes to the dev mailbox instead of real inboxes (embedded default). */
  devMailbox: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
