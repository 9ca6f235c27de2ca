// `npm run worker | seed | admin | catalogue | doctor | migrate-store -- …`: one of the store's
// programs, run in this process from the bundle of the source as it is now (ADR 67).
import { pathToFileURL } from 'node:url';
import { bundledProgram } from './server-bundle.mjs';

const [name] = process.argv.splice(2, 1);
const entry = await bundledProgram(name);
// The program reads its own arguments after this script's; a stack trace names the TypeScript.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(entry).href);
