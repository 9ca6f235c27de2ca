// `npm run catalogue -- import <manifest> [--media DIR] [--dry-run]` / `export <file>`: fills the
// store's catalogue from a manifest (CSV or JSON, one row per template) and writes it back out. On
// the embedded database the server must be stopped (it holds the data directory); on PostgreSQL
// (DATABASE_URL) it works while the servers run, and they show the change within a second.
import './config/read-env-file';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config/env';
import { resolveSecrets } from './config/secrets';
import { DataDirLockedError } from './db/data-dir-lock';
import { openMigratedDatabase } from './db/database';
import { createMediaStorage, locateFfmpeg } from './modules/media';
import {
  checkManifest,
  exportManifest,
  importManifest,
  readManifest,
  type ManifestProblem,
} from './modules/owner-catalogue';

const USAGE =
  'Usage: npm run catalogue -- import <manifest.csv|manifest.json> [--media DIR] [--dry-run]\n' +
  '       npm run catalogue -- export <file.csv|file.json>\n' +
  '  import   makes or updates one template per row, matched by its sku; a bad row is reported\n' +
  '           and changes nothing, the others go in. Files are looked for under --media\n' +
  "           (default: the manifest's folder).\n" +
  '  --dry-run  checks every row and reports each problem, changing nothing\n' +
  '  export   writes the whole catalogue in the same format\n';

class UsageError extends Error {
  override name = 'UsageError';
}

const problemLine = (problem: ManifestProblem) =>
  `  row ${problem.row}, ${problem.field}: ${problem.message}\n`;

function parseArgs(args: string[]) {
  const [command, file, ...rest] = args;
  const options = { dryRun: false, media: undefined as string | undefined };
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--dry-run') options.dryRun = true;
    else if (rest[i] === '--media' && rest[i + 1]) options.media = rest[++i];
    else throw new UsageError(USAGE);
  }
  if ((command !== 'import' && command !== 'export') || !file) throw new UsageError(USAGE);
  if (command === 'export' && (options.dryRun || options.media)) throw new UsageError(USAGE);
  return { command, file, ...options };
}

async function main(args: string[]): Promise<number> {
  const { command, file, dryRun, media } = parseArgs(args);
  const config = loadConfig();
  const records = command === 'import' ? readManifest(await fs.readFile(file, 'utf8')) : undefined;
  const database = await openMigratedDatabase(config.database);
  try {
    if (!records) {
      const format = file.toLowerCase().endsWith('.json') ? 'json' : 'csv';
      await fs.writeFile(file, await exportManifest(database.db, format));
      process.stdout.write(`Wrote the catalogue to ${file}.\n`);
      return 0;
    }
    const mediaDir = path.resolve(media ?? path.dirname(file));
    const checked = checkManifest(records, mediaDir);
    if (dryRun) {
      process.stdout.write(
        `${records.length} rows: ${checked.rows.length} good, ${records.length - checked.rows.length} with problems.\n`,
      );
      for (const problem of checked.problems) process.stdout.write(problemLine(problem));
      return checked.problems.length > 0 ? 1 : 0;
    }
    const storage = createMediaStorage(config, resolveSecrets(config));
    const report = await importManifest(
      {
        db: database.db,
        storage,
        ffmpegPath: locateFfmpeg({ configuredPath: config.ffmpegPath }).path,
        limits: config.uploads,
        operator: `npm run catalogue (${os.userInfo().username}@${os.hostname()})`,
      },
      checked.rows,
      (row, outcome) =>
        process.stdout.write(`  row ${row.row} ${row.fields.sku ?? ''}: ${outcome}\n`),
    );
    const problems = [...checked.problems, ...report.problems].sort((a, b) => a.row - b.row);
    process.stdout.write(
      `${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ` +
        `${new Set(problems.map((problem) => problem.row)).size} rows not applied.\n`,
    );
    for (const problem of problems) process.stdout.write(problemLine(problem));
    return problems.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(error.message);
    } else if (error instanceof DataDirLockedError) {
      console.error(
        `\nCould not open the catalogue: ${error.message}\n` +
          'The running server holds the embedded database: stop it, run this again, then start it.\n',
      );
    } else if (error instanceof ConfigError) {
      console.error(`\nCould not open the catalogue.\n${error.message}\n`);
    } else {
      console.error(
        '\nThe catalogue command failed:',
        error instanceof Error ? error.message : error,
      );
    }
    process.exit(1);
  },
);
