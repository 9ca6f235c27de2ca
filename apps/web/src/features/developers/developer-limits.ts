import { BULK_MAX_ROWS, BULK_MAX_RUNNING_PER_USER } from '@frameshop/contract/batch-limits';

/**
 * The numbers a program meets, as the developers page states them. The batch limits are the
 * contract's; the key and webhook ones are issue 66's defaults (`API_KEY_RATE_LIMIT` and the
 * webhook retry schedule are the operator's to change).
 */
export const DEVELOPER_LIMITS = {
  /** Requests a minute per key (`API_KEY_RATE_LIMIT`). */
  keyRequestsPerMinute: 600,
  keysPerAccount: 10,
  webhookEndpointsPerAccount: 5,
  batchRows: BULK_MAX_ROWS,
  batchesAtOnce: BULK_MAX_RUNNING_PER_USER,
  /** The waits before each retry of a webhook delivery (`WEBHOOK_RETRY_DELAYS`). */
  webhookRetryDelays: [
    '5 seconds',
    '5 minutes',
    '30 minutes',
    '2 hours',
    '5 hours',
    '10 hours',
    '14 hours',
  ],
  webhookDisabledAfterDays: 5,
  webhookTimeoutSeconds: 10,
  /** How long a rotated-out webhook secret still signs. */
  secretOverlapHours: 24,
} as const;

/** Scopes a key can have, and what each allows. */
export const KEY_SCOPES = [
  {
    scope: 'read',
    allows: 'the catalogue, your own uploads, your renders and batches, and your credit balance.',
  },
  {
    scope: 'create',
    allows: 'uploads, renders, scene exports and batches: the calls that spend credits.',
  },
] as const;

/** The events a webhook endpoint can ask for. */
export const WEBHOOK_EVENTS = [
  {
    event: 'render.completed',
    when: 'a render or export has finished; its download link is in the event.',
  },
  { event: 'render.failed', when: 'a render or export failed; the credits it held are returned.' },
  { event: 'batch.finished', when: 'every row of a batch is made, failed or cancelled.' },
  {
    event: 'credits.low',
    when: 'your balance falls under the threshold you set for the endpoint.',
  },
] as const;
