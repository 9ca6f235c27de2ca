// `npm run migrate-store -- --to-postgres <url> --to-bucket <name>`: moves an embedded store (the
// PGlite database and the media under DATA_DIR) to PostgreSQL, its media to an S3-compatible bucket,
// or both. The server must be stopped while it runs; the bucket's endpoint and keys come from the
// usual S3_* variables (docs/deploy.md).
import './config/read-env-file';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config/env';
import { resolveSecrets } from './config/secrets';
import { DataDirLockedError } from './db/data-dir-lock';
import { openMigratedDatabase } from './db/database';
import { createMediaStorage } from './modules/media';
import { copyDatabase, StoreMoveError } from './store-move/copy-database';
import { copyMedia } from './store-move/copy-media';

const USAGE =
  'Usage: npm run migrate-store -- [--to-postgres <url>] [--to-bucket <name>]\n' +
  '  --to-postgres  copies the embedded database into this empty PostgreSQL database\n' +
  '  --to-bucket    copies every media file under DATA_DIR into this bucket (S3_ENDPOINT,\n' +
  '                 S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as for the server)\n';

class UsageError extends Error {
  override name = 'UsageError';
}

function parseTargets(args: string[]): { postgresUrl?: string; bucket?: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { 'to-postgres': { type: 'string' }, 'to-bucket': { type: 'string' } },
      strict: true,
    }).values;
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  }
  const { 'to-postgres': postgresUrl, 'to-bucket': bucket } = parsed;
  if (!postgresUrl && !bucket) throw new UsageError(USAGE);
  return { postgresUrl, bucket };
}

function withoutBucketSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('S3_')));
}

async function main(args: string[]): Promise<void> {
  const { postgresUrl, bucket } = parseTargets(args);
  if (bucket && process.env.S3_BUCKET) {
    throw new UsageError('This store’s media are already in a bucket (S3_BUCKET is set).\n');
  }
  // The S3_* variables describe the bucket moved to; the store moved from keeps its media on disk.
  const config = loadConfig(bucket ? withoutBucketSettings(process.env) : process.env);
  const secrets = resolveSecrets(config);
  const out = (line: string) => process.stdout.write(`${line}\n`);

  if (postgresUrl) {
    if (config.database.kind !== 'pglite') {
      throw new UsageError('This store already runs on PostgreSQL (DATABASE_URL is set).\n');
    }
    const source = await openMigratedDatabase(config.database);
    try {
      const target = await openMigratedDatabase({ kind: 'postgres', url: postgresUrl });
      try {
        out(`Copying the database from ${config.database.dataDir ?? 'memory'} …`);
        for (const { table, rows } of await copyDatabase(source, target)) {
          out(`  ${table.padEnd(32)} ${rows} rows`);
        }
      } finally {
        await target.close();
      }
    } finally {
      await source.close();
    }
  }

  if (bucket) {
    const targetStorage = createMediaStorage(
      loadConfig({ ...process.env, S3_BUCKET: bucket }),
      secrets,
    );
    out(`Copying the media from ${config.media.dir} to the bucket ${bucket} …`);
    const copied = await copyMedia(config.media.dir, targetStorage);
    out(`  ${copied.files} files, ${(copied.bytes / 1e6).toFixed(1)} MB`);
  }

  out('\nDone. Start the store with the new settings:');
  if (postgresUrl) out('  DATABASE_URL=<the PostgreSQL URL>');
  if (bucket) out(`  S3_BUCKET=${bucket} (and the same S3_* variables)`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(`\n${error.message}`);
  } else if (error instanceof DataDirLockedError) {
    console.error(`\nCould not move the store: ${error.message}\nStop the server first.\n`);
  } else if (error instanceof StoreMoveError) {
    console.error(`\nThe store was not moved: ${error.message}\n`);
  } else {
    // Unexpected: the whole error, stack and causes, for whoever reports it.
    console.error('\nCould not move the store:', error);
  }
  process.exit(1);
});
