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
  return {
    /** Starts one more API process on `env` and puts it in the rotation. */
    async add(env: Record<string, string>): Promise<void> {
      const slot: Slot = { env, server: startServer(env), url: '', up: false };
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
      slot.server = startServer(slot.env);
      slot.url = await waitForUrl(slot.server);
      slot.up = true;
      return { seconds: (Date.now() - startedAt) / 1000, exitCode };
    },
    async stopAll(): Promise<void> {
      for (const slot of slots) slot.server.child.kill('SIGKILL');
      await Promise.all(slots.map((slot) => slot.server.exited));
    },
  };
}

export type ApiPool = ReturnType<typeof apiPool>;
