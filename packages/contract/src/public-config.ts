import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { startUpPaths } from './start-up-paths';

/** Settings the browser needs, from a whitelist: nothing secret is ever in here. */
export const publicConfigSchema = z.object({
  /**
   * The store's own address (PUBLIC_URL, no trailing slash): pages name their canonical address and
   * their link-preview picture with it, the same on the server and in the browser.
   */
  publicUrl: z.string(),
  googleClientId: z.string().nullable(),
  /** True when mail goes to the dev mailbox instead of real inboxes (embedded default). */
  devMailbox: z.boolean(),
  /**
   * Whether registration proves the phone number with a texted code. False when the owner turned
   * it off (PHONE_VERIFICATION=off): the form asks for the number alone.
   */
  phoneVerification: z.boolean(),
  /** The address the store answers from, shown on the contact page; null when not configured. */
  supportEmail: z.string().nullable(),
  /** Whether the contact form can deliver: a support address is set, or mail goes to the dev mailbox. */
  contactForm: z.boolean(),
  /**
   * How credit packs are paid: Razorpay's checkout.js from `checkoutUrl`, or the built-in sandbox
   * (no keys configured: a test payment, no money moves, no script to load).
   */
  /**
   * The store is registered for GST (STORE_GSTIN): each pack gets a tax invoice, so checkout asks
   * for the buyer's billing details once (ADR 55).
   */
  taxInvoices: z.boolean().default(false),
  payments: z.object({
    provider: z.enum(['razorpay', 'sandbox']),
    checkoutUrl: z.string().nullable(),
  }),
  /**
   * The operator's limits a program meets, as the developers page states them: requests a minute
   * per API key (API_KEY_RATE_LIMIT) and the waits before each webhook retry (WEBHOOK_RETRY_DELAYS).
   */
  developers: z.object({
    keyRequestsPerMinute: z.number().int(),
    webhookRetryDelaysSeconds: z.array(z.number().int()),
  }),
  /**
   * The operator's limits of batches ("Make many"), as Make many and the developers page state
   * them before a sheet is checked: rows a batch may have (BULK_MAX_ROWS) and batches one buyer
   * may have waiting or running at once (BULK_MAX_RUNNING_PER_USER).
   */
  batches: z.object({
    maxRows: z.number().int().positive(),
    maxRunningPerUser: z.number().int().positive(),
  }),
  /** Tracker ids, loaded by the browser only after the matching cookie consent; null when unset. */
  analytics: z.object({
    googleAnalyticsId: z.string().nullable(),
    googleTagManagerId: z.string().nullable(),
    metaPixelId: z.string().nullable(),
    hotjarId: z.string().nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const publicConfigEndpoints = defineEndpoints({
  publicConfig: {
    method: 'GET',
    path: startUpPaths.publicConfig,
    response: { 200: publicConfigSchema },
  },
});
