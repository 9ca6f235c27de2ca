// `npm run admin -- grant <email>` / `revoke <email>` / `list`: sets and shows who may open the
// internal dashboard. On the embedded database the server must be stopped (it holds the data
// directory); on PostgreSQL (DATABASE_URL) it works at any time.
import './config/read-env-file';
import { ConfigError, loadConfig } from './config/env';
import { DataDirLockedError } from './db/data-dir-lock';
import { openMigratedDatabase } from './db/database';
import { UsersService } from './modules/users';

const USAGE =
  'Usage: npm run admin -- grant <email> | revoke <email> | list\n' +
  '  grant   makes the account with this email an admin\n' +
  '  revoke  makes it an ordinary account again\n' +
  '  list    shows every admin\n';

class UsageError extends Error {
  override name = 'UsageError';
}

async function main(args: string[]): Promise<void> {
  const [command, email, ...rest] = args;
  const needsEmail = command === 'grant' || command === 'revoke';
  if (!(needsEmail || command === 'list') || (needsEmail ? !email : email) || rest.length > 0) {
    throw new UsageError(USAGE);
  }
  const config = loadConfig();
  const database = await openMigratedDatabase(config.database);
  try {
    if (command === 'list') {
      const admins = await new UsersService(database.db).adminAccounts();
      if (admins.length === 0) process.stdout.write('No account is an admin.\n');
      for (const admin of admins) process.stdout.write(`${admin.email}\t${admin.username}\n`);
      return;
    }
    const role = command === 'grant' ? 'admin' : 'user';
    const changed = await new UsersService(database.db).setRoleByEmail(email!, role);
    if (!changed) {
      throw new UsageError(`No account has the email ${email}. The person must sign up first.\n`);
    }
    process.stdout.write(
      role === 'admin'
        ? `${changed.email} is now an admin.\n`
        : `${changed.email} is no longer an admin.\n`,
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(error.message);
  } else if (error instanceof DataDirLockedError) {
    console.error(
      `\nCould not change admins: ${error.message}\n` +
        'The running server holds the embedded database: stop it, run this again, then start it.\n',
    );
  } else if (error instanceof ConfigError) {
    console.error(`\nCould not change admins.\n${error.message}\n`);
  } else {
    console.error('\nCould not change admins:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
