import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { storeProgramArgs } from '../../scripts/server-bundle.mjs';

const root = path.resolve(import.meta.dirname, '../..');
// PORT picks another, for a machine where 3500 is someone else's.
const preferredPort = Number(process.env.PORT) || 3500;
const startTimeoutMs = 180_000;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host: '127.0.0.1', port }, () => probe.close(() => resolve(true)));
  });
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ host: '127.0.0.1', port: 0 }, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server in production mode on port 3500 or PORT (else any free port), with a fresh data
 * directory, random secrets and the demo catalogue, its output in a log file. `stop` works at any
 * time, also while `start` is still waiting for it, so an interrupted or failed start leaves
 * nothing running.
 */
export class BenchServer {
  #child: ChildProcess | undefined;

  /**
   * `env` replaces settings of the production server, and an undefined value removes one (a
   * development server without SMTP_URL keeps its mail in the dev mailbox, for a bench that
   * registers an account).
   */
  constructor(
    private readonly options: {
      dataDir: string;
      logPath: string;
      env?: Record<string, string | undefined>;
    },
  ) {}

  /** Starts the server and answers its base URL once its health check says ok. */
  async start(): Promise<string> {
    const port = (await portIsFree(preferredPort)) ? preferredPort : await anyFreePort();
    const secret = () => randomBytes(36).toString('base64url'); // 48 characters
    const log = fs.openSync(this.options.logPath, 'a');
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: 'production',
      // Production needs a mail transport; no audited page sends mail.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      // No audited page pays for credit packs; production refuses the sandbox unless told.
      PAYMENTS_SANDBOX: 'true',
      // Production needs an SMS provider or phone numbers taken unverified; no audited page texts.
      PHONE_VERIFICATION: 'off',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: this.options.dataDir,
      JWT_SECRET: secret(),
      URL_SIGNING_SECRET: secret(),
      DEMO_CATALOGUE: 'true',
      LOG_LEVEL: 'warn',
      // Lighthouse and the catalogue lookup stay far below the limit, but never trip it.
      RATE_LIMIT_MAX: '100000',
      ...this.options.env,
    };
    for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
    const child = spawn(process.execPath, await storeProgramArgs('server'), {
      cwd: root,
      env,
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    this.#child = child;
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + startTimeoutMs;
    const started = Date.now();
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `the server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${this.logTail()}`,
        );
      }
      try {
        const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (response.ok && ((await response.json()) as { status?: string }).status === 'ok') {
          console.log(
            `Server healthy at ${base} after ${((Date.now() - started) / 1000).toFixed(1)} s`,
          );
          return base;
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(
      `the server was not healthy within ${startTimeoutMs / 1000} s:\n${this.logTail()}`,
    );
  }

  /** SIGTERM, and SIGKILL when it has not exited 15 s later. */
  async stop(): Promise<void> {
    const child = this.#child;
    this.#child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }

  private logTail(lines = 30): string {
    try {
      return fs
        .readFileSync(this.options.logPath, 'utf8')
        .trimEnd()
        .split('\n')
        .slice(-lines)
        .join('\n');
    } catch {
      return '(no server log)';
    }
  }
}
