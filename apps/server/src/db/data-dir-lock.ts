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
  /**
   * When the holder process started, as the kernel counts it (/proc/<pid>/stat). A pid is reused
   * once its process is gone, so the pid alone cannot tell the holder from a newcomer.
   */
  processStart?: string;
}

/**
 * PGlite is a single-process database: two processes opening the same directory corrupt it. The lock
 * is a file created exclusively; a lock left behind by a process that no longer runs is taken over,
 * and so is one whose pid now belongs to another process (after a crash and a reboot, or in a new
 * container where every start is pid 1).
 */
export function acquireDataDirLock(directory: string): DataDirLock {
  fs.mkdirSync(directory, { recursive: true });
  const file = path.join(directory, 'frameshop.lock');
  const record: LockRecord = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    processStart: processStartOf(process.pid),
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, JSON.stringify(record), { flag: 'wx' });
      return { file, release: () => releaseIfOurs(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(file);
      if (holder && holder.hostname === os.hostname() && isStillHeld(holder)) {
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

/** Whether the process that wrote the lock still runs: the same pid, started at the same time. */
function isStillHeld(holder: LockRecord): boolean {
  if (!Number.isSafeInteger(holder.pid) || holder.pid <= 0) return false;
  const started = processStartOf(holder.pid);
  // Without /proc (not Linux) all that can be asked is whether the pid is taken.
  if (processStartOf(process.pid) === undefined) return isRunning(holder.pid);
  if (started === undefined) return false;
  if (holder.processStart !== undefined) return holder.processStart === started;
  // A lock written before start times were recorded: held only by a Node process of this user.
  return /(^|\/)node(js)?\0/.test(commandLineOf(holder.pid));
}

/** Field 22 of /proc/<pid>/stat, the start time in clock ticks since boot; undefined without it. */
function processStartOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may itself contain spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}

function commandLineOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
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
