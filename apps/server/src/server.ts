import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { resolveSecrets } from './config/secrets';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/database';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const secrets = resolveSecrets(config);
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp({ config, secrets, database });

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error');
    else app.log.info({ signal }, 'shutting down: draining in-flight requests');
    await app.close();
    await database.close();
  });

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.warn(
    `\nFrameshop is running at http://${shownHost}:${port} ` +
      `(database: ${database.kind === 'pglite' ? `embedded, ${config.database.kind === 'pglite' ? config.database.dataDir : ''}` : 'PostgreSQL'})\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\nFrameshop could not start.\n${error.message}\n`);
  } else {
    console.error('\nFrameshop could not start:', error);
  }
  process.exit(1);
});
