import {
  API_KEYS_PER_ACCOUNT,
  type PublicConfig,
  WEBHOOK_DISABLE_AFTER_DAYS,
  WEBHOOK_HEADERS_TIMEOUT_SECONDS,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_OLD_SECRET_HOURS,
  WEBHOOK_SENDS_PER_HOUR,
  WEBHOOK_TIMEOUT_SECONDS,
} from '@frameshop/contract';
import { formatNumber } from '../../lib/format';

/** A fixed wait as people read it: "5 seconds", "30 minutes", "14 hours". */
export function wordedWait(seconds: number): string {
  const [amount, unit] =
    seconds % 3600 === 0 && seconds >= 3600
      ? [seconds / 3600, 'hour']
      : seconds % 60 === 0 && seconds >= 60
        ? [seconds / 60, 'minute']
        : [seconds, 'second'];
  return `${formatNumber(amount)} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * The numbers a program meets, as the developers page states them: the contract's fixed limits, and
 * those the operator sets (`API_KEY_RATE_LIMIT`, `WEBHOOK_RETRY_DELAYS`, `BULK_MAX_ROWS`,
 * `BULK_MAX_RUNNING_PER_USER`) from the store's public settings (undefined while they load), so
 * the page never states numbers this store does not use.
 */
export function developerLimits(config: Pick<PublicConfig, 'developers' | 'batches'> | undefined) {
  const operator = config?.developers;
  return {
    /** Undefined while the store's settings load. */
    keyRequestsPerMinute: operator?.keyRequestsPerMinute,
    keysPerAccount: API_KEYS_PER_ACCOUNT,
    webhookEndpointsPerAccount: WEBHOOK_MAX_ENDPOINTS,
    /** Undefined while the store's settings load. */
    batchRows: config?.batches.maxRows,
    batchesAtOnce: config?.batches.maxRunningPerUser,
    webhookRetryDelays: operator?.webhookRetryDelaysSeconds.map(wordedWait),
    webhookDisabledAfterDays: WEBHOOK_DISABLE_AFTER_DAYS,
    webhookTimeoutSeconds: WEBHOOK_TIMEOUT_SECONDS,
    webhookHeadersTimeoutSeconds: WEBHOOK_HEADERS_TIMEOUT_SECONDS,
    webhookSendsPerHour: WEBHOOK_SENDS_PER_HOUR,
    secretOverlapHours: WEBHOOK_OLD_SECRET_HOURS,
  };
}

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
