import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

const projectEnvFile = path.resolve(import.meta.dirname, '../../../../.env');

/**
 * Adds the variables of a `.env` file to `env` where `env` does not set them: the environment a
 * service manager or a shell gives wins over the file. A missing file is no error. The path is
 * `ENV_FILE` when set (empty: no file), else `.env` at the project's root. Answers the file read.
 */
export function readEnvFile(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const file = env.ENV_FILE ?? projectEnvFile;
  if (!file) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] === undefined) env[name] = value;
  }
  return file;
}
