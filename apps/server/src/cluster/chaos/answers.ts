/** One request the run sent and what came of it. */
export interface Answer {
  what: string;
  startedAt: number;
  ms: number;
  /** The HTTP status, or `error` when no answer came (a reset connection). */
  status: number | 'error';
}

/** The answers in flight at any moment between `from` and `to`. */
export function answersBetween(answers: Answer[], from: number, to: number): Answer[] {
  return answers.filter((answer) => answer.startedAt <= to && answer.startedAt + answer.ms >= from);
}

/** How many answers had each status, as `200 ×12, 503 ×40`. */
export function statusCounts(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const { status } of answers)
    counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
  return (
    [...counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${status} ×${n}`)
      .join(', ') || 'none'
  );
}

export const slowestMs = (answers: Answer[]) => Math.max(0, ...answers.map((answer) => answer.ms));

/**
 * Seconds from `since` until the first request sent after it that succeeded, among those whose
 * `what` is `what`; null when none did.
 */
export function secondsUntilSuccess(answers: Answer[], what: string, since: number): number | null {
  const first = answers
    .filter(
      (answer) =>
        answer.what === what &&
        answer.startedAt >= since &&
        typeof answer.status === 'number' &&
        answer.status < 400,
    )
    .sort((a, b) => a.startedAt - b.startedAt)[0];
  return first ? (first.startedAt + first.ms - since) / 1000 : null;
}
