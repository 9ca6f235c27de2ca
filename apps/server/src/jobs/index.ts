/**
 * Background jobs: where they are declared and enqueued (ADR 2). Their handlers are wired by the
 * entry points (`job-handlers.ts` beside `server.ts` and `worker.ts`), so the modules that enqueue
 * jobs never import the modules the handlers call.
 */
export { jobPayloads, recurringJobs, type JobPayloads } from './job-payloads';
export { JobQueue, longestStopMs } from './job-queue';
export { logWith, type JobHandler, type JobInfo, type JobLog } from './job-types';
export { startRecurringJobs } from './recurring-jobs';
