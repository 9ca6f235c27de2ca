// `npm run api:types`: writes the API document's types (`schema.d.ts`) from the routes as they
// are now, read from the app in this process: no server needs to be running.
import fs from 'node:fs';
import path from 'node:path';
import { servedApiDocument } from '../test-support/served-api-document';
import { API_TYPES_FILE, apiTypesOf } from './api-types';

fs.writeFileSync(API_TYPES_FILE, await apiTypesOf(await servedApiDocument()));
process.stdout.write(`Wrote ${path.relative(process.cwd(), API_TYPES_FILE)}.\n`);
