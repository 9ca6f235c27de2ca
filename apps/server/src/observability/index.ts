/**
 * What an operator sees of a process (ADR 32): request ids on every log line and answer, and the
 * metrics each process counts, answered in the Prometheus text format. Shared infrastructure: it
 * imports no module; the modules count into the instruments they are handed.
 */
export { labelPageRoute, registerHttpMetrics } from './http-metrics';
export type { CallerLog } from './caller-log';
export { logOutput } from './log-output';
export { serializeLoggedRequest } from './logged-url';
export { metricsAccess } from './metrics-access';
export { startMetricsServer, type MetricsServer } from './metrics-server';
export { registerRequestIdHeader, requestIdOptions } from './request-id';
export { createStoreMetrics, type StoreMetrics } from './store-metrics';
