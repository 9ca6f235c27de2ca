// Imported first by every entry point (the server, the worker and each command), so that the
// `.env` file's variables are in the environment before any module reads it.
import { readEnvFile } from './env-file';

readEnvFile();
