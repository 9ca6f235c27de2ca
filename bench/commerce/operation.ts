import type { Query } from './driver-transactions';
import type { HttpJob } from './http-load';

/**
 * One spending operation of the bench, made three ways over the same database: through the HTTP API
 * (from the load process), by the route's own service call, and as its transaction's SQL straight
 * on the driver (which the bench's bare HTTP route sends too). Each way answers undefined for a
 * success and the reason otherwise.
 */
export interface Operation<Job> {
  /** Its name in the tables. */
  name: string;
  /** The route the HTTP path calls, as `POST /api/…`. */
  endpoint: string;
  /** Who does what, for the report. */
  summary: string;
  /** Every job, in the order they are made; each is made once, by whichever path's turn takes it. */
  plan: Job[];
  /**
   * The most jobs one turn may take, when `prepare` sets up state per shopper that one job uses up
   * (a cart): a turn then never holds two jobs of one shopper.
   */
  maxShare?: number;
  /** Setup for jobs about to be taken, outside the measured time; each job is prepared once. */
  prepare?: (jobs: Job[]) => Promise<void>;
  http: (job: Job) => HttpJob;
  service: (job: Job) => Promise<string | undefined>;
  /** Throws the reason when the job cannot be made, which rolls its transaction back. */
  direct: (query: Query, job: Job) => Promise<void>;
}
