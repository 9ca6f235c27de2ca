// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '..');
// The package's `bin` is not among its exports: found beside its package.json.
const viteBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);

/**
 * A store once started with NODE_ENV=development, then for real, used to die at its first page:
 * the build kept React's development JSX, which React's production build does not have.
 */
describe('the web build, made in a development shell', () => {
  // Inside the project, so that the bundle's imports of React and the router resolve; under
  // node_modules, so that no linter or formatter running beside the tests reads it.
  const cache = path.join(webRoot, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cache, 'ssr-build-'));
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('renders pages in a production server', () => {
    const built = spawnSync(
      process.execPath,
      [viteBin, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', outDir, '--emptyOutDir'],
      { cwd: webRoot, env: { ...process.env, NODE_ENV: 'development' }, encoding: 'utf8' },
    );
    expect(built.status, built.stderr).toBe(0);

    const entry = pathToFileURL(path.join(outDir, 'entry-server.js')).href;
    const rendered = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { render } = await import(${JSON.stringify(entry)});
         const noApi = async () => new Response('{}', { status: 404 });
         const page = await render(new Request('http://localhost/terms'), { apiFetch: noApi });
         console.log(page.kind, page.html.includes('Terms'));`,
      ],
      { cwd: webRoot, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
    );
    expect(rendered.stderr).not.toMatch(/jsxDEV/);
    expect(rendered.stdout.trim()).toBe('page true');
  }, 60_000);
});
