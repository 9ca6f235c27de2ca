/**
 * Reads the `key=value` lines ffmpeg writes with `-progress pipe:1` and turns them into a percentage
 * of the output's known duration. Lines may arrive split across chunks. Reports only when the
 * percentage grows, to a tenth of a percent, and 100 once at `progress=end`.
 */
export function createProgressReader(
  durationSeconds: number,
  onPercent: (percent: number) => void,
): (chunk: string) => void {
  const durationUs = durationSeconds * 1_000_000;
  let pending = '';
  let reported = -1;
  const report = (percent: number) => {
    const rounded = Math.min(100, Math.floor(percent * 10) / 10);
    if (rounded <= reported) return;
    reported = rounded;
    onPercent(rounded);
  };
  return (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const [key, value] = line.trim().split('=', 2);
      if (key === 'out_time_us' && value !== undefined) {
        const outTimeUs = Number(value);
        // Before the first frame ffmpeg writes N/A, and a negative time with some inputs.
        if (Number.isFinite(outTimeUs) && outTimeUs > 0 && durationUs > 0) {
          report((outTimeUs / durationUs) * 100);
        }
      } else if (key === 'progress' && value === 'end') {
        report(100);
      }
    }
  };
}
