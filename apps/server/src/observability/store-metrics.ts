import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the job queue can say about one job name, read at scrape time. */
export interface QueueFigures {
  name: string;
  waiting: number;
  running: number;
  /** Seconds the longest-waiting due job of this name has waited; null when none waits. */
  oldestWaitSeconds: number | null;
}

/** What the PostgreSQL pool can say, read at scrape time. */
export interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** Requests no route or page answers (unknown paths, 404s) share this label. */
export const UNMATCHED_ROUTE = 'unmatched';

let processRegistry: Registry | undefined;

/** prom-client's totals of active handles, requests and resources: gauges with a counter's name. */
const PROMTOOL_REFUSED = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

/**
 * The process's own figures (CPU, memory, event-loop lag, garbage collection), the same whichever
 * app reads them: collected once per process into a registry of their own, because each
 * collection starts an event-loop delay monitor and a GC observer that are never stopped, and
 * tests build hundreds of apps in one process. Not prom-client's global registry, which nothing
 * of the store uses.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    // Gauges named as counters, which `promtool check metrics` refuses: the same figures are
    // there by type (`nodejs_active_handles{type}` and the others), which sum to them.
    for (const name of PROMTOOL_REFUSED) processRegistry.removeSingleMetric(name);
  }
  return processRegistry;
}

/**
 * One process's (or one test app's) metrics: a registry of its own with every instrument the
 * store counts with, and `scrape`, which answers them with the process's own figures in the
 * Prometheus text format. Figures that are cheaper to read than to keep (the pool, the queue)
 * are gauged at scrape time (`watchPool`, `watchQueue`).
 */
