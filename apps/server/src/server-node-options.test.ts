import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The Node options the store's server runs with (`serverNodeOptions`, ADR 58): `npm start` passes
 * them from scripts/lib.mjs; the commands that cannot import it write them out, and must agree.
 */
const root = new URL('../../../', import.meta.url);
// A plain script, not part of the server's program: loaded by its address, typed here.
const { serverNodeOptions } = (await import(new URL('scripts/lib.mjs', root).href)) as {
  serverNodeOptions: string[];
};
const textOf = (file: string) => readFileSync(new URL(file, root), 'utf8');
const scriptsOf = (file: string) =>
  (JSON.parse(textOf(file)) as { scripts: Record<string, string> }).scripts;

const nodeWith = (options: string[]) =>
  spawnSync(process.execPath, [...options, '-e', '0'], { encoding: 'utf8' });

describe("the server's Node options", () => {
  it('are taken by this Node (an option it does not know would stop the store starting)', () => {
    expect(serverNodeOptions.length).toBeGreaterThan(0);
    const started = nodeWith(serverNodeOptions);
    expect(started.stderr).toBe('');
    expect(started.status).toBe(0);
    // What the check above would see of an option Node does not know.
    expect(nodeWith(['--concurrent-marking-max-workers=1']).status).not.toBe(0);
  });

  it.each([
    ["the README's production command", () => textOf('README.md').replace(/\s+/g, ' ')],
    ["apps/server's start script", () => scriptsOf('apps/server/package.json').start!],
    ['bench:search', () => scriptsOf('package.json')['bench:search']!],
    ['bench:search:ready', () => scriptsOf('package.json')['bench:search:ready']!],
    ['bench:commerce', () => scriptsOf('package.json')['bench:commerce']!],
  ])('are written out in %s', (_, text) => {
    const command = text();
    for (const option of serverNodeOptions) expect(command).toContain(`node ${option}`);
  });
});
