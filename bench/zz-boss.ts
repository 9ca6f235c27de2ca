import { randomUUID } from 'node:crypto';
import { openMigratedDatabase } from '../apps/server/src/db/database';
import { JobQueue, jobPayloads } from '../apps/server/src/jobs';
const database = await openMigratedDatabase({ kind: 'pglite' });
const jobs = new JobQueue(database, jobPayloads);
await jobs.start({ log: { info() {}, warn() {}, error() {} } as never });
for (let i = 0; i < 400; i++) await jobs.send('render', { renderId: randomUUID() });
const fetchSql = `
    WITH next as (
      SELECT id, singleton_key, policy
      FROM pgboss.job
      WHERE name = $1
        AND state < 'active'
        AND start_after < now()
      ORDER BY priority desc, created_on, id
      LIMIT $2
      FOR UPDATE SKIP LOCKED
    ), grouped as (
      SELECT n.id, n.policy as grouped_policy,
        row_number() OVER (PARTITION BY CASE WHEN $2 > 1 AND n.policy in ('singleton', 'stately') THEN n.singleton_key ELSE n.id::text END) as row_number
      FROM next n
    )
    UPDATE pgboss.job j SET state = 'active', started_on = now(),
      retry_count = CASE WHEN started_on IS NOT NULL THEN retry_count + 1 ELSE retry_count END
    FROM grouped
    WHERE name = $1 AND j.id = grouped.id
      AND ((grouped.grouped_policy IN ('singleton', 'stately') AND grouped.row_number = 1)
        OR COALESCE(grouped.grouped_policy, '') NOT IN ('singleton', 'stately'))
    RETURNING j.id, j.name, j.data`;
for (const mode of ['force_custom_plan', 'auto', 'force_custom_plan', 'auto']) {
  await database.executeSql(`set plan_cache_mode = ${mode}`);
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < 100; i++) await database.executeSql(fetchSql, ['render', 1]);
  const c = process.cpuUsage(c0);
  console.log(mode, ((performance.now() - t0) / 100).toFixed(2), 'ms', ((c.user + c.system) / 100000).toFixed(2), 'ms cpu');
}
const parts = await database.executeSql(`select count(*) from pg_inherits where inhparent = 'pgboss.job'::regclass`);
console.log('partitions', parts.rows);
await jobs.stop(0); await database.close();
