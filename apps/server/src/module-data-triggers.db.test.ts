import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOwners, tablesNamedIn } from './test-support/module-tables';
import { createTestDatabase, type TestDatabase } from './test-support/test-database';

/**
 * The triggers that write another module's table from a writer's own statement, each named in
 * ADR 39 with its reason ("Triggers that write for another module").
 */
const namedTriggerWrites = [
  // The dashboard's roll-ups (ADR 21) and the sales the catalogue counts into its popularity and
  // its buyers' roll-ups (ADR 17, 63): every writer counts, and a spend sends no statement more.
  'admin_rollup_licences on licences (commerce) writes template_sales (catalogue)',
  'admin_rollup_payments_added on payment_orders (payments) writes admin_revenue_daily (admin)',
  'admin_rollup_payments_added on payment_orders (payments) writes admin_user_daily (admin)',
  'admin_rollup_payments_added on payment_orders (payments) writes admin_user_totals (admin)',
  'admin_rollup_payments_changed on payment_orders (payments) writes admin_revenue_daily (admin)',
  'admin_rollup_payments_changed on payment_orders (payments) writes admin_user_daily (admin)',
  'admin_rollup_payments_changed on payment_orders (payments) writes admin_user_totals (admin)',
  'admin_rollup_users on users (users) writes admin_user_totals (admin)',
];

/**
 * A trigger is code of the database that writes in another's statement, which no import rule sees:
 * this reads every trigger of the migrated database, the functions it runs and those they call, and
 * names each table they write that the trigger's own table's module does not own.
 */
describe("the database's triggers", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  async function rowsOf<Row>(text: string): Promise<Row[]> {
    return (await database.executeSql(text, [])).rows as Row[];
  }

  async function triggerWritesAcrossModules(): Promise<string[]> {
    const owners = await tableOwners();
    const tables = new Set(owners.keys());
    const triggers = await rowsOf<{ name: string; table: string; fn: string }>(
      `select t.tgname as name, c.relname as "table", p.proname as fn
         from pg_trigger t
         join pg_class c on c.oid = t.tgrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and n.nspname = 'public'`,
    );
    const functions = new Map(
      (
        await rowsOf<{ name: string; body: string }>(
          `select p.proname as name, p.prosrc as body
             from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            where n.nspname = 'public'`,
        )
      ).map(({ name, body }) => [name, body]),
    );
    /** The bodies of `fn` and of every function of the store it calls, however deep. */
    const bodiesRunBy = (fn: string, seen = new Set<string>()): string[] => {
      if (seen.has(fn)) return [];
      seen.add(fn);
      const body = functions.get(fn) ?? '';
      const called = [...functions.keys()].filter((other) =>
        new RegExp(`\\b${other}\\s*\\(`).test(body),
      );
      return [body, ...called.flatMap((other) => bodiesRunBy(other, seen))];
    };
    return triggers
      .flatMap(({ name, table, fn }) =>
        bodiesRunBy(fn)
          .flatMap((body) => tablesNamedIn(body, tables))
          .filter(
            ({ table: written, writes }) => writes && owners.get(written) !== owners.get(table),
          )
          .map(
            ({ table: written }) =>
              `${name} on ${table} (${owners.get(table)}) writes ${written} (${owners.get(written)})`,
          ),
      )
      .filter((line, index, lines) => lines.indexOf(line) === index)
      .sort();
  }

  it("write another module's table only where ADR 39 names it", async () => {
    expect(await triggerWritesAcrossModules()).toEqual(namedTriggerWrites);
  });

  it('stand each on a table some module owns', async () => {
    const owners = await tableOwners();
    const onTables = await rowsOf<{ table: string }>(
      `select distinct c.relname as "table"
         from pg_trigger t
         join pg_class c on c.oid = t.tgrelid
         join pg_namespace n on n.oid = c.relnamespace
        where not t.tgisinternal and n.nspname = 'public'`,
    );
    expect(onTables.map(({ table }) => table).filter((table) => !owners.has(table))).toEqual([]);
  });

  it('find a new one, even where its function leaves the write to another it calls', async () => {
    await database.executeSql(
      `create function probe_touch_account(id uuid) returns void language sql as $$
         update users set updated_at = now() where users.id = id $$`,
      [],
    );
    await database.executeSql(
      `create function probe_like_touches() returns trigger language plpgsql as $$
       begin perform probe_touch_account(new.user_id); return null; end $$`,
      [],
    );
    await database.executeSql(
      `create trigger probe_like_touches after insert on template_likes
         for each row execute function probe_like_touches()`,
      [],
    );
    try {
      expect(await triggerWritesAcrossModules()).toEqual(
        [
          ...namedTriggerWrites,
          'probe_like_touches on template_likes (likes) writes users (users)',
        ].sort(),
      );
    } finally {
      await database.executeSql(
        `drop trigger probe_like_touches on template_likes;
         drop function probe_like_touches(); drop function probe_touch_account(uuid)`,
        [],
      );
    }
  });
});
