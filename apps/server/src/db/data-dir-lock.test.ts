import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
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

  describe('a stale lock whose pid now belongs to an unrelated live process', () => {
    let unrelated: ChildProcess;
    beforeEach(async () => {
      unrelated = spawn('sleep', ['30'], { stdio: 'ignore' });
      await once(unrelated, 'spawn');
    });
    afterEach(() => {
      unrelated.kill('SIGKILL');
    });

    const staleLock = (extra: Record<string, unknown>) =>
      fs.writeFileSync(
        path.join(directory, 'frameshop.lock'),
        JSON.stringify({
          pid: unrelated.pid,
          hostname: os.hostname(),
          startedAt: 'earlier',
          ...extra,
        }),
      );

    it('is taken over when the recorded start time is not the live process’s', () => {
      staleLock({ processStart: '1' });
      const lock = acquireDataDirLock(directory);
      expect(JSON.parse(fs.readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
      lock.release();
    });

    it('is taken over when an older lock without a start time names a process that is not Node', () => {
      staleLock({});
      const lock = acquireDataDirLock(directory);
      expect(JSON.parse(fs.readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
      lock.release();
    });

    it('is still refused when the start time matches, because then it is the holder', () => {
      const stat = fs.readFileSync(`/proc/${unrelated.pid}/stat`, 'utf8');
      staleLock({ processStart: stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] });
      expect(() => acquireDataDirLock(directory)).toThrow(DataDirLockedError);
    });
  });

  it('takes over a corrupt lock file', () => {
    fs.writeFileSync(path.join(directory, 'frameshop.lock'), '{not json');
    const lock = acquireDataDirLock(directory);
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });
});
