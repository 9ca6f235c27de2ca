import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

interface LockRecord {
  pid: number;
  hostname: string;
  startedAt: string;
}

/**
 * PGlite is a single-process database: two processes opening the same directory corrupt it. The lock
 * is a file created exclusively; a lock left behind by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(directory: string): DataDirLock {
  fs.mkdirSync(directory, { recursive: true });
  const file = path.join(directory, 'frameshop.lock');
  const record: LockRecord = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, JSON.stringify(record), { flag: 'wx' });
      return { file, release: () => releaseIfOurs(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(file);
      if (holder && holder.hostname === os.hostname() && isRunning(holder.pid)) {
        throw new DataDirLockedError(
          `The data directory ${directory} is already in use by another Frameshop process ` +
            `(pid ${holder.pid}, started ${holder.startedAt}). Stop that process, or set DATA_DIR ` +
            `to another directory.`,
        );
      }
      if (holder && holder.hostname !== os.hostname()) {
        throw new DataDirLockedError(
          `The data directory ${directory} is locked by a process on host ${holder.hostname}. ` +
            `The embedded database cannot be shared between machines; use DATABASE_URL instead.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${directory}.`);
}

function readLock(file: string): LockRecord | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockRecord;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(file: string): void {
  if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
}
