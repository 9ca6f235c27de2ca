import { startServer, waitForUrl, type RunningServer } from '../test-support/server-process';

interface Slot {
  env: Record<string, string>;
  server: RunningServer;
  url: string;
  up: boolean;
}

/**
 * API processes behind a stand-in load balancer: `urlOf(n)` is slot n's address while it is up and
 * another live slot's while it restarts, as a balancer routes around a process it drains.
 */
export function apiPool() {
  const slots: Slot[] = [];
  /** Starts slot n's process again on its environment and puts it back in the rotation. */
  const start = async (n: number): Promise<void> => {
    const slot = slots[n]!;
    slot.server = await startServer(slot.env);
    slot.url = await waitForUrl(slot.server);
    slot.up = true;
  };
  return {
    /** Starts one more API process on `env` and puts it in the rotation. */
    async add(env: Record<string, string>): Promise<void> {
      const slot: Slot = { env, server: await startServer(env), url: '', up: false };
      slots.push(slot);
      slot.url = await waitForUrl(slot.server);
      slot.up = true;
    },
    urlOf(n: number): string {
      for (let step = 0; step < slots.length; step += 1) {
        const slot = slots[(n + step) % slots.length]!;
        if (slot.up) return slot.url;
      }
      throw new Error('no API process is up');
    },
    /**
     * Takes slot n out of the rotation, lets its requests in flight finish (SIGTERM: the server
     * drains), starts it again on the same environment and puts it back. Resolves with the
     * seconds it was out and the old process's exit code.
     */
    async restart(
      n: number,
      drainMs = 1000,
    ): Promise<{ seconds: number; exitCode: number | null }> {
      const slot = slots[n]!;
      const startedAt = Date.now();
      slot.up = false;
      await new Promise((resolve) => setTimeout(resolve, drainMs));
      slot.server.child.kill('SIGTERM');
      const exitCode = await slot.server.exited;
      await start(n);
      return { seconds: (Date.now() - startedAt) / 1000, exitCode };
    },
    /**
     * Kills slot n's process with SIGKILL (no drain: requests in flight are cut off), having
     * taken it out of the rotation first, as a balancer's health check would soon after.
     */
    async kill(n: number): Promise<void> {
      const slot = slots[n]!;
      slot.up = false;
      slot.server.child.kill('SIGKILL');
      await slot.server.exited;
    },
    start,
    /** Adds `env` to slot n's environment, for its next start. */
    reconfigure(n: number, env: Record<string, string>): void {
      slots[n]!.env = { ...slots[n]!.env, ...env };
    },
    /** Slot n's own address, up or not (a client that stays connected to one process). */
    directUrlOf(n: number): string {
      return slots[n]!.url;
    },
    /** How many slots' processes are alive (none has exited or been killed). */
    running(): number {
      return slots.filter(
        (slot) => slot.server.child.exitCode === null && slot.server.child.signalCode === null,
      ).length;
    },
    /** The process id of slot n's current process, for reading its memory from /proc. */
    pidOf(n: number): number | undefined {
      return slots[n]!.server.child.pid;
    },
    /** What slot n's current process has printed so far. */
    outputOf(n: number): string {
      return slots[n]!.server.output();
    },
    async stopAll(): Promise<void> {
      for (const slot of slots) slot.server.child.kill('SIGKILL');
      await Promise.all(slots.map((slot) => slot.server.exited));
    },
  };
}

export type ApiPool = ReturnType<typeof apiPool>;
