import { readdirSync } from 'node:fs';
import { getTableName, is, Table } from 'drizzle-orm';

/** The server's source folder, for tests that read its files. */
export const serverSource = new URL('../', import.meta.url);
const modulesDir = new URL('modules/', serverSource);

/**
 * Each table of the store with the module that owns it (ADR 39): the module whose folder holds the
 * `*.schema.ts` declaring it, read from the code, so a table added later has its owner the day it
 * appears.
 */
export async function tableOwners(): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  const schemaFiles = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.schema.ts'),
  );
  for (const file of schemaFiles) {
    const declared: Record<string, unknown> = await import(new URL(file, modulesDir).href);
    const owner = file.split('/')[0]!;
    for (const value of Object.values(declared)) {
      if (is(value, Table)) owners.set(getTableName(value), owner);
    }
  }
  return owners;
}

export interface TableUse {
  table: string;
  writes: boolean;
}

/**
 * The tables SQL text names after a keyword that reads or writes one (`from`, `join`, `insert
 * into`, `update`, `delete from`, `truncate`, `lock table`), each once, written if any use writes
 * it. Only `tables` count: `do update set` or `from (select …)` name none.
 */
export function tablesNamedIn(text: string, tables: ReadonlySet<string>): TableUse[] {
  const uses = new Map<string, boolean>();
  const keyword =
    /\b(insert\s+into|update|delete\s+from|truncate(?:\s+table)?|alter\s+table|from|join|lock\s+table)\s+(?:only\s+)?"?(\w+)"?/gi;
  for (const [, verb, name] of text.matchAll(keyword)) {
    const table = name!.toLowerCase();
    if (!tables.has(table)) continue;
    const writes = !/^(from|join|lock)/i.test(verb!);
    uses.set(table, (uses.get(table) ?? false) || writes);
  }
  return [...uses].map(([table, writes]) => ({ table, writes }));
}
