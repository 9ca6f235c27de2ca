import os from 'node:os';
import type { Result } from 'lighthouse';
import { categories, score, type Category, type PageResult } from './audit';

const categoryTitles: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

interface Goal {
  issue: string;
  description: string;
  applies: (page: string) => boolean;
  minimum: Partial<Record<Category, number>>;
  /** The most scripts, and of the most kilobytes sent, the page may load before it is quiet. */
  scripts?: { count: number; kilobytes: number };
}

const goals: Goal[] = [
  {
    issue: 'issue 4',
    description: 'performance ≥ 90 on /templates-list and a template detail page (mobile)',
    applies: (page) => page === '/templates-list' || page.startsWith('/template/'),
    minimum: { performance: 90 },
  },
  {
    issue: 'issue 5',
    description: 'performance, accessibility, best practices and SEO each ≥ 95 on / and /faq',
    applies: (page) => page === '/' || page === '/faq',
    minimum: { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 },
  },
  {
    issue: 'issue 54',
    description: 'each score ≥ 95 on /templates-list and a template detail page (mobile)',
    applies: (page) => page === '/templates-list' || page.startsWith('/template/'),
    minimum: { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 },
  },
  {
    issue: 'issue 54',
    // 16 scripts of 203 KB at 0d57468, 20 of 224 KB before the page left its purchase flows, the
    // owner's and the dashboard's schemas to their first use. Not a score: the same on any machine.
    description: 'a template detail page starts with at most 14 scripts of 205 KB (enforced)',
    applies: (page) => page.startsWith('/template/'),
    minimum: {},
    scripts: { count: 14, kilobytes: 205 },
  },
];
/** Below this, a score without a goal is still worth listing the audits for. */
const attentionBelow = 90;

type AuditResult = Result['audits'][string];

const numeric = (lhr: Result, id: string): number | undefined => lhr.audits[id]?.numericValue;

/** The scripts the page loaded during the audit, and their kilobytes as sent (compressed). */
function scriptsOf(lhr: Result): { count: number; kilobytes: number } | undefined {
  const details = lhr.audits['network-requests']?.details as
    { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  if (!details?.items) return undefined;
  const scripts = details.items.filter((item) => item.resourceType === 'Script');
  const bytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return { count: scripts.length, kilobytes: bytes / 1024 };
}

/** Short descriptions of the elements (or else URLs/sources) an audit's details point at. */
function culprits(audit: AuditResult, limit = 5): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const add = (text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (clean && !seen.has(clean) && found.length < limit) {
      seen.add(clean);
      found.push(clean.length > 160 ? `${clean.slice(0, 157)}…` : clean);
    }
  };
  const visit = (value: unknown, depth: number): void => {
    if (found.length >= limit || depth > 6 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const entry of value) visit(entry, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    if (record.type === 'node' && typeof record.selector === 'string') {
      const label = typeof record.nodeLabel === 'string' ? ` ("${record.nodeLabel}")` : '';
      add(`${record.selector}${label}`);
      return;
    }
    for (const key of ['node', 'items', 'subItems', 'value']) {
      if (key in record) visit(record[key], depth + 1);
    }
    if (depth > 0 && !('node' in record)) {
      const text = (...entries: unknown[]) =>
        entries.find((entry): entry is string => typeof entry === 'string' && entry !== '');
      if (text(record.groupLabel) && typeof record.duration === 'number') {
        add(`${record.groupLabel}: ${Math.round(record.duration)} ms`);
        return;
      }
      const line = text(record.line);
      const where = line
        ? `line ${text(record.index) ?? '?'} ${line}`
        : text(record.url, record.source, record.href);
      const what = text(
        record.description,
        record.message,
        record.text,
        record.issueType,
        record.label,
      );
      if (where || what) add([where, what].filter(Boolean).join(': '));
    }
  };
  visit(audit.details, 0);
  return found;
}

const failing = (audit: AuditResult | undefined): audit is AuditResult =>
  !!audit &&
  audit.score !== null &&
  audit.score < 1 &&
  (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'metricSavings');

function savingsOf(audit: AuditResult): string {
  const parts: string[] = [];
  const overall = (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs;
  if (overall) parts.push(`~${Math.round(overall)} ms`);
  for (const [metric, value] of Object.entries(audit.metricSavings ?? {})) {
    if (value) parts.push(`${metric} ${metric === 'CLS' ? value.toFixed(3) : Math.round(value)}`);
  }
  return parts.length ? ` [savings: ${parts.join(', ')}]` : '';
}

/** Performance: failing opportunities and diagnostics, the biggest savings first. */
function performanceFindings(lhr: Result, limit = 10): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const candidates = refs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden' && ref.group !== 'insights')
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit): audit is AuditResult =>
        !!audit &&
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'notApplicable' &&
        audit.scoreDisplayMode !== 'manual',
    );
  const weight = (audit: AuditResult) => {
    const details = audit.details as { overallSavingsMs?: number } | undefined;
    const savings = Object.values(audit.metricSavings ?? {}).reduce<number>(
      (sum, value) => sum + (value ?? 0),
      0,
    );
    return (details?.overallSavingsMs ?? 0) + savings + (1 - (audit.score ?? 1)) * 10;
  };
  candidates.sort((a, b) => weight(b) - weight(a));
  const lines: string[] = [];
  for (const audit of candidates.slice(0, limit)) {
    const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
    lines.push(`${audit.id}: ${audit.title}${value}${savingsOf(audit)}`);
    for (const culprit of culprits(audit, 3)) lines.push(`    ${culprit}`);
  }
  // Where the largest paint and the layout shifts come from, even when their audits pass.
  for (const id of ['largest-contentful-paint-element', 'layout-shifts']) {
    const audit = lhr.audits[id];
    if (!audit || candidates.includes(audit) || audit.scoreDisplayMode === 'notApplicable')
      continue;
    const found = culprits(audit, 3);
    if (found.length) {
      lines.push(`${id}: ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`);
      for (const culprit of found) lines.push(`    ${culprit}`);
    }
  }
  return lines;
}

