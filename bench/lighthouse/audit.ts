import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export interface PageResult {
  page: string;
  /** The run with the median performance score. */
  lhr?: Result;
  performanceScores: number[];
  error?: string;
}

export const score = (lhr: Result, category: Category): number | null => {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};

let chrome: chromeLauncher.LaunchedChrome | undefined;

/** Stops the Chromium of the run in progress, if any (on an interrupt). */
export function killChromium(): void {
  try {
    chrome?.kill();
  } catch (error) {
    console.error('Stopping Chromium failed:', error);
  }
  chrome = undefined;
}

function slug(page: string): string {
  return page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^a-z0-9._-]+/gi, '_');
}

/**
 * Each run gets a Chromium of its own, as Lighthouse's own command line does: a browser reused
 * across runs carried one lost trace (NO_NAVSTART) over to every run after it.
 */
async function runInFreshChromium(url: string) {
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  try {
    return await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: ['html', 'json'],
      onlyCategories: [...categories],
    });
  } finally {
    chrome.kill();
    chrome = undefined;
  }
}

/**
 * Audits one page `runs` times, keeps every run's HTML and JSON report in `reportsDir`, and answers
 * the run with the median performance score.
 */
export async function auditPage(
  base: string,
  page: string,
  options: { runs: number; reportsDir: string },
): Promise<PageResult> {
  const { runs, reportsDir } = options;
  const results: Result[] = [];
  for (let run = 1; run <= runs; run++) {
    const started = Date.now();
    let runnerResult = await runInFreshChromium(`${base}${page}`);
    // Chromium now and then loses a load's trace; that says nothing about the page, so try again.
    for (
      let retry = 0;
      retry < 2 && runnerResult?.lhr.runtimeError?.code === 'NO_NAVSTART';
      retry++
    ) {
      console.log(`  ${page}: the trace was lost (NO_NAVSTART); running again`);
      runnerResult = await runInFreshChromium(`${base}${page}`);
    }
    if (!runnerResult) return { page, performanceScores: [], error: 'no result from Lighthouse' };
    const { lhr, report } = runnerResult;
    const reports = Array.isArray(report) ? report : [report];
    const name = `${slug(page)}${runs > 1 ? `-run${run}` : ''}`;
    fs.writeFileSync(path.join(reportsDir, `${name}.report.html`), reports[0] ?? '');
    fs.writeFileSync(path.join(reportsDir, `${name}.report.json`), reports[1] ?? '');
    if (lhr.runtimeError) {
      return {
        page,
        performanceScores: [],
        error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
      };
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(
      `  ${page}${runs > 1 ? ` run ${run}/${runs}` : ''}: performance ${score(lhr, 'performance') ?? '?'} (${seconds} s)`,
    );
    for (const warning of lhr.runWarnings) console.log(`    warning: ${warning}`);
    results.push(lhr);
  }
  const byPerformance = [...results].sort(
    (a, b) => (score(a, 'performance') ?? -1) - (score(b, 'performance') ?? -1),
  );
  return {
    page,
    lhr: byPerformance[Math.floor((byPerformance.length - 1) / 2)],
    performanceScores: results.map((lhr) => score(lhr, 'performance') ?? -1),
  };
}
