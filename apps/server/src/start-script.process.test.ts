import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchOutput, type ProcessOutput } from './test-support/process-output';
import { PROCESS_START_TIMEOUT_MS } from './test-support/server-process';

const root = path.resolve(import.meta.dirname, '../../..');

describe('npm start', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  // A signal sent to npm's own process (`kill <pid>`, Ctrl-C) used to stop at the shell npm runs
  // scripts in, and the server went on holding its port and data directory.
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops the server gracefully when npm is sent %s',
    async (signal) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-npm-start-'));
      const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-npm-start-web-'));
      folders.push(dataDir, webDist);
      const npm = spawn('npm', ['start', '--silent'], {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? os.tmpdir(),
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: '0',
          DEMO_CATALOGUE: 'false',
          DATA_DIR: dataDir,
          WEB_DIST_DIR: webDist,
          ENV_FILE: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output: ProcessOutput = watchOutput(npm);
      try {
        const [, url] = await output.printed(
          /running at (http:\/\/\S+)/,
          'npm start',
          PROCESS_START_TIMEOUT_MS,
        );
        expect((await fetch(`${url}/api/health`)).status).toBe(200);
        npm.kill(signal);
        expect(await output.exited, output.output()).toBe(0);
        await expect(fetch(`${url}/api/health`)).rejects.toThrow();
        expect(fs.existsSync(path.join(dataDir, 'frameshop.lock'))).toBe(false);
      } finally {
        npm.kill('SIGKILL');
      }
    },
    120_000,
  );
});
