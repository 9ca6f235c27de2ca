import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

describe('acquireDataDirLock', () => {
  let directory: string;
  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-lock-'));
  });
  afterEach(() => fs.rmSync(directory, { recursive: true, force: true }));

  it('refuses a second holder while the first runs, with a message that says what to do', () => {
    const lock = acquireDataDirLock(directory);
    expect(() => acquireDataDirLock(directory)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(directory)).toThrow(/already in use.*pid \d+.*set DATA_DIR/s);
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
    acquireDataDirLock(directory).release();
  });

  it('takes over a lock left by a process that has exited', () => {
    const exited = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(exited.stdout.toString());
    fs.writeFileSync(
      path.join(directory, 'frameshop.lock'),
      JSON.stringify({ pid: deadPid, hostname: os.hostname(), startedAt: 'earlier' }),
    );
    const lock = acquireDataDirLock(directory);
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a corrupt lock file', () => {
    fs.writeFileSync(path.join(directory, 'frameshop.lock'), '{not json');
    acquireDataDirLock(directory).release();
  });
});
