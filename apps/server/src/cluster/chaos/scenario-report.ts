export interface ScenarioReport {
  title: string;
  /** What was done to the store, in a sentence or two. */
  happened: string;
  figures: [string, string | number][];
  failures: string[];
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
    report.failures.length === 0
      ? '  PASS'
      : `  FAIL: ${report.failures.length} failed checks\n    ${report.failures.join('\n    ')}`,
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
