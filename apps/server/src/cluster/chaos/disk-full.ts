import { answersBetween, statusCounts } from './answers';
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
import { fillDisks, whyNoTmpfs } from './tmpfs';

/** The size of each full disk. */
const DISK_MEGABYTES = 8;
/** A refused upload is answered this soon. */
const REFUSED_WITHIN_MS = 5000;
/** A failing render's tries and the queue's waits between them, with room to spare. */
const RENDER_FAILS_WITHIN_MS = 120_000;
/** The API process whose disk fills; the other keeps its own. */
const FULL_API = 0;

/**
 * The disk under DATA_DIR/tmp full: a small tmpfs, filled to its last byte, mounted over the temp
 * folder of API process 1 and of both workers (so a render meets it whichever worker takes it).
 * An upload there must be refused with a 507 the visitor can read, keeping nothing; a render
 * ordered meanwhile must fail after its tries and be refunded once; the store must go on
 * answering, the other API process taking uploads. Once the disks are unmounted a load's visits
 * must all finish, their renders too. Not run, and said so, where the run cannot mount (not root).
 */
export async function diskFull(ctx: ChaosContext): Promise<ScenarioReport> {
  const report: ScenarioReport = {
    title: `6. The disk under DATA_DIR/tmp full`,
    happened:
      `A tmpfs of ${DISK_MEGABYTES} MB, filled to its last byte, was mounted over DATA_DIR/tmp of ` +
      `API process 1 and of both workers while a signed-in visitor asked each API process for ` +
      `their balance four times a second; a visitor uploaded a photo to each API process and a ` +
      `buyer ordered a render. Then the disks were unmounted and ${ctx.users} buyers' visits ran.`,
    figures: [],
    failures: [],
  };
  const cannot = whyNoTmpfs();
  if (cannot) {
    report.notRun = cannot;
    return report;
  }
  const { stack } = ctx;
  const { pool } = stack;
  const buyer = await renderBuyer(ctx, 1);
  const prober = startProber([() => pool.urlOf(0), () => pool.urlOf(1)], await proberToken(ctx));
  const disks = await fillDisks(
    [`api-${FULL_API}`, 'worker-0', 'worker-1'].map((name) => stack.dirOf(`${name}/tmp`)),
    DISK_MEGABYTES,
  );
  const fullAt = Date.now();
  let freedAt = fullAt;
  try {
    const refused = await tryUpload(ctx, FULL_API);
    const elsewhere = await tryUpload(ctx, 1 - FULL_API);
    const renderId = await orderRender(ctx, buyer);
    const outcome = await renderOutcome(ctx, buyer, renderId, RENDER_FAILS_WITHIN_MS);
    const left = disks.filesLeft();
    report.figures.push(
      ['upload to the full API process', describeTry(refused)],
      ['the same upload to the other', `${elsewhere.status} in ${elsewhere.ms} ms`],
      ['refused upload: rows / objects kept', `${refused.rows} / ${refused.objects}`],
      ['render ordered meanwhile', describeOutcome(outcome)],
      ['files left on the full disks', left.length],
    );
    report.failures.push(
      ...refusalFailures('the upload to the full disk', refused, 507, REFUSED_WITHIN_MS),
      ...refundFailures(outcome),
    );
    if (elsewhere.status !== 201) {
      report.failures.push(`the upload to the other API process answered ${elsewhere.status}`);
    }
    if (left.length > 0) report.failures.push(`left on the full disks: ${left.join(', ')}`);
  } finally {
    await disks.release();
    freedAt = Date.now();
  }
  const probes = await prober.stop();
  const during = answersBetween(probes, fullAt, freedAt);
  report.figures.push([
    'balance probes while it lasted',
    `${during.length} (${statusCounts(during)})`,
  ]);
  for (const probe of during.filter((answer) => answer.status !== 200)) {
    report.failures.push(`${probe.what} answered ${probe.status} while the disk was full`);
  }

  const load = startLoad(ctx);
  const { visits, unfinished } = await load.done;
  report.figures.push([
    'visits after the disks were freed: finished / started',
    `${visits.length} / ${ctx.users}`,
  ]);
  report.failures.push(...load.steps.failures, ...unfinished);
  await settleAndCheck(ctx, visits, report);
  return report;
}
