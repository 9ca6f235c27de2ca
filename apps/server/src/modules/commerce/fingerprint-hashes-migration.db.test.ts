import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../db/database';
import {
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from '../../test-support/test-database';
import { fingerprintOf, type IdempotentCall } from './idempotency';

/** The migration that hashes the idempotency fingerprints kept as JSON. */
const FINGERPRINT_HASHES = '0040_idempotency_fingerprint_hashes';

/**
 * A store that kept each keyed request's arguments as JSON: migrating it keeps them as the hash
 * `fingerprintOf` now makes of the same arguments, so a retry across the release still matches.
 * The migration's statement is run again on rows written as before it (it leaves hashed ones be),
 * on a database cloned from the migrated one, rather than migrating a database from nothing.
 */
describe(`hashing the kept fingerprints (${FINGERPRINT_HASHES}) on ${testEngine}`, () => {
  let database: TestDatabase;
  const calls: IdempotentCall[] = [
    { key: 'a', operation: 'purchase', args: { templateId: 1001, expectedPrice: 49 } },
    {
      key: 'b',
      operation: 'batch',
      args: { rows: [{ texts: { name: 'Priyā "Ṛṣi" 😀\n' } }], note: 'x sha256:y' },
    },
  ];

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      with buyer as (
        insert into users (username, email) values ('hash', 'hash@example.com') returning id
      )
      insert into idempotent_requests (user_id, key, fingerprint, response)
      select buyer.id, kept.key, kept.fingerprint, '{}'::jsonb
      from buyer, (values
        (${calls[0]!.key}, ${`${calls[0]!.operation} ${JSON.stringify(calls[0]!.args)}`}),
        (${calls[1]!.key}, ${`${calls[1]!.operation} ${JSON.stringify(calls[1]!.args)}`})
      ) as kept(key, fingerprint)`);
    const migration = fs.readFileSync(path.join(MIGRATIONS_FOLDER, `${FINGERPRINT_HASHES}.sql`));
    await database.db.execute(sql.raw(migration.toString('utf8')));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps each as the hash the store now makes of the same request', async () => {
    const { rows } = await database.db.execute<{ key: string; fingerprint: string }>(
      sql`select key, fingerprint from idempotent_requests order by key`,
    );
    expect(rows).toEqual(
      calls.map((call) => ({ key: call.key, fingerprint: fingerprintOf(call) })),
    );
  });
});
