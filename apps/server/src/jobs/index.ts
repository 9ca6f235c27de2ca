/**
 * Background jobs: where they are declared and enqueued (ADR 2). Their handlers are wired by the
 * entry points (`job-handlers.ts` beside `server.ts` and `worker.ts`), so the modules that enqueue
 * jobs never import the modules the handlers call.
 */
export { jobPayloads, queueOptions, recurringJobs, type JobPayloads } from './job-payloads';
export {
  JobQueue,
  longestStopMs,
  type JobQueueStartOptions,
  type JobStats,
  type SendOptions,
} from './job-queue';
export {
  JobHandedBack,
  logWith,
  type JobHandler,
  type JobHandlers,
  type JobInfo,
  type JobLog,
  type JobPayloadSchemas,
} from './job-types';
export { startRecurringJobs, type RecurringJob } from './recurring-jobs';
