// Helpers for the project scripts. Only Node built-ins here: these run before dependencies exist.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/**
 * Node's options for the store's server process, before its own arguments (ADR 58): V8 marks the
 * heap beside the event loop's thread with one helper, not four. On two cores shared with
 * PostgreSQL the four took both while the store's thread, ready to run, waited for one: a
 * compaction's longest stall went from 103 to 139 ms to 49 to 79 ms, the searches' p99s unmoved.
 */
export const serverNodeOptions = ['--concurrent-marking-max-worker-num=1'];

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command with its output kept rather than shown, for checks that run side by side: their
 * logs are printed one after another once each is done, never interleaved.
 */
export function runQuietly(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

/** Installs dependencies exactly as locked when a fresh clone has none (or the lock changed). */
export function ensureDependencies() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs)
    return;
  console.log('Installing dependencies (npm ci)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('Installing dependencies failed.');
    process.exit(result.status ?? 1);
  }
}

/** Newest modification time of any file below the given folders (skipping dependencies and builds). */
function newestMtime(folders) {
  let newest = 0;
  const visit = (entry) => {
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry)) {
        if (!['node_modules', 'dist', 'dist-server'].includes(name)) visit(path.join(entry, name));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const folder of folders) if (fs.existsSync(folder)) visit(folder);
  return newest;
}

/** Builds the web app unless the build is newer than every source it comes from. */
export async function ensureWebBuild() {
  const builtIndex = path.join(root, 'apps/web/dist/index.html');
  const sources = ['apps/web', 'packages/contract/src'].map((folder) => path.join(root, folder));
  if (fs.existsSync(builtIndex) && fs.statSync(builtIndex).mtimeMs >= newestMtime(sources)) return;
  console.log('Building the web app…');
  const code = await run('npm', ['run', 'build', '--workspace', '@frameshop/web', '--silent']);
  if (code !== 0) {
    console.error('Building the web app failed.');
    process.exit(code);
  }
}
