/**
 * The logger of whoever asked for the work: a request's own (its lines carry the request's id) or
 * a job's (they carry the job's). A service method that logs takes it from its caller rather than
 * holding the app's logger, so every line it writes names what it was part of, with no async
 * context tracked for it on every promise of the process (issue 54).
 */
export interface CallerLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}
