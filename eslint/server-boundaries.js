import { readdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/**
 * Server and contract boundaries (ADR 10). A server module uses another only through that module's
 * index.ts: never its repository, service file or any other file. The one exception is a table
 * definition (`*.schema.ts`), which may name another module's table for a foreign key. No import
 * cycle runs between server files, and the contract imports neither app. The list of modules is read
 * from the folder, so a new module is fenced in the day it appears.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const modulesDir = 'apps/server/src/modules';
const folders = (dir) =>
  readdirSync(new URL(`../${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const files = (dir) => readdirSync(new URL(`../${dir}`, import.meta.url));

const modules = folders(modulesDir);
const tableFiles = modules.flatMap((name) =>
  files(`${modulesDir}/${name}`)
    .filter((file) => file.endsWith('.schema.ts'))
    .map((file) => `./${name}/${file}`),
);

const message =
  'A server module uses another only through its index.ts (its plugin and service): export what ' +
  'you need there instead of reaching into its files.';

const moduleZones = modules.flatMap((name) => {
  const ownAndIndexes = [`./${name}`, ...modules.map((other) => `./${other}/index.ts`)];
  return [
    {
      target: `./${modulesDir}/${name}/**/!(*.schema).ts`,
      from: `./${modulesDir}`,
      except: ownAndIndexes,
      message,
    },
    {
      // A table may reference another module's table for a foreign key.
      target: `./${modulesDir}/${name}/*.schema.ts`,
      from: `./${modulesDir}`,
      except: [...ownAndIndexes, ...tableFiles],
      message,
    },
  ];
});

const contractZone = {
  target: './packages/contract',
  from: ['./apps/server', './apps/web', './packages/scene-renderer'],
  message: 'The contract is shared by both apps and imports neither of them.',
};

const rendererZone = {
  target: './packages/scene-renderer',
  from: ['./apps/server', './apps/web'],
  message:
    'The scene renderer draws the same in the browser and on the server, so it imports neither app.',
};

const importSettings = {
  // Relative paths only need resolving to a file; the plain node resolver is the fast one.
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  // no-cycle follows imports through the files it reads, so it must be able to parse TypeScript.
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

export const serverBoundaries = [
  {
    files: ['apps/server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: moduleZones, basePath: root }],
      // Type-only imports are not followed: they leave no trace at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [contractZone, rendererZone], basePath: root },
      ],
    },
  },
];
