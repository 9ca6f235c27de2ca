import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The dashboard an operator imports (docs/deploy.md), over the metrics this process answers. */
const DASHBOARD = path.resolve(import.meta.dirname, '../../../../docs/grafana/frameshop.json');
const PROMTOOL = process.env.PROMTOOL ?? '/usr/bin/promtool';

interface Panel {
  id: number;
  title: string;
  description?: string;
  targets?: { expr: string; legendFormat?: string }[];
}

const panels = (JSON.parse(fs.readFileSync(DASHBOARD, 'utf8')) as { panels: Panel[] }).panels;
const panelTitled = (title: RegExp) => {
  const panel = panels.find((one) => title.test(one.title));
  if (!panel) throw new Error(`no panel titled ${title}`);
  return panel;
};

describe('the Grafana dashboard', () => {
  it('shows an error share of 0 %, not "No data", while no answer is an error', () => {
    const errors = panelTitled(/error rate/i);
    expect(errors.targets?.map((target) => target.legendFormat)).toEqual(['5xx', '4xx']);
    for (const { expr } of errors.targets ?? []) {
      // Without an error series the share's numerator is empty, and so the share: it counts as 0.
      expect(expr).toMatch(
        /^\(sum\(rate\(.*status_code=~\\?"[45]\.\."\}.*\)\) or vector\(0\)\) \//,
      );
    }
  });

  it('says the pool panel is empty on the embedded database', () => {
    expect(panelTitled(/database pool/i).description).toMatch(/empty on the embedded database/i);
  });

  it("says pages are counted under their route's pattern, not with unanswered paths", () => {
    const rate = panelTitled(/request rate by route/i).description ?? '';
    expect(rate).not.toMatch(/pages are "unmatched"/);
    expect(rate).toContain('/template/:templateId');
  });

  it('asks Prometheus only what it can parse', () => {
    expect(fs.existsSync(PROMTOOL), `${PROMTOOL}: apt-get install prometheus`).toBe(true);
    // Every query as a recording rule, Grafana's variables given values, for promtool to parse.
    const rules = panels.flatMap((panel) =>
      (panel.targets ?? []).map((target, index) => ({
        record: `dashboard:panel_${panel.id}_${index}`,
        expr: target.expr.replaceAll('$__rate_interval', '5m').replaceAll('$job', 'frameshop'),
      })),
    );
    expect(rules.length).toBeGreaterThan(10);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-rules-')), 'rules.yml');
    // JSON is YAML: one group of every query.
    fs.writeFileSync(file, JSON.stringify({ groups: [{ name: 'dashboard', rules }] }));
    const checked = spawnSync(PROMTOOL, ['check', 'rules', file], { encoding: 'utf8' });
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    expect(checked.stderr).toBe('');
    expect(checked.status, checked.stdout).toBe(0);
  });
});
