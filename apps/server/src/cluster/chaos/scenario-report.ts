export interface ScenarioReport {
  title: string;
  /** What was done to the store, in a sentence or two. */
  happened: string;
  figures: [string, string | number][];
  failures: string[];
  /** Why the scenario could not be run here (it then neither passes nor fails). */
  notRun?: string;
}

/** PASS, FAIL or NOT RUN: what the summary says of a scenario. */
export function verdictOf(report: ScenarioReport): 'PASS' | 'FAIL' | 'NOT RUN' {
  if (report.failures.length > 0) return 'FAIL';
  return report.notRun ? 'NOT RUN' : 'PASS';
}

/** One scenario as a table: what happened, its figures, then pass or its failed checks. */
export function formatReport(report: ScenarioReport): string {
  const width = Math.max(40, ...report.figures.map(([name]) => name.length + 2));
  const rule = '─'.repeat(width + 24);
  const lines = [
    rule,
    report.title,
    rule,
    ...wrap(report.happened, width + 24),
    '',
    ...report.figures.map(([name, value]) => `  ${name.padEnd(width)} ${value}`),
    '',
    report.failures.length > 0
      ? `  FAIL: ${report.failures.length} failed checks\n    ${report.failures.join('\n    ')}`
      : report.notRun
        ? `  NOT RUN: ${report.notRun}`
        : '  PASS',
    '',
  ];
  return lines.join('\n');
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
