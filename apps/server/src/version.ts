import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The release version, read once from the root package.json. */
export const appVersion: string = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
    version: string;
  }
).version;