export function createStoreMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const refreshers: (() => Promise<void>)[] = [];

  const http = {
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to answering it, by route pattern',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
  };

  const renders = {
    started: new Counter({
      name: 'frameshop_renders_started_total',
      help: 'Render attempts begun by this process (a retry is another attempt)',
      registers,
    }),
    finished: new Counter({
      name: 'frameshop_renders_finished_total',
      help: 'Renders completed by this process, by kind (video, image, preview)',
      labelNames: ['kind'] as const,
      registers,
    }),
    failed: new Counter({
      name: 'frameshop_renders_failed_total',
      help: 'Renders failed for good by this process, by kind (video, image, preview)',
      labelNames: ['kind'] as const,
      registers,
    }),
    refunded: new Counter({
      name: 'frameshop_renders_refunded_total',
      help: 'Render holds returned to their buyers (a failed or cancelled paid render)',
      registers,
    }),
    duration: new Histogram({
      name: 'frameshop_render_duration_seconds',
      help: 'Wall time of the attempt that completed a render, by kind',
      labelNames: ['kind'] as const,
      buckets: [1, 2, 5, 10, 20, 30, 60, 120, 300, 600, 1200],
      registers,
    }),
    realtimeFactor: new Histogram({
      name: 'frameshop_render_realtime_factor',
      help: 'Seconds of video made per second of rendering, for ordered videos, not previews (above 1: faster than real time)',
      buckets: [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10],
      registers,
    }),
  };

  const payments = {
    ordersCreated: new Counter({
      name: 'frameshop_payment_orders_created_total',
      help: 'Credit pack orders made at the payment provider',
      registers,
    }),
    ordersCredited: new Counter({
      name: 'frameshop_payment_orders_credited_total',
      help: 'Paid orders credited, by what credited them (checkout, webhook, reconciliation)',
      labelNames: ['via'] as const,
      registers,
    }),
    reconciled: new Counter({
      name: 'frameshop_payment_orders_reconciled_total',
      help: 'Orders the reconciliation pass asked the provider about, by outcome',
      labelNames: ['outcome'] as const,
      registers,
    }),
    webhookSignatureFailures: new Counter({
      name: 'frameshop_payment_webhook_signature_failures_total',
      help: 'Webhook requests refused for a missing or wrong signature',
      registers,
    }),
  };

  const credits = {
    bought: new Counter({
      name: 'frameshop_credits_bought_total',
      help: 'Credits added by paid credit pack orders',
      registers,
    }),
    spent: new Counter({
      name: 'frameshop_credits_spent_total',
      help: 'Credits taken from balances, by ledger reason (render holds are counted as held)',
      labelNames: ['reason'] as const,
      registers,
    }),
    held: new Counter({
      name: 'frameshop_credits_held_total',
      help: 'Credits held by render orders (settled into a licence, or refunded)',
      registers,
    }),
    granted: new Counter({
      name: 'frameshop_credits_granted_total',
      help: 'Credits added other than by purchase (bonuses, refunds, adjustments), by ledger reason',
      labelNames: ['reason'] as const,
      registers,
    }),
  };

  const uploads = {
    stored: new Counter({
      name: 'frameshop_uploads_total',
      help: 'Uploads taken in and kept, by kind (image, video)',
      labelNames: ['kind'] as const,
      registers,
    }),
    bytes: new Counter({
      name: 'frameshop_upload_bytes_total',
      help: 'Bytes of the uploads taken in and kept, by kind',
      labelNames: ['kind'] as const,
      registers,
    }),
    refused: new Counter({
      name: 'frameshop_uploads_refused_total',
      help: 'Uploads refused, by reason (the error code the user was answered with)',
      labelNames: ['reason'] as const,
      registers,
    }),
  };

  const sms = {
    sent: new Counter({
      name: 'frameshop_sms_sent_total',
      help: "Texts the provider accepted, by provider and the number's country",
      labelNames: ['provider', 'country'] as const,
      registers,
    }),
    unconfirmed: new Counter({
      name: 'frameshop_sms_unconfirmed_total',
      help: 'Texts the provider gave no answer for in time: perhaps sent, and billed',
      labelNames: ['provider', 'country'] as const,
      registers,
    }),
    refused: new Counter({
      name: 'frameshop_sms_refused_total',
      help: 'Phone codes not texted, by reason (a limit, the country, the number, the provider)',
      labelNames: ['reason'] as const,
      registers,
    }),
  };

  return {
    registry,
    contentType: registry.contentType,
    http,
    renders,
    payments,
    credits,
    uploads,
    sms,

    /** Gauges the PostgreSQL pool when scraped. */
    watchPool(read: () => PoolFigures): void {
      const figure = (name: string, help: string, value: (pool: PoolFigures) => number) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            this.set(value(read()));
          },
        });
      figure(
        'frameshop_db_pool_in_use',
        'Pool connections running a query',
        (p) => p.total - p.idle,
      );
      figure('frameshop_db_pool_idle', 'Pool connections open and idle', (p) => p.idle);
      figure(
        'frameshop_db_pool_waiting',
        'Queries waiting for a pool connection',
        (p) => p.waiting,
      );
      figure('frameshop_db_pool_max', 'The most connections the pool may open', (p) => p.max);
    },

    /**
     * Gauges the job queue by job name when scraped, from one read (a query across every
     * process's jobs, so every process reports the same figures: aggregate them with max, not
     * sum). A failed read leaves the gauges empty rather than stale.
     */
    watchQueue(read: () => Promise<QueueFigures[]>, onError: (error: unknown) => void): void {
      // `job_name`, not `job`: Prometheus gives every series its scrape job's name as `job`.
      const gauge = (name: string, help: string) =>
        new Gauge({ name, help, labelNames: ['job_name'] as const, registers });
      const waiting = gauge('frameshop_jobs_waiting', 'Jobs due to run that no process has taken');
      const running = gauge('frameshop_jobs_running', 'Jobs some process is running');
      const oldest = gauge(
        'frameshop_jobs_oldest_wait_seconds',
        'How long the longest-waiting due job has waited (0 when none waits)',
      );
      refreshers.push(async () => {
        let figures: QueueFigures[];
        try {
          figures = await read();
        } catch (error) {
          onError(error);
          figures = [];
        }
        for (const metric of [waiting, running, oldest]) metric.reset();
        for (const { name, ...figure } of figures) {
          waiting.set({ job_name: name }, figure.waiting);
          running.set({ job_name: name }, figure.running);
          oldest.set({ job_name: name }, figure.oldestWaitSeconds ?? 0);
        }
      });
    },

    /**
     * Gauges the rows of batches waiting and being made when scraped (the bulk queue's depth,
     * ADR 44), from one read across every process. A failed read leaves them empty.
     */
    watchBatchRows(
      read: () => Promise<{ waiting: number; making: number }>,
      onError: (error: unknown) => void,
    ): void {
      const waiting = new Gauge({
        name: 'frameshop_batch_rows_waiting',
        help: 'Rows of batches waiting for a worker',
        registers,
      });
      const making = new Gauge({
        name: 'frameshop_batch_rows_making',
        help: 'Rows of batches being made',
        registers,
      });
      refreshers.push(async () => {
        waiting.reset();
        making.reset();
        try {
          const figures = await read();
          waiting.set(figures.waiting);
          making.set(figures.making);
        } catch (error) {
          onError(error);
        }
      });
    },

    /** Every metric in the Prometheus text format: this instance's, then the process's. */
    async scrape(): Promise<string> {
      await Promise.all(refreshers.map((refresh) => refresh()));
      const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return own + process;
    },
  };
}

export type StoreMetrics = ReturnType<typeof createStoreMetrics>;