/** Accessibility, best practices, SEO: every failing audit with its elements. */
function categoryFindings(lhr: Result, category: Category): string[] {
  const lines: string[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!failing(audit)) continue;
    const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
    lines.push(`${audit.id}: ${audit.title}${value}${ref.weight ? '' : ' (weight 0)'}`);
    for (const culprit of culprits(audit)) lines.push(`    ${culprit}`);
  }
  return lines;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}

function shortfalls(result: PageResult, goal: Goal): string[] {
  if (!result.lhr) return ['not measured'];
  const missed: string[] = [];
  for (const [category, minimum] of Object.entries(goal.minimum) as [Category, number][]) {
    const value = score(result.lhr, category);
    if (value === null || value < minimum)
      missed.push(`${categoryTitles[category]} ${value ?? '?'} < ${minimum}`);
  }
  if (goal.scripts) {
    const loaded = scriptsOf(result.lhr);
    if (!loaded) missed.push('scripts not measured');
    else if (loaded.count > goal.scripts.count || loaded.kilobytes > goal.scripts.kilobytes)
      missed.push(
        `${loaded.count} scripts of ${loaded.kilobytes.toFixed(1)} KB > ${goal.scripts.count} of ${goal.scripts.kilobytes} KB`,
      );
  }
  return missed;
}

export interface ReportOptions {
  runs: number;
  /** The pages asked for on the command line; none means the default set. */
  requestedPages: string[];
  notes: string[];
  reportsDir: string;
}

/**
 * Prints the scores table, each goal's pass or fail, and where the points go: every score under its
 * goal (or under 90 where no goal applies) with its failing audits and their elements. Answers
 * whether a page loaded more scripts than its budget: unlike scores, no busy machine explains that.
 */
