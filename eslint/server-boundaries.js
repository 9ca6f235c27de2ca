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

/**
 * A module's tables are its own (ADR 39): `db/schema.ts` gathers them for drizzle-kit's migrations
 * only, so no server code but the database's own files, the tests and the test harness imports it
 * (another module's tables are reached through that module's service, which its index exports).
 */
const aggregateSchemaZones = ['modules', 'demo-catalogue'].map((dir) => ({
  target: `./apps/server/src/${dir}/**/!(*.test).ts`,
  from: './apps/server/src/db/schema.ts',
  message:
    "db/schema.ts is drizzle-kit's view of every table, for migrations only: reach another " +
    "module's tables through its service, your own through your repository.",
}));

/**
 * The demo catalogue sits above the modules (it fills a store with examples through them): what a
 * module needs is never taken from it, as the renders once took their watermark's font.
 */
const demoCatalogueZone = {
  target: './apps/server/src/modules/**/!(*.test).ts',
  from: './apps/server/src/demo-catalogue',
  message:
    'The demo catalogue is above the modules: move what a module needs from it into a module.',
};

/**
 * A module's index hands out its service, never its repository's functions or its tables' values
 * (their types may go: they name what a service answers).
 */
const privateDataMessage =
  "A module's index exports its service, not its repository or tables: add a service method.";
const privateDataSyntax = [
  {
    selector:
      "ExportNamedDeclaration[source.value=/\\.repository$/][exportKind='value'] > ExportSpecifier[exportKind='value']",
    message: privateDataMessage,
  },
  {
    selector:
      "ExportNamedDeclaration[source.value=/\\.schema$/][exportKind='value'] > ExportSpecifier[exportKind='value']",
    message: privateDataMessage,
  },
  {
    selector: 'ExportAllDeclaration[source.value=/\\.(repository|schema)$/]',
    message: privateDataMessage,
  },
];

/**
 * A repository imported whole (`import * as repository`) is called one query at a time
 * (`repository.findUpload(…)`). Spread into a service object, passed on or exported, it hands out
 * every query it has and every one added later: a re-export in all but name (ADR 39).
 */
const noWholeRepository = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      whole:
        "A repository imported whole is called one function at a time: a module's service names " +
        'each query it offers instead of handing out the repository.',
    },
  },
  create(context) {
    return {
      ImportNamespaceSpecifier(node) {
        if (!/\.repository$/.test(node.parent.source.value)) return;
        for (const variable of context.sourceCode.getDeclaredVariables(node)) {
          for (const { identifier } of variable.references) {
            const { parent } = identifier;
            const calledByName =
              parent.type === 'MemberExpression' &&
              parent.object === identifier &&
              !parent.computed;
            if (!calledByName) context.report({ node: identifier, messageId: 'whole' });
          }
        }
      },
    };
  },
};

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
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...moduleZones, ...aggregateSchemaZones, demoCatalogueZone], basePath: root },
      ],
      // Type-only imports are not followed: they leave no trace at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${modulesDir}/*/index.ts`],
    rules: { 'no-restricted-syntax': ['error', ...privateDataSyntax] },
  },
  {
    files: [`${modulesDir}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    plugins: { 'module-data': { rules: { 'no-whole-repository': noWholeRepository } } },
    rules: { 'module-data/no-whole-repository': 'error' },
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
