import {
  ADMIN_ADJUSTMENT_LIMIT,
  ADMIN_AUDIT_PAGE_SIZE,
  AdminMessage,
  CREDIT_BALANCE_MAX,
  IDEMPOTENCY_KEY_HEADER,
  type AdminAuditResponse,
} from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, users } from '../../db/schema';
import { bearer } from '../../test-support/accounts-fixture';
import { testSecrets, useTestApp } from '../../test-support/test-app';
import { adminGateLimits } from './admin-gate';
import { AdminTokenService } from './admin-token';
import { auditEntriesOf } from './audit-log.repository';
import { insertUser, sessionTokenOf } from '../../test-support/admin-fixture';

const ADMIN_PASSWORD = 'correct-admin-password';

describe('the admin gate and the admin calls', () => {
  const testApp = useTestApp({ env: { ADMIN_PASSWORD } });

  const openSession = (token: string | null, password: string, remoteAddress = '203.0.113.9') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: token ? bearer(token) : {},
      payload: { password },
      remoteAddress,
    });
  const getUsers = (token?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: token ? bearer(token) : {},
    });

  it('opens a 30-minute admin session for a signed-in admin with the password, and logs it', async () => {
    const admin = await insertUser(testApp.database.db, { role: 'admin' });
    const opened = await openSession(await sessionTokenOf(admin), ADMIN_PASSWORD);
    expect(opened.statusCode).toBe(200);
    const { adminToken, expiresAt } = opened.json<{ adminToken: string; expiresAt: string }>();
    const minutesLeft = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);

    const listed = await getUsers(adminToken);
    expect(listed.statusCode).toBe(200);
    const entries = await auditEntriesOf(testApp.database.db, admin.id);
    expect(entries.map((entry) => entry.action)).toEqual(['view.users', 'session.open']);
    expect(entries[1]).toMatchObject({ address: '203.0.113.9' });
  });

  it('refuses a wrong password with the spec message', async () => {
    const admin = await insertUser(testApp.database.db, { role: 'admin' });
    const refused = await openSession(await sessionTokenOf(admin), 'not-the-password');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: AdminMessage.invalidPassword });
    expect(await auditEntriesOf(testApp.database.db, admin.id)).toEqual([]);
  });

  it('answers a non-admin who knows the password as one who does not', async () => {
    const user = await insertUser(testApp.database.db);
    const token = await sessionTokenOf(user);
    const right = await openSession(token, ADMIN_PASSWORD);
    const wrong = await openSession(token, 'not-the-password');
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({ error: AdminMessage.invalidPassword });
    // Alike in all but each request's own id.
    const answer = ({ requestId: _id, ...body }: Record<string, unknown>) => body;
    expect([wrong.statusCode, answer(wrong.json())]).toEqual([
      right.statusCode,
      answer(right.json()),
    ]);
  });

  it('asks for a session before the password', async () => {
    const refused = await openSession(null, ADMIN_PASSWORD);
    expect(refused.statusCode).toBe(401);
  });

  it('answers 401 with the spec message to an admin call without a token', async () => {
    const refused = await getUsers();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      error: AdminMessage.authenticationFailed,
      code: 'UNAUTHORIZED',
    });
  });

  it("answers 403 to a non-admin's token and 401 to an admin's session token", async () => {
    const user = await insertUser(testApp.database.db);
    expect((await getUsers(await sessionTokenOf(user))).statusCode).toBe(403);
    const admin = await insertUser(testApp.database.db, { role: 'admin' });
    expect((await getUsers(await sessionTokenOf(admin))).statusCode).toBe(401);
  });

  it('refuses an expired admin token, and one whose account lost the role', async () => {
    const admin = await insertUser(testApp.database.db, { role: 'admin' });
    const anHourAgo = new AdminTokenService(testSecrets.jwtSecret, () => Date.now() - 3600_000);
    const expired = await anHourAgo.issue({ userId: admin.id, tokenVersion: 0 });
    const refused = await getUsers(expired.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: AdminMessage.authenticationFailed });

    const fresh = await new AdminTokenService(testSecrets.jwtSecret).issue({
      userId: admin.id,
      tokenVersion: 0,
    });
    expect((await getUsers(fresh.token)).statusCode).toBe(200);
    await testApp.database.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    expect((await getUsers(fresh.token)).statusCode).toBe(403);
  });

  it('does not take an admin token for a session', async () => {
    const admin = await insertUser(testApp.database.db, { role: 'admin' });
    const { token } = await new AdminTokenService(testSecrets.jwtSecret).issue({
      userId: admin.id,
      tokenVersion: 0,
    });
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(token),
    });
    expect(profile.statusCode).toBe(401);
  });

  it('limits wrong passwords per account and address: after the limit even the right one waits there', async () => {
    const admin = await insertUser(testApp.database.db, { role: 'admin' });
    const token = await sessionTokenOf(admin);
    const limit = adminGateLimits.failuresPerAccountAndAddress;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await openSession(token, `wrong-${attempt}`, '203.0.113.50')).statusCode).toBe(401);
    }
    const waiting = await openSession(token, ADMIN_PASSWORD, '203.0.113.50');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json<{ error: string }>().error).toMatch(/^Too many wrong admin passwords/);
    const { retryAfterSeconds } = waiting.json<{ retryAfterSeconds: number }>();
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(waiting.headers['retry-after']).toBe(String(retryAfterSeconds));
    // The guesser's address waits; the admin elsewhere does not.
    expect((await openSession(token, ADMIN_PASSWORD, '203.0.113.51')).statusCode).toBe(200);
  });

  it('limits wrong passwords per account from many addresses', async () => {
    const admin = await insertUser(testApp.database.db, { role: 'admin' });
    const token = await sessionTokenOf(admin);
    for (let attempt = 0; attempt < adminGateLimits.failuresPerAccount; attempt += 1) {
      const address = `198.51.100.${attempt}`;
      expect((await openSession(token, `wrong-${attempt}`, address)).statusCode).toBe(401);
    }
    expect((await openSession(token, ADMIN_PASSWORD, '198.51.100.250')).statusCode).toBe(429);
  });

  it("never lets other accounts' wrong passwords, from the admin's own address, lock the admin out", async () => {
    const shared = '192.0.2.77';
    for (let account = 0; account < 5; account += 1) {
      const token = await sessionTokenOf(await insertUser(testApp.database.db));
      for (let attempt = 0; attempt < adminGateLimits.failuresPerAccount; attempt += 1) {
        await openSession(token, `guess-${attempt}`, shared);
      }
    }
    const admin = await insertUser(testApp.database.db, { role: 'admin' });
    expect(
      (await openSession(await sessionTokenOf(admin), ADMIN_PASSWORD, shared)).statusCode,
    ).toBe(200);
  });
});

