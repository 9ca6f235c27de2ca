import type { FaultProxy } from '../fault-proxy';
import { filesLeftUnder } from '../files-under';
import type { HttpFaultProxy } from '../http-fault-proxy';
import { sleep } from '../waiting';
import { answersBetween, secondsUntilSuccess, statusCounts } from './answers';
import { proberToken, settleAndCheck, startLoad, type ChaosContext } from './chaos-load';
import { startProber } from './prober';
import {
  describeOutcome,
  orderRender,
  refundFailures,
  renderBuyer,
  renderOutcome,
} from './refunded-render';
import { describeTry, refusalFailures, tryUpload } from './refused-upload';
import type { ScenarioReport } from './scenario-report';

/** The bucket between the processes and s3rver: a TCP proxy that stalls, an HTTP one that fails. */
export interface BucketFaults {
  silent: FaultProxy;
  failing: HttpFaultProxy;
  /** S3_TIMEOUT_SECONDS of the processes. */
  timeoutSeconds: number;
}

/** A refused upload is answered this soon while the bucket answers errors. */
const FAILING_ANSWER_MS = 5000;
/** How long the bucket stays silent, at the least. */
const SILENT_SECONDS = 15;
/** A failing render's tries and the queue's waits between them, with room to spare. */
const RENDER_FAILS_WITHIN_MS = 120_000;
/** Uploads succeed again this soon after the bucket is back. */
const RECOVERY_ALLOWED_SECONDS = 15;
/** A render marked done removes its inputs once its buyer's email is sent: within seconds. */
const TEMP_FILES_GRACE_MS = 15_000;

/**
 * The bucket failing under load: first every request to it answered 500 (S3's InternalError)
 * at an HTTP fault proxy, until a render ordered meanwhile has used its every try; then the
 * bucket taking connections and never answering, at a TCP proxy in front of that one. An upload
 * meanwhile must be refused with a 503 the visitor can read, soon (the bucket's timeouts), keeping
 * no row, no object, no temp file; the render must fail and be refunded once; the load's visits,
 * retrying what was refused, must finish once the bucket is back, their renders too.
 */
export async function bucketOutage(
  ctx: ChaosContext,
  faults: BucketFaults,
): Promise<ScenarioReport> {
  const report: ScenarioReport = {
    title: '5. The bucket answering 500s, then silent',
    happened:
      `A fault proxy between the store's processes and the bucket answered every request 500 ` +
      `until a render ordered meanwhile had failed for good, then took connections and never ` +
      `answered for at least ${SILENT_SECONDS} s (S3_TIMEOUT_SECONDS=${faults.timeoutSeconds}), ` +
      `while ${ctx.users} buyers' visits ran, retrying what was refused as a browser would, and ` +
      `a signed-in visitor asked each API process for their balance four times a second. A ` +
      `visitor uploaded a photo in each phase.`,
    figures: [],
    failures: [],
  };
  const { stack } = ctx;
  const { pool } = stack;
  const buyer = await renderBuyer(ctx, 1);
  const prober = startProber([() => pool.urlOf(0), () => pool.urlOf(1)], await proberToken(ctx));
  let load: ReturnType<typeof startLoad> | undefined;
  const failedAt = Date.now();
  let restoredAt = failedAt;
  try {
    faults.failing.failWith(500);
    load = startLoad(ctx);
    const whileFailing = await tryUpload(ctx, 0);
    const renderId = await orderRender(ctx, buyer);
    const outcome = await renderOutcome(ctx, buyer, renderId, RENDER_FAILS_WITHIN_MS);
    faults.failing.pass();
    await faults.silent.stall();
    const silentAt = Date.now();
    const whileSilent = await tryUpload(ctx, 0);
    await sleep(Math.max(0, silentAt + SILENT_SECONDS * 1000 - Date.now()));
    await faults.silent.restore();
    restoredAt = Date.now();
    const afterwards = await tryUpload(ctx, 0);

    // The put and the removal after it, each tried twice, each try given up after the timeout.
    const silentAnswerMs = 4 * faults.timeoutSeconds * 1000 + 5000;
    report.figures.push(
      ['bucket requests answered 500', faults.failing.failed()],
      ['upload while it answered 500', describeTry(whileFailing)],
      ['upload while it was silent', describeTry(whileSilent)],
      ['upload once it was back', `${afterwards.status} in ${afterwards.ms} ms`],
      [
        'refused uploads: rows / objects kept',
        `${whileFailing.rows + whileSilent.rows} / ${whileFailing.objects + whileSilent.objects}`,
      ],
      ['render ordered while it answered 500', describeOutcome(outcome)],
    );
    report.failures.push(
      ...refusalFailures(
        'the upload while the bucket answered 500',
        whileFailing,
        503,
        FAILING_ANSWER_MS,
      ),
      ...refusalFailures(
        'the upload while the bucket was silent',
        whileSilent,
        503,
        silentAnswerMs,
      ),
      ...refundFailures(outcome),
    );
    if (afterwards.status !== 201) {
      report.failures.push(`an upload once the bucket was back answered ${afterwards.status}`);
    }
  } finally {
    faults.failing.pass();
    await faults.silent.restore();
  }
  const { visits, unfinished } = await load!.done;
  const probes = await prober.stop();
  const during = answersBetween(probes, failedAt, restoredAt);
  const uploadsBack = secondsUntilSuccess(load!.steps.answers, 'an upload', restoredAt);
  report.figures.push(
    ['balance probes while it lasted', `${during.length} (${statusCounts(during)})`],
    ['visits finished / started', `${visits.length} / ${ctx.users}`],
    ['requests retried after a 503', load!.steps.retries],
    ['first visit upload after the restore (s)', uploadsBack?.toFixed(1) ?? 'none after it'],
  );
  for (const probe of during.filter((answer) => answer.status !== 200)) {
    report.failures.push(`${probe.what} answered ${probe.status} while the bucket was out`);
  }
  if (uploadsBack !== null && uploadsBack > RECOVERY_ALLOWED_SECONDS) {
    report.failures.push(`the visits' uploads worked again ${uploadsBack.toFixed(1)} s after`);
  }
  report.failures.push(...load!.steps.failures, ...unfinished);
  await settleAndCheck(ctx, visits, report);
  // Once every render has ended: what a refused upload or a failed try may have left.
  const tempLeft = await filesLeftUnder(
    ['api-0', 'api-1', 'worker-0', 'worker-1'].map((name) => stack.dirOf(`${name}/tmp`)),
    TEMP_FILES_GRACE_MS,
  );
  report.figures.push(['temp files left by the processes', tempLeft.length]);
  if (tempLeft.length > 0) report.failures.push(`temp files left: ${tempLeft.join(', ')}`);
  return report;
}
