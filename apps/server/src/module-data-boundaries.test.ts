import { readdirSync, readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { serverSource, tableOwners, tablesNamedIn } from './test-support/module-tables';

/**
 * The lint probes of ADR 39: code that reaches another module's tables or repository, or a module
 * index that hands out its own, fails `npm run lint`. Each probe is linted as if it were a file of
 * the module it names (it is never written to disk), with the repository's own configuration.
 */
const root = new URL('../../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

async function problemsOf(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/server/src/${file}` });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('the data boundary between server modules', () => {
  it("refuses a module's import of db/schema for a query", async () => {
    const problems = await problemsOf(
      'modules/likes/probe.ts',
      "import { templates } from '../../db/schema';\nexport const probe = templates;\n",
    );
    expect(problems).toContain('import-x/no-restricted-paths');
  });

  it("refuses an import of another module's tables or repository", async () => {
    const tables = await problemsOf(
      'modules/likes/probe.ts',
      "import { templates } from '../catalogue/catalogue.schema';\nexport const probe = templates;\n",
    );
    const repository = await problemsOf(
      'modules/likes/probe.ts',
      "import { findTemplateById } from '../catalogue/catalogue.repository';\nexport const probe = findTemplateById;\n",
    );
    expect(tables).toContain('import-x/no-restricted-paths');
    expect(repository).toContain('import-x/no-restricted-paths');
  });

  it('refuses an index that hands out its repository functions or its tables', async () => {
    const repository = await problemsOf(
      'modules/catalogue/index.ts',
      "export { findTemplateById } from './catalogue.repository';\n",
    );
    const tables = await problemsOf(
      'modules/catalogue/index.ts',
      "export { templates } from './catalogue.schema';\n",
    );
    const everything = await problemsOf(
      'modules/catalogue/index.ts',
      "export * from './catalogue.repository';\n",
    );
    expect(repository).toContain('no-restricted-syntax');
    expect(tables).toContain('no-restricted-syntax');
    expect(everything).toContain('no-restricted-syntax');
  });

  it('refuses a service that hands out its whole repository, spread, passed on or exported', async () => {
    const whole = "import * as renderOrderQueries from './render-orders.repository';\n";
    const spread = await problemsOf(
      'modules/generated-videos/render-orders.ts',
      `${whole}export const renderOrders = { ...renderOrderQueries };\n`,
    );
    const passedOn = await problemsOf(
      'modules/generated-videos/render-orders.ts',
      `${whole}export const renderOrders = Object.assign({}, renderOrderQueries);\n`,
    );
    const exported = await problemsOf(
      'modules/generated-videos/render-orders.ts',
      `${whole}export { renderOrderQueries as renderOrders };\n`,
    );
    const calledByName = await problemsOf(
      'modules/generated-videos/render-orders.ts',
      `${whole}export const findRender = (id: string) => renderOrderQueries.findRender(db, id);\n`,
    );
    expect(spread).toContain('module-data/no-whole-repository');
    expect(passedOn).toContain('module-data/no-whole-repository');
    expect(exported).toContain('module-data/no-whole-repository');
    expect(calledByName).not.toContain('module-data/no-whole-repository');
  });

  it('lets through what a module may do: its own tables, types, services and tests', async () => {
    const own = await problemsOf(
      'modules/likes/probe.ts',
      "import { templateLikes } from './likes.schema';\nexport const probe = templateLikes;\n",
    );
    const types = await problemsOf(
      'modules/catalogue/index.ts',
      "export type { TemplateRow } from './catalogue.schema';\nexport { catalogueTemplates } from './catalogue-templates';\n",
    );
    const test = await problemsOf(
      'modules/likes/probe.db.test.ts',
      "import { templates } from '../../db/schema';\nexport const probe = templates;\n",
    );
    expect(own).toEqual([]);
    expect(types).toEqual([]);
    expect(test).toEqual([]);
  });
});

/**
 * Where raw SQL may name another module's table, each for the reason ADR 39 gives ("Where a read
 * still crosses, on purpose"); any other file that names one fails.
 */
const namedCrossings: { files: RegExp; tables: string[] | 'any'; writes: boolean }[] = [
  // The spend's own statements: the balance on the account's row, moved with its ledger row.
  { files: /^modules\/credits\/credits\.repository\.ts$/, tables: ['users'], writes: true },
  // The spend's own statements: the buyer's lock, the bought template's price and status.
  {
    files: /^modules\/commerce\/commerce\.repository\.ts$/,
    tables: ['users', 'templates'],
    writes: false,
  },
  // A team's members by name and email, the team's balance and each member's month (ADR 59).
  {
    files: /^modules\/teams\/teams\.repository\.ts$/,
    tables: ['users', 'team_member_months'],
    writes: false,
  },
  // The dashboard's read model: any table, read only.
  { files: /^modules\/admin\/[^/]+\.repository\.ts$/, tables: 'any', writes: false },
];

/** Tests, their harnesses and the fuzzer observe the store from outside, as its operator would. */
const outside = /(\.test\.ts$|^test-support\/|^cluster\/|^fuzz\/)/;

const owners = await tableOwners();
const tables = new Set(owners.keys());

/** The text of every string and template literal of a file: its SQL, never its comments. */
function literalsOf(file: string, code: string): string[] {
  const literals: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) literals.push(node.text);
    node.forEachChild(visit);
  };
  visit(ts.createSourceFile(file, code, ts.ScriptTarget.Latest));
  return literals;
}

/** The other modules' tables a file's SQL names, but those its named crossing allows. */
function unnamedCrossings(file: string, code: string): string[] {
  const owner = /^modules\/([^/]+)\//.exec(file)?.[1];
  const named = namedCrossings.find((crossing) => crossing.files.test(file));
  const uses = literalsOf(file, code).flatMap((text) => tablesNamedIn(text, tables));
  return uses
    .filter(({ table }) => owners.get(table) !== owner)
    .filter(
      ({ table, writes }) =>
        !named ||
        (named.tables !== 'any' && !named.tables.includes(table)) ||
        (writes && !named.writes),
    )
    .map(({ table, writes }) => `${file} ${writes ? 'writes' : 'reads'} ${table}`);
}

describe("raw SQL naming another module's table", () => {
  it('appears only where ADR 39 names it', () => {
    const files = readdirSync(serverSource, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !outside.test(file),
    );
    const found = files.flatMap((file) =>
      unnamedCrossings(file, readFileSync(new URL(file, serverSource), 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it("is found in a query's text, a plain string or a template, whichever file holds it", () => {
    const periods = unnamedCrossings(
      'modules/admin/periods.ts',
      'const first = sql`select (min(created_at) at time zone ${zone})::date from users`;',
    );
    const storeMove = unnamedCrossings(
      'store-move/copy-database.ts',
      "rowsOf(db, `select count(*)::int as count from generated_videos where status = 'queued'`);\n" +
        'rowsOf(db, \'select count(*)::int as count from "users"\');',
    );
    const adminWrite = unnamedCrossings(
      'modules/admin/user-page.repository.ts',
      'sql`update users set credits = 0 where id = ${id}`',
    );
    expect(periods).toEqual(['modules/admin/periods.ts reads users']);
    expect(storeMove).toEqual([
      'store-move/copy-database.ts reads generated_videos',
      'store-move/copy-database.ts reads users',
    ]);
    expect(adminWrite).toEqual(['modules/admin/user-page.repository.ts writes users']);
  });

  it("lets through a module's own tables, a named crossing, comments and words that are no query", () => {
    const own = unnamedCrossings(
      'modules/admin/periods.ts',
      'sql`select zone from admin_rollup_zone`; sql`select 1 from (select 2) as today`;',
    );
    const named = unnamedCrossings(
      'modules/admin/user-page.repository.ts',
      'sql`select u.id from users u join licences l on l.user_id = u.id`',
    );
    const prose = unnamedCrossings(
      'modules/admin/periods.ts',
      "// the first day, read from users\nconst message = 'Pick the users to update';",
    );
    expect(own).toEqual([]);
    expect(named).toEqual([]);
    expect(prose).toEqual([]);
  });
});
