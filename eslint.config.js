import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import { serverBoundaries } from './eslint/server-boundaries.js';

/**
 * Web boundaries (docs/decisions: features do not import each other; routes compose them). Each
 * feature may import only itself and shared code; shared code (components, hooks, lib, test
 * helpers, styles) may import no feature. `routes/` and `app/` compose features and are free.
 * The list of features is read from the folder, so a new feature is fenced in the day it appears.
 * A family of features that share a frame (the dashboard's tabs) keeps it in a shell feature,
 * `<family>-shell`: the features named `<family>-…` may import it, and it imports none of them.
 */
const webSrc = './apps/web/src';
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webShells = webFeatures.filter((feature) => feature.endsWith('-shell'));
/** The shell a feature's family shares, if it is one of a family: `admin-shell` for `admin-users`. */
const shellOf = (feature) =>
  webShells.filter((shell) => shell !== feature && feature.startsWith(shell.replace(/shell$/, '')));
const webBoundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `${webSrc}/features/${feature}`,
    from: `${webSrc}/features`,
    except: [feature, ...shellOf(feature)].map((allowed) => `./${allowed}`),
    message:
      'A feature imports no other feature but its family shell: move the shared piece to shared code, or compose both in a route.',
  })),
  {
    target: ['components', 'hooks', 'lib', 'test', 'styles'].map((folder) => `${webSrc}/${folder}`),
    from: `${webSrc}/features`,
    message:
      'Shared code does not import features: move the piece it needs out of the feature, or pass it in from a route.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.test-output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '**/*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/server/**', 'e2e/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, 'import-x': importX },
    settings: {
      // Relative paths only need resolving to a file; the plain node resolver is the fast one.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // no-cycle follows imports through the files it reads, so it must be able to parse them.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // As on the server: no import circle between the app's files (type-only imports aside).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
      'import-x/no-restricted-paths': [
        'error',
        // Zones are relative to this file, wherever lint is started from.
        { zones: webBoundaryZones, basePath: fileURLToPath(new URL('.', import.meta.url)) },
      ],
    },
  },
  ...serverBoundaries,
);
