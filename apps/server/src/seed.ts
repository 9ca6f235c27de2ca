// `npm run seed`: fills an empty catalogue with the demo templates (media generated with ffmpeg and
// kept under DATA_DIR/media, or in the S3 bucket when S3_BUCKET is set), on the configured database.
// A catalogue with templates is left alone.
import './config/read-env-file';
import { ConfigError, loadConfig } from './config/env';
import { resolveSecrets } from './config/secrets';
import { DataDirLockedError } from './db/data-dir-lock';
import { openMigratedDatabase } from './db/database';
import { prepareDemoCatalogue } from './demo-catalogue/prepare-demo-catalogue';
import { createMediaStorage } from './modules/media';

async function main(): Promise<void> {
  const config = loadConfig();
  const secrets = resolveSecrets(config);
  const database = await openMigratedDatabase(config.database);
  try {
    const result = await prepareDemoCatalogue({
      db: database.db,
      storage: createMediaStorage(config, secrets),
      ffmpegPath: config.ffmpegPath,
      label: 'Preparing the demo catalogue',
      output: process.stdout,
    });
    if (result.status === 'not-empty') {
      process.stdout.write(
        `The catalogue already has ${result.existing} templates; nothing was added. ` +
          'Seeding only fills an empty catalogue.\n',
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(`\nCould not seed: ${error.message}\nStop the server first, then seed.\n`);
  } else if (error instanceof ConfigError) {
    console.error(`\nCould not seed.\n${error.message}\n`);
  } else {
    console.error('\nCould not seed:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
