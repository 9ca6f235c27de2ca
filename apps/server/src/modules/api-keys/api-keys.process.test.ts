import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEAM_HEADER, TeamMessage, type CreatedApiKey } from '@frameshop/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../test-support/accounts-fixture';
import { serverProcesses } from '../../test-support/server-process';
import { testSecrets } from '../../test-support/test-app';
import { createThrowawayPostgres } from '../../test-support/test-database';

const adminUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const KEY_LIMIT = 5;

/**
 * Two server processes on one PostgreSQL and one Redis, as a store grown past one machine runs
 * them: a key revoked through one is refused by the other at its next request (no cache to miss),
 * and a key's rate limit counts its requests to both together. Needs PostgreSQL and Redis, so it
 * runs where DATABASE_URL and REDIS_URL are set.
 */
// Skipped without both, as on a developer's machine without PostgreSQL or Redis; CI sets
// DATABASE_URL and REDIS_URL (.ci/run), so there it always runs. The reason is in the skipped
// suite's name and on the console, so a run that skips it says why.
const missing = [!adminUrl && 'DATABASE_URL', !redisUrl && 'REDIS_URL']
  .filter(Boolean)
  .join(' and ');
const skipReason = missing
  ? ` (skipped: it needs PostgreSQL and Redis, and ${missing} ${missing.includes(' and ') ? 'are' : 'is'} not set; CI sets both)`
  : '';
if (skipReason) console.warn(`"API keys across two server processes"${skipReason}.`);
describe.skipIf(skipReason !== '')(
  `API keys and teams across two server processes${skipReason}`,
  () => {
    const processes = serverProcesses();
    let throwaway: { url: string; drop(): Promise<void> };
    let dataDir: string;
    let servers: Awaited<ReturnType<typeof processes.start>>[] = [];

    beforeAll(async () => {
      throwaway = await createThrowawayPostgres(adminUrl as string);
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-api-keys-'));
      const redis = new Redis(redisUrl as string);
      const stale = await redis.keys('frameshop-rate-limit:apiKey:*');
      if (stale.length) await redis.del(...stale);
      await redis.quit();
      const env = {
        DATABASE_URL: throwaway.url,
        DATA_DIR: dataDir,
        REDIS_URL: redisUrl as string,
        API_KEY_RATE_LIMIT: String(KEY_LIMIT),
        JWT_SECRET: testSecrets.jwtSecret,
        URL_SIGNING_SECRET: testSecrets.urlSigningSecret,
      };
      // One after the other: the first migrates the database the second opens.
      servers = [await processes.start(env)];
      servers.push(await processes.start(env));
    }, 240_000);
    afterAll(async () => {
      await processes.stopAll();
      await throwaway?.drop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const uploadsWith = (server: number, key: string) =>
      servers[server]!.app.inject({ method: 'GET', url: '/api/uploads', headers: bearer(key) });
    const makeKey = async (token: string) => {
      const made = await servers[0]!.app.inject({
        method: 'POST',
        url: '/api/keys',
        headers: bearer(token),
        payload: { name: 'Two machines', scopes: ['read'] },
      });
      expect(made.statusCode).toBe(201);
      return made.json() as CreatedApiKey;
    };

    it('refuses a key in the other process at its first request after revoking', async () => {
      const { token } = await registerAccount(servers[0]!.app);
      const { key, keyId } = await makeKey(token);
      expect((await uploadsWith(1, key)).statusCode).toBe(200);
      const revoked = await servers[0]!.app.inject({
        method: 'DELETE',
        url: `/api/keys/${keyId}`,
        headers: bearer(token),
      });
      expect(revoked.statusCode).toBe(200);
      expect((await uploadsWith(1, key)).statusCode).toBe(401);
      expect((await uploadsWith(0, key)).statusCode).toBe(401);
    });

    it("counts a key's requests to both processes against its one limit", async () => {
      const { token } = await registerAccount(servers[0]!.app);
      const { key } = await makeKey(token);
      const statuses: number[] = [];
      for (let n = 0; n < KEY_LIMIT + 3; n += 1) {
        statuses.push((await uploadsWith(n % 2, key)).statusCode);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(KEY_LIMIT);
      expect(statuses.slice(KEY_LIMIT)).toEqual([429, 429, 429]);
      const refused = await uploadsWith(1, key);
      expect(refused.headers['ratelimit-limit']).toBe(String(KEY_LIMIT));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it("refuses a team's removed member in the other process at their next request (ADR 59)", async () => {
      const owner = await registerAccount(servers[0]!.app);
      const member = await registerAccount(servers[0]!.app);
      const call = (
        server: number,
        token: string,
        method: 'GET' | 'POST' | 'DELETE',
        url: string,
        payload?: object,
        headers = {},
      ) =>
        servers[server]!.app.inject({
          method,
          url,
          headers: { ...bearer(token), ...headers },
          ...(payload ? { payload } : {}),
        });
      const made = await call(0, owner.token, 'POST', '/api/teams', { name: 'Two machines' });
      const teamId = made.json().team.teamId as string;
      const invited = await call(0, owner.token, 'POST', `/api/teams/${teamId}/invites`, {
        email: member.account.email,
        role: 'member',
      });
      const token = new URL(invited.json().invite.inviteUrl as string).searchParams.get('token')!;
      expect(
        (await call(1, member.token, 'POST', '/api/team-invites/accept', { token })).statusCode,
      ).toBe(200);
      const asTeam = { [TEAM_HEADER]: teamId };
      expect(
        (await call(1, member.token, 'GET', '/api/user-credits', undefined, asTeam)).statusCode,
      ).toBe(200);
      const removed = await call(
        0,
        owner.token,
        'DELETE',
        `/api/teams/${teamId}/members/${member.user.id}`,
      );
      expect(removed.statusCode).toBe(200);
      const refused = await call(1, member.token, 'GET', '/api/user-credits', undefined, asTeam);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(TeamMessage.notMember);
    });
  },
);
