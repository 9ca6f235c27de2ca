/**
 * Lets the event loop answer others during long work: `await turns.take()` after each step yields
 * (to everything waiting, timers and I/O included) once `everyMs` have passed since the last turn,
 * and costs a clock read otherwise. An `await` alone does not do it: a resolved promise (PGlite's
 * answers among them) continues in the same turn.
 */
export function eventLoopTurns(everyMs: number) {
  let since = performance.now();
  return {
    async take(): Promise<void> {
      if (performance.now() - since <= everyMs) return;
      await new Promise<void>((resolve) => setImmediate(resolve));
      since = performance.now();
    },
  };
}

export type EventLoopTurns = ReturnType<typeof eventLoopTurns>;
