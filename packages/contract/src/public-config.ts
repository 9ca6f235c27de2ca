import { z } from 'zod';

/** Settings the browser needs, from a whitelist: nothing secret is ever in here. */
export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  /** True when mail goes to the dev mailbox instead of real inboxes (embedded default). */
  devMailbox: z.boolean(),
  /** Tracker ids, loaded by the browser only after the matching cookie consent; null when unset. */
  analytics: z.object({
    googleAnalyticsId: z.string().nullable(),
    googleTagManagerId: z.string().nullable(),
    metaPixelId: z.string().nullable(),
    hotjarId: z.string().nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
