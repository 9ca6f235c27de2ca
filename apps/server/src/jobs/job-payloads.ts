import type { JobPayloadSchemas } from './job-types';

/**
 * Every background job of the store: its name and the zod schema of its payload. Adding one is an
 * entry here, e.g. `render: z.object({ orderId: z.string() })`, and its handler in
 * `job-handlers.ts` (the compiler asks for it). Callers enqueue with `jobs.send('render', …)`.
 */
export const jobPayloads = {} satisfies JobPayloadSchemas;

export type JobPayloads = typeof jobPayloads;
