import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

/** The committed types of the API document, which the typed client (`client.ts`) is built on. */
export const API_TYPES_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'schema.d.ts',
);

const HEADER =
  '// The API document (`/api/docs/json`) as TypeScript types, made by openapi-typescript.\n' +
  '// Generated: do not edit. `npm run api:types` writes it again from the routes; the API client\n' +
  '// test fails while it differs from the document the server serves.\n\n';

/** A file's bytes (`format: binary`): what `fetch` sends as a form's file part or reads as a body. */
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

/** The types of `document` (the API document's JSON text), as `API_TYPES_FILE` holds them. */
export async function apiTypesOf(document: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(document) as Parameters<typeof openapiTS>[0], {
    silent: true,
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  return HEADER + astToString(ast);
}
