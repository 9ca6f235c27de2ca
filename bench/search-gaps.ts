/**
 * `npm run bench:search:gaps -- <perf script output> <bench log> [over ms]`: what the store's
 * threads ran in each gap of its event loop that a bench logged (ADR 58), from a sampling profile
 * the kernel took, which leaves the run as it was. Recorded as:
 *
 *   BENCH_STALL_LOG_MS=35 perf record -F 499 -g -k mono -o stalls.perf -- \
 *     node --perf-basic-prof --concurrent-marking-max-worker-num=1 --import tsx bench/search.ts \
 *     > bench.log
 *   perf script -i stalls.perf -F comm,pid,tid,time,event,ip,sym > stalls.txt
 *
 * (`--perf-basic-prof` names the JavaScript functions; `-k mono` stamps the samples on the clock
 * the log's gaps are stamped on.) Each gap prints the event loop's thread's time on a CPU (a
 * sample a period), the frames most on its stacks, and the samples of the process's other threads.
 */
import fs from 'node:fs';
import readline from 'node:readline';
import { gapsLogged, gapsSeen, samplesOf } from './support/gaps-in-samples';

const [scriptFile, logFile, overMs = '35', hz = '499'] = process.argv.slice(2);
if (!scriptFile || !logFile || !(Number(overMs) >= 0) || !(Number(hz) > 0)) {
  console.error(
    'usage: npm run bench:search:gaps -- <perf script output> <bench log> [over ms] [Hz]',
  );
  process.exit(2);
}
const lines = readline.createInterface({ input: fs.createReadStream(scriptFile) });
const logged = gapsLogged(fs.readFileSync(logFile, 'utf8'), Number(overMs));
const { pid, gaps } = await gapsSeen(samplesOf(lines), logged);
const periodMs = 1000 / Number(hz);
console.log(`the store's process ${pid}; ${gaps.length} gaps of ${overMs} ms or more`);
for (const gap of gaps) {
  const helpers = gap.helperSamples.map(([tid, count]) => `${tid}: ${count}`).join(', ');
  console.log(
    `\na gap of ${gap.ms} ms ending at ${gap.endedAt.toFixed(3)} s: the event loop's thread on a CPU` +
      ` about ${(gap.loopSamples * periodMs).toFixed(0)} ms; other threads' samples ${helpers || 'none'}`,
  );
  for (const [frame, count] of gap.loopFrames)
    console.log(`  ${String(count).padStart(4)}  ${frame}`);
}
