// The store's programs run from one esbuild bundle of their TypeScript (ADR 67): loading some six
// hundred modules through tsx's loader cost each start seconds of CPU, the bundle a fraction of
// one. A bundle is named by the hash of what it holds, so a changed source makes a new one, a
// start never runs a stale one, and processes building at once agree on one folder.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const bundlesDir = path.join(root, 'apps', 'server', 'dist');

/** The store's programs, by the name a command gives: each one an entry of the bundle. */
const programs = {
  server: 'apps/server/src/server.ts',
  worker: 'apps/server/src/worker.ts',
  seed: 'apps/server/src/seed.ts',
  admin: 'apps/server/src/admin-cli.ts',
  catalogue: 'apps/server/src/catalogue-cli.ts',
  doctor: 'apps/server/src/doctor-cli.ts',
  'migrate-store': 'apps/server/src/migrate-store-cli.ts',
};

/** A bundle no start has made or used for this long is taken away when another is made. */
const KEEP_UNUSED_BUNDLE_MS = 60 * 60 * 1000;

/**
 * Each module keeps its own `import.meta`: its folder and URL are written in as they are in the
 * source, so paths resolved next to a file (migrations, fonts, the web build, a worker thread's
 * entry, packages found with `createRequire`) are the ones the source names. Packages other than
 * the project's own stay outside the bundle and load from node_modules as they always have.
 */
const sourceKeepsItsPlace = {
  name: 'source-keeps-its-place',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@frameshop/') ? undefined : { external: true },
    );
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      const contents = source
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: 'ts' };
    });
  },
};

async function buildBundle() {
  const built = await esbuild.build({
    absWorkingDir: root,
    entryPoints: programs,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Written where its final folder will be, one level down, so the maps' paths hold there.
    outdir: path.join(bundlesDir, 'bundle'),
    outExtension: { '.js': '.mjs' },
    // A class's or function's name stays its own (errors and logs read them), as tsx kept it.
    keepNames: true,
    sourcemap: 'linked',
    sourcesContent: false,
    plugins: [sourceKeepsItsPlace],
    write: false,
    logLevel: 'warning',
  });
  const hash = createHash('sha256');
  for (const file of built.outputFiles) hash.update(file.path).update(file.contents);
  const dir = path.join(bundlesDir, `bundle-${hash.digest('hex').slice(0, 16)}`);
  if (fs.existsSync(dir)) {
    const now = new Date();
    fs.utimesSync(dir, now, now);
  } else {
    writeWhole(dir, built.outputFiles);
    takeAwayUnused(dir);
  }
  return dir;
}

/** Written beside, then renamed: a process that finds the folder finds every file in it. */
function writeWhole(dir, files) {
  const draft = `${dir}.${process.pid}-${Date.now()}`;
  fs.mkdirSync(draft, { recursive: true });
  for (const file of files) {
    fs.writeFileSync(path.join(draft, path.basename(file.path)), file.contents);
  }
  try {
    fs.renameSync(draft, dir);
  } catch (error) {
    // Another process wrote the same bundle first: its folder holds the same files.
    fs.rmSync(draft, { recursive: true, force: true });
    if (!fs.existsSync(dir)) throw error;
  }
}

function takeAwayUnused(current) {
  const cutoff = Date.now() - KEEP_UNUSED_BUNDLE_MS;
  for (const name of fs.readdirSync(bundlesDir)) {
    const dir = path.join(bundlesDir, name);
    if (dir === current || !name.startsWith('bundle-')) continue;
    // Another process making a bundle at the same moment may have taken it away already.
    const made = fs.statSync(dir, { throwIfNoEntry: false });
    if (made && made.mtimeMs < cutoff) fs.rmSync(dir, { recursive: true, force: true });
  }
}

let bundle;

/**
 * The file that runs one of the store's programs (`server`, `worker`, `seed`, `admin`,
 * `catalogue`, `doctor`, `migrate-store`): its entry in the bundle of the source as it is now,
 * built first if no bundle holds it.
 */
export async function bundledProgram(name) {
  if (!(name in programs)) throw new Error(`No store program is called "${name}"`);
  bundle ??= buildBundle();
  return path.join(await bundle, `${name}.mjs`);
}

/** Node's arguments that run a store program in a process of its own, stacks naming the TypeScript. */
export async function storeProgramArgs(name) {
  return ['--enable-source-maps', await bundledProgram(name)];
}
