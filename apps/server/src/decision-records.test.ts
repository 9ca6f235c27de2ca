import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every decision record says whether it still holds and since when: under its title a `Status:`
 * line (`Accepted`, `Accepted, amended by NNNN (…)` when another record changed part of it, or
 * `Superseded by NNNN` when one reversed it) and a `Date:` line, the day it was written. A reversed
 * decision is never edited into its opposite: a new record supersedes it.
 */
const decisionsDir = new URL('../../../docs/decisions/', import.meta.url);
const records = readdirSync(decisionsDir)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();
const numbers = new Set(records.map((name) => name.slice(0, 4)));

const STATUS = /^Status: (Accepted|Accepted, amended by (.+)|Superseded by (\d{4})(?: \(.+\))?)$/m;
const DATE = /^Date: (\d{4}-\d{2}-\d{2})$/m;

/** The lines before the first section: the title and the header lines. */
const headerOf = (name: string) =>
  readFileSync(new URL(name, decisionsDir), 'utf8').split(/^## /m)[0] ?? '';

describe('decision records', () => {
  it('are there to check', () => {
    expect(records.length).toBeGreaterThan(30);
  });

  it.each(records)('%s has a status and a date under its title', (name) => {
    const header = headerOf(name);
    const status = STATUS.exec(header);
    expect(status, `${name} needs a line "Status: Accepted" under its title`).not.toBeNull();
    const date = DATE.exec(header);
    expect(date, `${name} needs a line "Date: YYYY-MM-DD" under its title`).not.toBeNull();
    expect(Number.isNaN(Date.parse(date![1]!))).toBe(false);
    // What amends or supersedes it is a record that exists.
    const later = [...(status![2] ?? status![3] ?? '').matchAll(/\b(\d{4})\b/g)].map(
      (match) => match[1]!,
    );
    if (status![1] !== 'Accepted') expect(later.length).toBeGreaterThan(0);
    for (const number of later) {
      expect(numbers.has(number), `${name} names ${number}, which does not exist`).toBe(true);
    }
  });
});
