import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * ADR 10's module map is written from the code by `scripts/module-map.mjs`; these run its code
 * on the store's own modules and on a small tree of made-up ones.
 */
interface ModuleMapScript {
  recordWithCodesMap(modulesDir: string, recordFile: string): { record: string; updated: string };
}
const scripts = new URL('../../../scripts/', import.meta.url);
// A plain script, not part of the server's program: loaded by its address, typed here.
const { recordWithCodesMap } = (await import(
  new URL('module-map.mjs', scripts).href
)) as ModuleMapScript;

const BEGIN =
  '<!-- module-map: written by `node scripts/module-map.mjs` from the code; do not edit -->';
const END = '<!-- module-map: end -->';

const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** A modules folder of `files` (path → text) and a record with an empty map. */
function tree(
  files: Record<string, string>,
  record = `# A record\n\n${BEGIN}\n${END}\n\nAfter.\n`,
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'frameshop-module-map-'));
  trees.push(dir);
  const modules = path.join(dir, 'modules');
  const add = (more: Record<string, string>) => {
    for (const [file, text] of Object.entries(more)) {
      mkdirSync(path.dirname(path.join(modules, file)), { recursive: true });
      writeFileSync(path.join(modules, file), text);
    }
  };
  add(files);
  const recordFile = path.join(dir, 'record.md');
  writeFileSync(recordFile, record);
  return {
    add,
    write: (text: string) => writeFileSync(recordFile, text),
    check: () => recordWithCodesMap(modules, recordFile),
  };
}

describe('the module map', () => {
  it("in ADR 10 is the code's (`node scripts/module-map.mjs` writes it again)", () => {
    const { record, updated } = recordWithCodesMap(
      fileURLToPath(new URL('modules/', import.meta.url)),
      fileURLToPath(new URL('../docs/decisions/0010-module-layout.md', scripts)),
    );
    expect(record).toContain(BEGIN);
    expect(record).toBe(updated);
  });

  it('lists each module with the modules whose index it imports, and is stale once a module is added', () => {
    const made = tree({
      'orders/index.ts': "export * from './orders.service';\n",
      // An index by folder or by name, a type-only import, a re-export and a dynamic import
      // count; a test, a path deeper into another module (a table for a foreign key), a package
      // and a comment do not.
      'orders/orders.service.ts': [
        "import { z } from 'zod';",
        "import { Users } from '../users';",
        "import type { Mail } from '../mail/index';",
        "import { usersTable } from '../users/users.schema';",
        "// import { nothing } from '../reports';",
        'export const orders = { z, Users, usersTable } as unknown as Mail;',
      ].join('\n'),
      'orders/orders.test.ts': "import { reports } from '../reports';\nvoid reports;\n",
      'users/index.ts': "export { Users } from './users.service';\n",
      'users/users.service.ts': 'export class Users {}\n',
      'users/users.schema.ts': 'export const usersTable = {};\n',
      'mail/index.ts': 'export type Mail = string;\n',
      'reports/index.ts': "export const reports = () => import('../orders');\n",
    });
    const first = made.check();
    expect(first.updated).toBe(
      [
        '# A record',
        '',
        BEGIN,
        '',
        "4 modules, 3 uses of another module's index:",
        '',
        '```text',
        'mail    → —',
        'orders  → mail, users',
        'reports → orders',
        'users   → —',
        '```',
        '',
        END,
        '',
        'After.',
        '',
      ].join('\n'),
    );
    made.write(first.updated);
    expect(made.check().updated).toBe(first.updated);

    made.add({ 'billing/index.ts': "import { orders } from '../orders';\nexport { orders };\n" });
    const stale = made.check();
    expect(stale.updated).not.toBe(stale.record);
    expect(stale.updated).toContain('5 modules, 4 uses');
    expect(stale.updated).toContain('billing → orders\n');
  });

  it('says so when the record has no place for the map', () => {
    const made = tree({ 'users/index.ts': 'export {};\n' }, '# A record without a map\n');
    expect(() => made.check()).toThrow('the record has no module map');
  });
});
