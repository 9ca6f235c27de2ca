import { readFile } from 'node:fs/promises';
import type { Database } from '../../apps/server/src/db/database';

/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const TICKS = 100;

/** CPU ms a PostgreSQL backend has used, from /proc (0 when it is gone or unreadable). */
async function backendMs(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are the 14th and 15th fields, the 12th and 13th after the name.
    return ((Number(fields[11]) + Number(fields[12])) / TICKS) * 1000;
  } catch {
    return 0;
  }
}

/**
 * The CPU this process (the server under load; autocannon runs in its own) and the database's
 * backends serving `database` spend while `work` runs, in ms. On PGlite the database runs inside
 * this process. PostgreSQL's backends are read from /proc, so it must run on this machine.
 */
export async function cpuOf<T>(
  database: Database,
  work: () => Promise<T>,
): Promise<{ result: T; cpuMs: number }> {
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
  for (const [pid, ms] of after) databaseMs += ms - (before.get(pid) ?? 0);
  return { result, cpuMs: (own.user + own.system) / 1000 + databaseMs };
}