export function printReport(results: PageResult[], options: ReportOptions): boolean {
  const { runs, requestedPages, notes, reportsDir } = options;
  const first = results.find((result) => result.lhr)?.lhr;
  const rows = results.map((result) => {
    const { lhr } = result;
    const applicable = goals.filter((goal) => goal.applies(result.page));
    const verdict = !applicable.length
      ? '-'
      : applicable
          .map((goal) => `${shortfalls(result, goal).length ? 'FAIL' : 'pass'} (${goal.issue})`)
          .join(', ');
    if (!lhr) return [result.page, 'error', '', '', '', '', '', '', '', verdict];
    const show = (category: Category) => String(score(lhr, category) ?? '?');
    const performance =
      runs > 1 ? `${median(result.performanceScores)} (${result.performanceScores.join('/')})` : '';
    const lcp = numeric(lhr, 'largest-contentful-paint');
    const cls = numeric(lhr, 'cumulative-layout-shift');
    const tbt = numeric(lhr, 'total-blocking-time');
    const scripts = scriptsOf(lhr);
    return [
      result.page,
      performance || show('performance'),
      show('accessibility'),
      show('best-practices'),
      show('seo'),
      lcp === undefined ? '?' : Math.round(lcp).toString(),
      cls === undefined ? '?' : cls.toFixed(3),
      tbt === undefined ? '?' : Math.round(tbt).toString(),
      scripts ? `${scripts.count} / ${scripts.kilobytes.toFixed(1)}` : '?',
      verdict,
    ];
  });

  console.log(
    `\nLighthouse ${first?.lighthouseVersion ?? '12'}, ${first?.configSettings.formFactor ?? 'mobile'} emulation, ` +
      `${first?.configSettings.throttlingMethod ?? 'simulate'} throttling, ${runs} run(s) per page` +
      `${runs > 1 ? ' (performance: median, then every run; other columns: the median run)' : ''}; ` +
      `${os.cpus().length} CPUs, load ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}` +
      `${first ? `, Lighthouse benchmark index ${Math.round(first.environment.benchmarkIndex)}` : ''}\n`,
  );
  console.log(
    table(
      [
        'page',
        'performance',
        'accessibility',
        'best practices',
        'SEO',
        'LCP ms',
        'CLS',
        'TBT ms',
        'scripts / KB',
        'goal',
      ],
      rows,
    ),
  );

  console.log('\nGoals (scores reported, not enforced; script budgets enforced):');
  for (const goal of goals) {
    const measured = results.filter((result) => goal.applies(result.page));
    if (!measured.length) {
      console.log(`  ${goal.issue}: ${goal.description} — not measured in this run`);
      continue;
    }
    const misses = measured.flatMap((result) =>
      shortfalls(result, goal).map((miss) => `${result.page} ${miss}`),
    );
    console.log(
      `  ${goal.issue}: ${goal.description} — ${misses.length ? `FAIL (${misses.join('; ')})` : 'pass'}`,
    );
  }
  if (!results.some((result) => result.page.startsWith('/template/')) && !requestedPages.length)
    console.log('  (issue 4 needs a template detail page too; see the note below)');
  for (const note of notes) console.log(`\nNote: ${note}`);

  // What to fix: every score under its goal, or under 90 where no goal applies, and any failing
  // accessibility, best-practices or SEO audit.
  const findings: string[] = [];
  for (const result of results) {
    const { lhr } = result;
    if (!lhr) continue;
    const applicable = goals.filter((goal) => goal.applies(result.page));
    for (const category of categories) {
      const value = score(lhr, category);
      const threshold = Math.max(
        attentionBelow,
        ...applicable.map((goal) => goal.minimum[category] ?? 0),
      );
      const meets = value !== null && value >= threshold;
      // Pass/fail audits are listed whenever one fails, so the last points are visible too.
      if (meets && (category === 'performance' || value === 100)) continue;
      const lines =
        category === 'performance' ? performanceFindings(lhr) : categoryFindings(lhr, category);
      if (meets && !lines.length) continue;
      findings.push(
        `\n${result.page} — ${categoryTitles[category]} ${value ?? '?'} (${meets ? 'meets' : 'below'} ${threshold}):`,
        ...(lines.length ? lines : ['(no single failing audit; see the full report)']).map(
          (line) => `  ${line}`,
        ),
      );
    }
  }
  if (findings.length) {
    console.log('\nWhere the points go (audit id: title — value [savings]; elements indented):');
    console.log(findings.join('\n'));
  }
  console.log(`\nFull reports (HTML and JSON): ${reportsDir}`);
  return results.some((result) =>
    goals.some(
      (goal) => goal.scripts && goal.applies(result.page) && shortfalls(result, goal).length > 0,
    ),
  );
}
