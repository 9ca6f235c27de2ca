import { pino, type DestinationStream } from 'pino';

/** How long one log write may hold the process while its reader is not reading. */
const WRITE_PATIENCE_MS = 1000;
/** What is kept for a reader that stopped reading before new lines are dropped. */
const BACKLOG_BYTES = 4 * 1024 * 1024;

/**
 * Standard output for the log, written synchronously as pino's own destination is, except that a
 * reader that stops reading (a full pipe) can never hold the process: pino's default retries a
 * write that would block every 100 ms for ever, in `Atomics.wait` on the main thread, where no
 * timer runs — so a store whose output nobody read answered nothing and never finished stopping.
 * Here a write is retried for up to a second, then lines are kept up to a backlog and dropped past
 * it until the reader reads again.
 */
export function logOutput(fd = 1, patienceMs = WRITE_PATIENCE_MS): DestinationStream {
  // A write retried is one the descriptor refused (EAGAIN), which a non-blocking pipe does and a
  // blocking one never: it waits in the kernel for ever. Node makes a pipe on standard output
  // non-blocking when process.stdout is first opened, which a store run from its bundle had not
  // yet done (tsx's loader had, ADR 67), so it is opened here, before the first write.
  if (fd === 1) void process.stdout.fd;
  if (fd === 2) void process.stderr.fd;
  let blockedSince: number | undefined;
  const output = pino.destination({
    dest: fd,
    sync: true,
    maxLength: BACKLOG_BYTES,
    retryEAGAIN: () => {
      blockedSince ??= Date.now();
      return Date.now() - blockedSince < patienceMs;
    },
  });
  // A retry reports a write of nothing: only bytes taken mean the reader reads again.
  output.on('write', (bytes: number) => {
    if (bytes > 0) blockedSince = undefined;
  });
  // A write given up on: its lines wait in the backlog for the next write to try again.
  output.on('error', () => {});
  return output;
}
