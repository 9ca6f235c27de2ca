/** The median, the 99th percentile and the mean of a bench's samples, in their unit. */
export interface Timing {
  p50: number;
  p99: number;
  mean: number;
}

export function summary(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  return {
    p50: at(0.5),
    p99: at(0.99),
    mean: samples.reduce((sum, value) => sum + value, 0) / samples.length,
  };
}
