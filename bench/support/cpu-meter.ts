import { readFile } from 'node:fs/promises';
import type { Database } from '../../apps/server/src/db/database';

/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const TICKS = 100;

/**
 * CPU ms a PostgreSQL backend has used, from /proc; undefined when this machine has no such
 * process of PostgreSQL's (the database runs on another machine, or the backend is gone).
 */
async function backendMs(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The name in parentheses: a process of this machine by the same number is not the backend.
    if (!stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).startsWith('postgres')) {
      return undefined;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are the 14th and 15th fields, the 12th and 13th after the name.
    return ((Number(fields[11]) + Number(fields[12])) / TICKS) * 1000;
  } catch {
    return undefined;
  }
}

/**
 * The CPU this process (the server under load; autocannon runs in its own) and the database's
 * backends serving `database` spend while `work` runs, in ms. On PGlite the database runs inside
 * this process. PostgreSQL's backends are read from /proc: when none of them is a process of this
 * machine (a database on another machine), only this process is counted, and `databaseCounted`
 * says so.
 */
export async function cpuOf<T>(
  database: Database,
  work: () => Promise<T>,
): Promise<{ result: T; cpuMs: number; databaseCounted: boolean }> {
  const backends = async () => {
    if (database.kind !== 'postgres') return new Map<number, number>();
    const { rows } = (await database.executeSql(
      'select pid from pg_stat_activity where datname = current_database()',
    )) as { rows: { pid: number }[] };
    return new Map(
      await Promise.all(rows.map(async ({ pid }) => [pid, await backendMs(pid)] as const)),
    );
  };
  const before = await backends();
  const started = process.cpuUsage();
  const result = await work();
  const own = process.cpuUsage(started);
  const after = await backends();
  let databaseMs = 0;
  let read = 0;
  for (const [pid, ms] of after) {
    if (ms === undefined) continue;
    read += 1;
    databaseMs += ms - (before.get(pid) ?? 0);
  }
  return {
    result,
    cpuMs: (own.user + own.system) / 1000 + databaseMs,
    databaseCounted: database.kind !== 'postgres' || read > 0,
  };
}
