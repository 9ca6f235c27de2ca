import { spawn, type ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { storeProgramArgs } from '../../../../scripts/server-bundle.mjs';
import { forwardingApp } from './forwarding-app';
import { watchOutput, type ProcessOutput } from './process-output';

export interface RunningServer extends ProcessOutput {
  child: ChildProcess;
}

/**
 * The real server as its own process (`npm start`'s program, from the bundle), quiet, on a free
 * loopback port, without the demo catalogue unless `env` says otherwise. It inherits nothing of
 * this shell but PATH (nor the project's .env), so no DATABASE_URL or payment settings leak in.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, await storeProgramArgs('server'), {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      // Generating the demo catalogue takes a while; its own tests cover it.
      DEMO_CATALOGUE: 'false',
      // A developer's own .env stays out of the tests.
      ENV_FILE: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { child, ...watchOutput(child) };
}

/**
 * How long a process may take to say it runs: four of them starting at once beside the server
 * tests on two cores took over 40 s when each compiled the server through tsx, and a migration of
 * a fresh database on a busy machine can still take tens of seconds.
 */
export const PROCESS_START_TIMEOUT_MS = 90_000;

/** The address the server says it listens on, once it does; fails with its output otherwise. */
export async function waitForUrl(
  server: RunningServer,
  timeoutMs = PROCESS_START_TIMEOUT_MS,
): Promise<string> {
  const [, url] = await server.printed(/running at (http:\/\/\S+)/, 'the server', timeoutMs);
  return url!;
}

/**
 * Servers started as processes, each reached through a forwarding app so the `inject`-based
 * fixtures drive it; `stopAll` kills whatever still runs and closes the forwarders.
 */
export function serverProcesses() {
  const servers: RunningServer[] = [];
  const forwarders: FastifyInstance[] = [];
  return {
    async start(env: Record<string, string>) {
      const server = await startServer(env);
      servers.push(server);
      const app = await forwardingApp(await waitForUrl(server));
      forwarders.push(app);
      return { server, app };
    },
    async stopAll() {
      for (const server of servers) server.child.kill('SIGKILL');
      await Promise.all(servers.map((server) => server.exited));
      await Promise.all(forwarders.map((forwarder) => forwarder.close()));
    },
  };
}
