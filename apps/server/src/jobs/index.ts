/** Background jobs: where they are declared, handled and enqueued (ADR 2). */
export { createJobHandlers, type JobDependencies } from './job-handlers';
export { jobPayloads, queueOptions, recurringJobs, type JobPayloads } from './job-payloads';
export { JobQueue, type JobQueueStartOptions, type SendOptions } from './job-queue';
export type { JobHandler, JobHandlers, JobInfo, JobLog, JobPayloadSchemas } from './job-types';
export { startRecurringJobs, type RecurringJob } from './recurring-jobs';
