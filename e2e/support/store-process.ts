import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { watchOutput } from '../../apps/server/src/test-support/process-output';
import { storeProgramArgs } from '../../scripts/server-bundle.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * The real server as a journey's own child process, with `env` over this one's: `start` answers
 * once it says it is running (several times over a store's life: an admin command needs it
 * stopped), `stop` sends SIGTERM as a service manager does and waits for it to exit.
 */
export function storeProcess(env: Record<string, string>) {
  let store: ChildProcess | undefined;
  return {
    async start(): Promise<void> {
      const child = spawn(process.execPath, await storeProgramArgs('server'), {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      store = child;
      // The first start migrates a fresh database: minutes on a busy machine.
      await watchOutput(child).printed(/is running at/, 'the store', 180_000);
    },
    async stop(): Promise<void> {
      const child = store;
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
