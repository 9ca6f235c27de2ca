// `node scripts/module-map.mjs`: writes the server's module map into ADR 10, between its markers:
// every module under apps/server/src/modules and the other modules whose index it imports, read
// from the code, so the record cannot drift from it. `--check` writes nothing and exits 1 when the
// record's map is not the code's (apps/server/src/module-map.test.ts checks the same). `--modules
// DIR` and `--record FILE` point it elsewhere.
//
// A module is a folder under modules/; what it uses of another is an import (or re-export, or
// dynamic import) whose path resolves to that module's folder or its index, from any of its files
// but its tests. Other paths into a module (a table named for a foreign key) are not its face and
// are left out. Imports are read by TypeScript's own pre-processor, so no comment or string fools
// it, and a module added, removed or split shows in the map the next time it is written.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BEGIN =
  '<!-- module-map: written by `node scripts/module-map.mjs` from the code; do not edit -->';
const END = '<!-- module-map: end -->';
const WIDTH = 100;

const isSource = (name) => /\.(ts|tsx|mts)$/.test(name) && !/\.test\.(ts|tsx|mts)$/.test(name);

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.isFile() && isSource(entry.name) ? [full] : [];
  });
}

/** The module a resolved path is the face of (its folder or its index), else null. */
function moduleFacedBy(modulesDir, target) {
  const relative = path.relative(modulesDir, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  const inside = rest.join('/').replace(/\.(ts|tsx|mts|js|mjs)$/, '');
  return rest.length === 0 || inside === 'index' ? name : null;
}

/** Each module's name with the sorted names of the modules whose index it imports. */
export function moduleMap(modulesDir) {
  const names = fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return names.map((name) => {
    const uses = new Set();
    for (const file of sourceFiles(path.join(modulesDir, name))) {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const used = moduleFacedBy(modulesDir, path.resolve(path.dirname(file), fileName));
        if (used && used !== name && names.includes(used)) uses.add(used);
      }
    }
    return { name, uses: [...uses].sort() };
  });
}

/** `head` then the words, a line at most WIDTH long, the next lines under the first word. */
function wrapped(head, words) {
  const lines = [head];
  for (const word of words) {
    const last = lines[lines.length - 1];
    const first = last === head;
    const longer = first ? `${last}${word}` : `${last} ${word}`;
    if (!first && longer.length > WIDTH) lines.push(`${' '.repeat(head.length)}${word}`);
    else lines[lines.length - 1] = longer;
  }
  return lines.join('\n');
}

/** The map as the record shows it: `name → what it uses`, one module a line or more. */
export function renderModuleMap(map) {
  const column = Math.max(...map.map(({ name }) => name.length)) + 1;
  const uses = map.reduce((sum, module) => sum + module.uses.length, 0);
  return [
    BEGIN,
    '',
    `${map.length} modules, ${uses} uses of another module's index:`,
    '',
    '```text',
    ...map.map(({ name, uses }) =>
      wrapped(
        `${name.padEnd(column)}→ `,
        uses.length > 0 ? uses.map((use, i) => (i < uses.length - 1 ? `${use},` : use)) : ['—'],
      ),
    ),
    '```',
    '',
    END,
  ].join('\n');
}

/** The record's text with its map replaced by `map`'s; throws when it has no markers. */
export function withModuleMap(record, map) {
  const begin = record.indexOf(BEGIN);
  const end = record.indexOf(END);
  if (begin < 0 || end < begin) {
    throw new Error(`the record has no module map between "${BEGIN}" and "${END}"`);
  }
  return record.slice(0, begin) + renderModuleMap(map) + record.slice(end + END.length);
}

/** The record as it is, and as it would be with the code's map. */
export function recordWithCodesMap(modulesDir, recordFile) {
  const record = fs.readFileSync(recordFile, 'utf8');
  return { record, updated: withModuleMap(record, moduleMap(modulesDir)) };
}

function option(args, name, fallback) {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? path.resolve(args[at + 1]) : fallback;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const modulesDir = option(args, '--modules', path.join(root, 'apps/server/src/modules'));
  const recordFile = option(
    args,
    '--record',
    path.join(root, 'docs/decisions/0010-module-layout.md'),
  );
  const { record, updated } = recordWithCodesMap(modulesDir, recordFile);
  const name = path.relative(root, recordFile);
  if (args.includes('--check')) {
    if (updated !== record) {
      console.error(
        `${name}: its module map is not the code's; run \`node scripts/module-map.mjs\`.`,
      );
      process.exit(1);
    }
    console.log(`${name}: the module map is the code's.`);
  } else if (updated !== record) {
    fs.writeFileSync(recordFile, updated);
    console.log(`${name}: module map written.`);
  } else {
    console.log(`${name}: the module map was already the code's.`);
  }
}
