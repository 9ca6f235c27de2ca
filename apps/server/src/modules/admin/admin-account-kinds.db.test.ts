import type { AdminUsersResponse } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { unique } from '../../test-support/accounts-fixture';
import { insertAdmin, insertUser } from '../../test-support/admin-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';

/** The Users table lists a team's account among people's (ADR 59), marked by its kind. */
describe(`the kinds of accounts on the admin's users list on ${testEngine}`, () => {
  const testApp = useTestApp({ env: { ADMIN_PASSWORD: 'correct-admin-password' } });

  it("answers each account's kind: a person's, or a team's", async () => {
    const { db } = testApp.database;
    const mark = unique('kinds');
    const person = await insertUser(db, {
      username: `${mark}-person`,
      actualName: 'Ravi',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const team = await insertUser(db, {
      username: `${mark}-team`,
      actualName: 'Studio Nine',
      email: `${mark}@teams.invalid`,
      kind: 'team',
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    const admin = await insertAdmin(testApp.app, db);

    const listed = await admin.call('GET', `/api/admin/users?q=${mark}&sort=newest`);
    expect(listed.statusCode, listed.body).toBe(200);
    const { users } = listed.json<AdminUsersResponse>();
    expect(users.map(({ id, kind }) => ({ id, kind }))).toEqual([
      { id: team.id, kind: 'team' },
      { id: person.id, kind: 'person' },
    ]);
    // The CSV export's account type says so too.
    const exported = await admin.call('GET', `/api/admin/export/users?q=${mark}&sort=newest`);
    expect(exported.statusCode, exported.body).toBe(200);
    const rows = exported.body.split('\r\n').filter((line) => line.includes(mark));
    expect(rows.map((row) => row.split(',')[4])).toEqual(['Team', 'Email User']);
  });
});
