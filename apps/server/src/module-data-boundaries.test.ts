import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
