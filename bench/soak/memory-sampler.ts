import fs from 'node:fs';

/** One process's resident memory through a run. */
export interface MemorySeries {
  name: string;
  /** [ms since the sampling began, resident bytes]; none once the process is gone. */
  samples: [number, number][];
}

/** VmRSS of `pid` in bytes, from /proc; null when the process is gone. */
function residentBytes(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kib === undefined ? null : Number(kib) * 1024;
  } catch {
    return null;
  }
}

/**
 * Samples the resident memory of each named process every `everyMs` until `stop()`; `pidOf` is
 * asked each time, so a process started again is followed under its name.
 */
export function sampleMemory(
  processes: { name: string; pidOf: () => number | undefined }[],
  everyMs: number,
) {
  const began = Date.now();
  const series: MemorySeries[] = processes.map(({ name }) => ({ name, samples: [] }));
  const sample = () => {
    processes.forEach(({ pidOf }, index) => {
      const pid = pidOf();
      const bytes = pid === undefined ? null : residentBytes(pid);
      if (bytes !== null) series[index]!.samples.push([Date.now() - began, bytes]);
    });
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    series,
    stop(): MemorySeries[] {
      clearInterval(timer);
      sample();
      return series;
    },
  };
}

export interface Growth {
  startBytes: number;
  endBytes: number;
  peakBytes: number;
  /** (end − start) / start over the measured window. */
  growth: number;
}

/**
 * Growth over the window from `fromMs` on (after the warm-up): the median of the window's first
 * tenth against the median of its last tenth, so one sample caught before a collection neither
 * makes nor hides a leak. Null when the window holds too few samples to say.
 */
export function growthOf({ samples }: MemorySeries, fromMs: number): Growth | null {
  const window = samples.filter(([at]) => at >= fromMs).map(([, bytes]) => bytes);
  if (window.length < 6) return null;
  const tenth = Math.max(3, Math.floor(window.length / 10));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  const startBytes = median(window.slice(0, tenth));
  const endBytes = median(window.slice(-tenth));
  return {
    startBytes,
    endBytes,
    peakBytes: Math.max(...window),
    growth: (endBytes - startBytes) / startBytes,
  };
}
