import { z } from 'zod';
import type { JobPayloadSchemas } from './job-types';

/**
 * Every background job of the store: its name and the zod schema of its payload. Adding one is an
 * entry here, e.g. `render: z.object({ orderId: z.string() })`, and its handler in
 * `src/job-handlers.ts` (the compiler asks for it). Callers enqueue with `jobs.send('render', …)`.
 */
export const jobPayloads = {
  /**
   * What the payment provider said about a payment (a webhook event, or the sandbox playing one):
   * a captured payment credits its order, a failed one marks it failed.
   */
  'payment-event': z.object({
    event: z.enum(['payment.captured', 'order.paid', 'payment.failed']),
    providerOrderId: z.string().min(1),
    paymentId: z.string().min(1),
    /** Paise, as the provider reports the payment; checked against the stored order. */
    amount: z.number().int().nullable(),
    currency: z.string().nullable(),
    failureReason: z.string().nullable(),
    /** Razorpay's `payment.method`, for the receipt; events queued before it was kept have none. */
    method: z.string().nullable().default(null),
  }),
  /**
   * Gives back, through the provider's refund, a payment taken in after its account was closed
   * (ADR 31): the order is `refunding` until the provider made the refund.
   */
  'refund-payment': z.object({ orderId: z.uuid() }),
  /**
   * A refund Razorpay made (`refund.processed`): a paid pack refunded at its dashboard has its
   * credits taken back and its credit note issued (ADR 55); the store's own refunds change nothing.
   */
  'refund-event': z.object({
    providerOrderId: z.string().min(1),
    paymentId: z.string().min(1),
    refundId: z.string().min(1),
    /** Paise. */
    amount: z.number().int(),
  }),
  /** Deletes a closed account's uploads, results and exports from storage (ADR 31). */
  'erase-account-files': z.object({ userId: z.uuid() }),
  /** Packs everything the store holds about a person into a ZIP ("Export my data"). */
  'export-account': z.object({ exportId: z.uuid() }),
  /** Deletes the data exports past their time. */
  'delete-expired-exports': z.object({}),
  /** Mails a receipt to its buyer, once; asks the provider for the payment method it lacks. */
  'mail-receipt': z.object({ receiptNumber: z.number().int().positive() }),
  /** Asks the provider about orders still unpaid, credits what was paid and expires the stale. */
  'reconcile-payments': z.object({}),
  /** Adds the sales spends recorded to their templates' purchase counts (`templateSales`). */
  'count-template-sales': z.object({}),
  /** Drops the answers kept for Idempotency-Key retries once they are a day old. */
  'prune-idempotent-requests': z.object({}),
  /**
   * Makes an uploaded video's preview proxy as soon as it is stored, so its first preview is cut
   * from the reduced copy too.
   */
  'make-upload-preview-proxy': z.object({ userId: z.uuid(), uploadId: z.uuid() }),
  /** Derives a template's media from its owner's uploaded originals (ADR 25). */
  'prepare-template-media': z.object({
    templateId: z.number().int().positive(),
    /** The template's media generation the job was asked for; a newer one makes it do nothing. */
    generation: z.number().int().nonnegative().optional(),
  }),
  /**
   * Applies a manifest the owner sent from the dashboard, whose files wait in the media store
   * (ADR 25); its progress and outcome go on its `catalogue_imports` row.
   */
  'import-manifest': z.object({
    importId: z.uuid(),
    adminUserId: z.uuid().nullable(),
    operator: z.string().min(1),
    /**
     * The import's files, staged in the media store in this order (`import-staging.ts`). Absent
     * from a job sent before they were staged: its files are in the receiving process's folder.
     */
    files: z.array(z.string().min(1)).optional(),
  }),
  /** Composes one render (an order or a preview) and completes, fails or refunds it. */
  render: z.object({ renderId: z.uuid() }),
  /**
   * A render whose job failed for good without the render saying so (the worker running its last
   * try died): the render is failed and its hold returned. The `render` queue's dead letter.
   */
  'render-abandoned': z.object({ renderId: z.uuid() }),
  /**
   * Hands renders whose heartbeat stopped back to the queue, or abandons them after their last
   * try (ADR 20). Recurring: once per period for the whole store, however many processes run.
   */
  'sweep-stalled-renders': z.object({}),
  /**
   * Mails a batch's buyer that it is finished (how many made, how many failed, its page): sent in
   * the transaction that finished the batch, so once per finish.
   */
  'mail-batch-finished': z.object({ batchId: z.uuid() }),
  /**
   * Sends the webhook deliveries due now (ADR 48). Sent after each event's commit and recurring,
   * so a delivery whose wake-up was lost, and every retry, is sent within seconds of being due.
   */
  'deliver-webhooks': z.object({}),
  /**
   * Drops webhook deliveries older than WEBHOOK_LOG_DAYS from the log, and encrypts any signing
   * secret still stored in clear (ADR 56).
   */
  'prune-webhook-log': z.object({}),
} satisfies JobPayloadSchemas;

/**
 * Queue settings that differ from the default. A render is tried twice more after a transient
 * failure; a job running past its own `expireInSeconds` (sent with each render, longer than its
 * time limit) is taken to be on a dead worker and retried. A render job that fails for good is
 * sent on to `render-abandoned`.
 */
export type QueueOptions = Partial<Record<string, { retryLimit: number; deadLetter?: string }>>;

export const queueOptions: QueueOptions = {
  render: { retryLimit: 2, deadLetter: 'render-abandoned' },
  // Its handler records its own failure and removes its files: a retry would find nothing.
  'import-manifest': { retryLimit: 0 },
  // Nobody waits on a receipt's mail, so it outlasts a mail server's outage: ten tries over at
  // least 85 minutes (the waits double from 5–10 s), not three over a minute.
  'mail-receipt': { retryLimit: 10 },
  // Money owed back: it outlasts a provider's outage as a receipt's mail outlasts the mail server's.
  'refund-payment': { retryLimit: 10 },
  'refund-event': { retryLimit: 10 },
  'mail-batch-finished': { retryLimit: 10 },
  // Each delivery keeps its own schedule in its row; a failed pass is the next pass's work.
  'deliver-webhooks': { retryLimit: 0 },
};

export type JobPayloads = typeof jobPayloads;

/**
 * Jobs the processes that run handlers enqueue themselves, at start-up and then this often.
 * Their payload is empty.
 */
export const recurringJobs = [
  { name: 'reconcile-payments', everyMs: 5 * 60 * 1000 },
  { name: 'prune-idempotent-requests', everyMs: 60 * 60 * 1000 },
  // The catalogue's most-popular order trails the sales by at most this.
  { name: 'count-template-sales', everyMs: 5 * 1000 },
  { name: 'delete-expired-exports', everyMs: 60 * 60 * 1000 },
  // With renders stalled after 30 s without a heartbeat, a dead worker's render is found within
  // 40 s and taken up again at once.
  { name: 'sweep-stalled-renders', everyMs: 10 * 1000 },
  // The shortest retry delay is 5 s; a retry comes due at most this late.
  { name: 'deliver-webhooks', everyMs: 5 * 1000 },
  { name: 'prune-webhook-log', everyMs: 60 * 60 * 1000 },
] as const satisfies readonly { name: keyof JobPayloads; everyMs: number }[];