describe('the admin calls over HTTP', () => {
  const testApp = useTestApp({ env: { ADMIN_PASSWORD } });

  const adminCaller = async () => {
    const admin = await insertUser(testApp.database.db, { role: 'admin' });
    const { token } = await new AdminTokenService(testSecrets.jwtSecret).issue({
      userId: admin.id,
      tokenVersion: 0,
    });
    return { admin, headers: bearer(token) };
  };

  it('streams a CSV download and logs the export', async () => {
    const { admin, headers } = await adminCaller();
    const exported = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/export/users?period=week',
      headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="frameshop-users-week.csv"',
    );
    expect(exported.body.split('\r\n')[0]).toMatch(/^id,username,actualName,email,/);
    const [entry] = await auditEntriesOf(testApp.database.db, admin.id);
    expect(entry).toMatchObject({ action: 'export', details: { table: 'users', period: 'week' } });
  });

  it('adjusts a balance', async () => {
    const { headers } = await adminCaller();
    const customer = await insertUser(testApp.database.db);
    const adjusted = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/users/${customer.id}/credits`,
      headers,
      payload: { amount: 40, reason: 'promotion', note: 'Launch week' },
    });
    expect(adjusted.statusCode).toBe(200);
    expect(adjusted.json()).toMatchObject({ userId: customer.id, credits: 40 });
  });

  it('adjusts once for an Idempotency-Key sent twice at once, and answers both alike', async () => {
    const { admin, headers } = await adminCaller();
    const customer = await insertUser(testApp.database.db, { credits: 100 });
    const adjust = (key: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/admin/users/${customer.id}/credits`,
        headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: key },
        payload: { amount: 40, reason: 'goodwill', note: 'A double click' },
      });
    const [first, second] = await Promise.all([adjust('grant-once-1'), adjust('grant-once-1')]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ credits: 140 });
    const deltas = async () =>
      (
        await testApp.database.db
          .select()
          .from(creditLedger)
          .where(eq(creditLedger.userId, customer.id))
      ).map((row) => row.delta);
    expect(await deltas()).toEqual([40]);
    expect(await auditEntriesOf(testApp.database.db, admin.id)).toHaveLength(1);
    // Another key is another adjustment.
    expect((await adjust('grant-once-2')).json()).toMatchObject({ credits: 180 });
    expect(await deltas()).toEqual([40, 40]);
  });

  it('refuses with 409 an adjustment past the most an account holds, and changes nothing', async () => {
    const { admin, headers } = await adminCaller();
    const customer = await insertUser(testApp.database.db, { credits: CREDIT_BALANCE_MAX - 10 });
    const adjust = (amount: number) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/admin/users/${customer.id}/credits`,
        headers,
        payload: { amount, reason: 'promotion' },
      });
    const refused = await adjust(ADMIN_ADJUSTMENT_LIMIT);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toMatch(/the most one account can hold/);
    expect(await auditEntriesOf(testApp.database.db, admin.id)).toEqual([]);
    expect((await adjust(10)).json()).toMatchObject({ credits: CREDIT_BALANCE_MAX });
  });

  it("lists every admin's actions, newest first, a page at a time, and logs the viewing", async () => {
    const { admin, headers } = await adminCaller();
    const customer = await insertUser(testApp.database.db);
    await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/users/${customer.id}/credits`,
      headers,
      payload: { amount: 25, reason: 'goodwill' },
      remoteAddress: '198.51.100.7',
    });
    const auditLog = (query = '') =>
      testApp.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers });

    const listed = await auditLog();
    expect(listed.statusCode).toBe(200);
    const { entries, nextBefore } = listed.json<AdminAuditResponse>();
    const mine = entries.filter((entry) => entry.adminEmail === admin.email);
    expect(mine.map((entry) => entry.action)).toEqual(['credits.adjust']);
    expect(mine[0]).toMatchObject({
      adminUsername: admin.username,
      address: '198.51.100.7',
      details: { userId: customer.id, amount: 25, reason: 'goodwill' },
    });
    expect(Date.parse(mine[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(entries.map((entry) => entry.id)).toEqual(
      [...entries].map((entry) => entry.id).sort((a, b) => b - a),
    );
    // Earlier tests' admins fill more than a page? Then the next page starts below this one.
    if (nextBefore !== null) {
      const older = (await auditLog(`?before=${nextBefore}`)).json<AdminAuditResponse>();
      expect(older.entries.every((entry) => entry.id < nextBefore)).toBe(true);
    }
    const [viewed] = await auditEntriesOf(testApp.database.db, admin.id);
    expect(viewed).toMatchObject({ action: 'view.audit-log' });
  });

  it('pages through the audit log by entry id', async () => {
    const { admin, headers } = await adminCaller();
    // 60 entries of this admin's: more than one page.
    for (let view = 0; view < 60; view += 1) {
      await testApp.app.inject({ method: 'GET', url: '/api/admin/templates', headers });
    }
    const first = (
      await testApp.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers })
    ).json<AdminAuditResponse>();
    expect(first.entries).toHaveLength(ADMIN_AUDIT_PAGE_SIZE);
    expect(first.entries[0]!.adminEmail).toBe(admin.email);
    expect(first.nextBefore).toBe(first.entries.at(-1)!.id);
    const second = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/audit-log?before=${first.nextBefore}`,
        headers,
      })
    ).json<AdminAuditResponse>();
    expect(second.entries[0]!.id).toBeLessThan(first.nextBefore!);
    expect(new Set([...first.entries, ...second.entries].map((entry) => entry.id)).size).toBe(
      first.entries.length + second.entries.length,
    );
  });

  it('answers 400 to a custom range without an end, or in the wrong order', async () => {
    const { headers } = await adminCaller();
    const get = (query: string) =>
      testApp.app.inject({ method: 'GET', url: `/api/admin/templates?${query}`, headers });
    const missing = await get('period=custom&from=2026-01-01');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toContain(AdminMessage.customRangeMissing);
    expect((await get('period=custom&from=2026-01-05&to=2026-01-01')).statusCode).toBe(400);
    expect((await get('period=custom&from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
    expect((await get('period=custom&from=2026-01-01&to=2999-01-01')).statusCode).toBe(400);
  });
});

describe('without ADMIN_PASSWORD', () => {
  const testApp = useTestApp();

  it('says that admin access is not configured', async () => {
    const admin = await insertUser(testApp.database.db, { role: 'admin' });
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: bearer(await sessionTokenOf(admin)),
      payload: { password: 'anything-at-all' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: AdminMessage.notConfigured, code: 'FORBIDDEN' });
  });
});
