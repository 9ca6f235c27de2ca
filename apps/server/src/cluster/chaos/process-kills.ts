import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema';
import { registerBuyer } from '../../test-support/commerce-fixture';
import { filesUnder } from '../files-under';
import { renderRows } from '../renders-finished';
import { sleep } from '../waiting';
import { eventually } from '../../test-support/eventually';
import { killWorkerMidRender } from '../worker-kill';
import { freshAddress, settleAndCheck, startLoad, type ChaosContext } from './chaos-load';
import type { ScenarioReport } from './scenario-report';
import { startSlowUpload } from './slow-upload';

/** The other worker takes a dead worker's render up within this (ADR 20: about 40 s). */
const TAKEN_UP_WITHIN_SECONDS = 60;
const MEBIBYTE = 1024 * 1024;
/** Past two of the bucket's 5 MiB parts, so the upload is well under way in the bucket. */
const KILL_AFTER_BYTES = 12 * MEBIBYTE;
/** The API process killed mid-upload: the second. */
const KILLED_API = 1;

/**
 * Processes killed with SIGKILL, as a lost machine stops: no drain, no hand-back. An API process
 * in the middle of a large upload, then a worker in the middle of a render. The upload must leave
 * no upload, no charge and no temp file once the API process is started again; the render must be
 * finished by the other worker, once, and a worker started again on the dead one's machine must
 * clear what the kill left.
 */
export async function processKills(ctx: ChaosContext): Promise<ScenarioReport> {
  const report: ScenarioReport = {
    title: '3. An API process killed mid-upload, a worker killed mid-render (SIGKILL)',
    happened:
      `${ctx.users} buyers' visits ordered renders. Then another buyer sent a long video slowly ` +
      `to API process 2, which was killed with SIGKILL ${KILL_AFTER_BYTES / MEBIBYTE} MiB in and ` +
      `started again; and once a render was under way, the worker running it was killed with ` +
      `SIGKILL and a worker started again on its data directory, as its restarted machine would.`,
    figures: [],
    failures: [],
  };
  const { stack } = ctx;
  const { pool, database } = stack;
  const load = startLoad(ctx);
  const { visits, unfinished } = await load.done;
  report.failures.push(...load.steps.failures, ...unfinished);

  // The upload, through the balancer's address of API process 2 but held on its connection.
  const uploader = await registerBuyer(
    await stack.client(() => pool.urlOf(KILLED_API), freshAddress()),
  );
  const upload = startSlowUpload(pool.directUrlOf(KILLED_API), uploader.token, freshAddress(), {
    totalBytes: 200 * MEBIBYTE,
    chunkBytes: MEBIBYTE,
    intervalMs: 100,
  });
  let endedEarly: number | string | undefined;
  void upload.ended.then((end) => (endedEarly = end));
  await eventually(
    'the upload under way',
    async () => {
      if (endedEarly !== undefined)
        throw new Error(`the upload ended before the kill: ${endedEarly}`);
      return upload.sent() >= KILL_AFTER_BYTES;
    },
    60_000,
  );
  await pool.kill(KILLED_API);
  const uploadEnd = await upload.ended;
  const apiBack = pool.start(KILLED_API);

  const killed = await killWorkerMidRender(
    stack,
    visits.map((visit) => visit.renderId),
  );
  await apiBack;
  await settleAndCheck(ctx, visits, report);
  const [row] = await renderRows(database.db, [killed.renderId]);
  const afterKill = row?.finishedAt ? (row.finishedAt.getTime() - killed.killedAt) / 1000 : null;
  await stack.startWorkerOn(killed.slot);
  // The new worker clears its temp folder as it starts; a moment for it to do so.
  await sleep(2000);
  const workerLeft = filesUnder(stack.dirOf(`worker-${killed.slot}/tmp`));
  const apiLeft = filesUnder(stack.dirOf(`api-${KILLED_API}/tmp`));
  const kept = await database.db.select().from(uploads).where(eq(uploads.userId, uploader.userId));
  const partsDir = path.join(stack.s3.directory, stack.bucket, '._S3rver_uploads');
  const unfinishedInBucket = fs.existsSync(partsDir) ? fs.readdirSync(partsDir).length : 0;

  report.figures.unshift(
    ['upload: sent when API 2 was killed (MiB)', (upload.sent() / MEBIBYTE).toFixed(0)],
    ['upload: how it ended for the client', String(uploadEnd)],
    ['upload: rows kept for it', kept.length],
    ['upload: temp files of API 2 after its restart', apiLeft.length],
    [
      'upload: unfinished multipart uploads in the bucket',
      `${unfinishedInBucket} (left to its lifecycle rule, ADR 19)`,
    ],
    ['killed render: status, attempts', `${row?.status}, ${row?.attempts}`],
    [
      'killed render: finished after the kill (s)',
      afterKill === null ? 'never' : afterKill.toFixed(1),
    ],
    ['worker temp files of the kill after the restart', workerLeft.length],
  );
  if (uploadEnd === 201) report.failures.push('the cut upload was answered 201');
  if (kept.length > 0) report.failures.push(`the cut upload left ${kept.length} upload rows`);
  if (apiLeft.length > 0) report.failures.push(`API temp files left: ${apiLeft.join(', ')}`);
  if (row?.status !== 'completed') report.failures.push(`the killed render is ${row?.status}`);
  if (afterKill === null || afterKill > TAKEN_UP_WITHIN_SECONDS) {
    report.failures.push(`the killed render finished ${afterKill ?? 'never'} s after the kill`);
  }
  if (workerLeft.length > 0)
    report.failures.push(`worker temp files left: ${workerLeft.join(', ')}`);
  return report;
}
