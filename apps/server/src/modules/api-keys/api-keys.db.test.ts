import {
  API_KEY_PATTERN,
  API_KEYS_PER_ACCOUNT,
  ApiKeyMessage,
  ErrorCode,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@frameshop/contract';
import { createCanvas } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, idempotentRequests, uploads } from '../../db/schema';
import { bearer, registerAccount } from '../../test-support/accounts-fixture';
import { multipartBody, postUpload, uploadDataDir } from '../../test-support/upload-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { UNKNOWN_KEYS_PER_ADDRESS } from './api-key-access';
import { apiKeysPersonalData } from './api-keys-personal-data';
import { apiKeyHash } from './key-secret';

function photo(colour: string): Buffer {
  const canvas = createCanvas(24, 16);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, 24, 16);
  return canvas.toBuffer('image/png');
}

describe(`API keys on ${testEngine}`, () => {
  const files = uploadDataDir();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: files.env });
  });
  afterAll(() => testApp?.close());

  type Method = 'GET' | 'POST' | 'DELETE';
  const call = (credential: string, method: Method, url: string, body?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: bearer(credential),
      ...(body === undefined ? {} : { payload: body }),
    });
  const makeKey = async (token: string, scopes: ApiKeyScope[], name = 'Shop sync') => {
    const made = await call(token, 'POST', '/api/keys', { name, scopes });
    expect(made.statusCode).toBe(201);
    return made.json() as CreatedApiKey;
  };
  const keyRows = (userId: string) =>
    testApp.database.db.select().from(apiKeys).where(eq(apiKeys.userId, userId));

  it('makes a key shown once, lists it masked, keeps only its hash, and revokes it', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const made = await makeKey(token, ['create', 'read', 'read']);
    expect(made).toEqual({
      keyId: expect.any(String),
      key: expect.stringMatching(API_KEY_PATTERN),
      name: 'Shop sync',
      scopes: ['read', 'create'],
      createdAt: expect.any(String),
    });
    const listed = await call(token, 'GET', '/api/keys');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      keys: [
        {
          keyId: made.keyId,
          name: 'Shop sync',
          scopes: ['read', 'create'],
          maskedKey: `fs_live_…${made.key.slice(-4)}`,
          createdAt: made.createdAt,
          lastUsedAt: null,
        },
      ],
      limit: API_KEYS_PER_ACCOUNT,
    });
    expect(listed.body).not.toContain(made.key);

    const [row] = await keyRows(user.id);
    expect(row!.keyHash).toBe(apiKeyHash(made.key));
    expect(JSON.stringify(row)).not.toContain(made.key.slice('fs_live_'.length));

    expect((await call(made.key, 'GET', '/api/uploads')).statusCode).toBe(200);
    const revoked = await call(token, 'DELETE', `/api/keys/${made.keyId}`);
    expect(revoked.json()).toEqual({ revoked: true });
    const after = await call(made.key, 'GET', '/api/uploads');
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe(ApiKeyMessage.unknownKey);
    expect((await call(token, 'GET', '/api/keys')).json().keys).toEqual([]);
    // Revoked already, or someone else's: the same answer.
    expect((await call(token, 'DELETE', `/api/keys/${made.keyId}`)).statusCode).toBe(404);
    expect((await call(token, 'DELETE', '/api/keys/not-a-key')).statusCode).toBe(404);
  });

  it('refuses an eleventh key by naming the limit, and a key with no name or no scope', async () => {
    const { token } = await registerAccount(testApp.app);
    await Promise.all(
      Array.from({ length: API_KEYS_PER_ACCOUNT }, (_, n) => makeKey(token, ['read'], `Key ${n}`)),
    );
    const eleventh = await call(token, 'POST', '/api/keys', { name: 'One more', scopes: ['read'] });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({ error: ApiKeyMessage.tooMany, limit: 10 });
    expect(eleventh.json().error).toContain('at most 10 keys');
    expect((await call(token, 'GET', '/api/keys')).json().keys).toHaveLength(10);

    const nameless = await call(token, 'POST', '/api/keys', { name: '  ', scopes: ['read'] });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().error).toContain(ApiKeyMessage.nameRequired);
    const scopeless = await call(token, 'POST', '/api/keys', { name: 'x', scopes: [] });
    expect(scopeless.json().error).toContain(ApiKeyMessage.scopesRequired);
  });

  it('answers a read route with a key as it answers the session', async () => {
    const { token } = await registerAccount(testApp.app);
    expect((await postUpload(testApp.app, token, photo('#c53'), 'a.png')).statusCode).toBe(201);
    const { key } = await makeKey(token, ['read']);
    for (const url of ['/api/uploads', '/api/user-credits', '/api/user-generated-videos']) {
      const bySession = await call(token, 'GET', url);
      const byKey = await call(key, 'GET', url);
      expect(byKey.statusCode, url).toBe(200);
      // Signed links carry their own expiry and signature: the same upload, the same fields.
      expect(stripSignatures(byKey.json()), url).toEqual(stripSignatures(bySession.json()));
    }
  });

  it('refuses each call outside the key, naming why', async () => {
    const { token } = await registerAccount(testApp.app);
    const reader = (await makeKey(token, ['read'])).key;
    const maker = (await makeKey(token, ['create'])).key;

    const render = await call(reader, 'POST', '/api/renders', {});
    expect(render.statusCode).toBe(403);
    expect(render.json()).toMatchObject({
      code: ErrorCode.Forbidden,
      error: ApiKeyMessage.missingScope('create'),
    });
    expect(render.json().error).toMatch(/^This key has no create scope/);
    const exportOrder = await call(reader, 'POST', '/api/scene-exports', {});
    expect(exportOrder.json().error).toBe(ApiKeyMessage.missingScope('create'));
    const listing = await call(maker, 'GET', '/api/uploads');
    expect(listing.statusCode).toBe(403);
    expect(listing.json().error).toBe(ApiKeyMessage.missingScope('read'));

    // Account, payments, the dashboard and keys themselves: never a key, whatever its scopes.
    const sessionOnly: [Method, string, object?][] = [
      ['GET', '/api/keys'],
      ['POST', '/api/keys', { name: 'Another', scopes: ['read'] }],
      ['GET', '/api/profile'],
      ['POST', '/api/account/password', { currentPassword: 'x', newPassword: 'y' }],
      ['POST', '/api/account/close', { password: 'x' }],
      ['POST', '/api/create-razorpay-order', {}],
      ['GET', '/api/admin/users'],
      ['GET', '/api/purchases'],
    ];
    for (const [method, url, body] of sessionOnly) {
      for (const key of [reader, maker]) {
        const refused = await call(key, method, url, body);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json().error, `${method} ${url}`).toBe(ApiKeyMessage.notForKeys);
      }
    }
    expect((await call(token, 'GET', '/api/keys')).json().keys).toHaveLength(2);

    for (const unknown of [`fs_live_${'A'.repeat(43)}`, 'fs_live_short']) {
      const refused = await call(unknown, 'GET', '/api/uploads');
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toBe(ApiKeyMessage.unknownKey);
      // Unknown is unknown, even where keys are not taken.
      expect((await call(unknown, 'GET', '/api/profile')).statusCode).toBe(401);
    }
  });

  it('writes a key’s last use once a minute, not per request', async () => {
    const { token, user } = await registerAccount(testApp.app);
    const { key } = await makeKey(token, ['read']);
    await call(key, 'GET', '/api/uploads');
    const [first] = await keyRows(user.id);
    expect(first!.lastUsedAt).toBeInstanceOf(Date);
    await call(key, 'GET', '/api/uploads');
    const [second] = await keyRows(user.id);
    expect(second!.lastUsedAt).toEqual(first!.lastUsedAt);
    const listed = (await call(token, 'GET', '/api/keys')).json().keys[0];
    expect(listed.lastUsedAt).toBe(first!.lastUsedAt!.toISOString());
  });

  it('revokes every key when the password changes', async () => {
    const { token, user, account } = await registerAccount(testApp.app);
    const { key } = await makeKey(token, ['read']);
    const changed = await call(token, 'POST', '/api/account/password', {
      currentPassword: account.password,
      newPassword: `${account.password}-new`,
    });
    expect(changed.statusCode).toBe(200);
    expect(await keyRows(user.id)).toEqual([]);
    expect((await call(key, 'GET', '/api/uploads')).statusCode).toBe(401);
  });

  it('revokes every key when the account closes', async () => {
    const { token, user, account } = await registerAccount(testApp.app);
    const { key } = await makeKey(token, ['read', 'create']);
    const closed = await call(token, 'POST', '/api/account/close', { password: account.password });
    expect(closed.statusCode).toBe(200);
    expect(await keyRows(user.id)).toEqual([]);
    expect((await call(key, 'GET', '/api/uploads')).statusCode).toBe(401);
  });

  it("lists the keys in the account's data, without their secrets", async () => {
    const { token, user } = await registerAccount(testApp.app);
    const made = await makeKey(token, ['read'], 'Birthday cards');
    const exported = await testApp.database.db.transaction((tx) =>
      apiKeysPersonalData.exportData!(tx, user.id, { add: () => null }),
    );
    expect(exported).toEqual({
      apiKeys: [
        {
          name: 'Birthday cards',
          scopes: ['read'],
          createdAt: new Date(made.createdAt),
          lastUsedAt: null,
        },
      ],
    });
    const [row] = await keyRows(user.id);
    const text = JSON.stringify(exported);
    expect(text).not.toContain(row!.keyHash);
    expect(text).not.toContain(row!.lastFour);
  });

  it("answers an upload's retry with its first upload, and the key with other bytes 422", async () => {
    const { token, user } = await registerAccount(testApp.app);
    const { key } = await makeKey(token, ['read', 'create']);
    const send = (content: Buffer, idempotencyKey: string) => {
      const { payload, headers } = multipartBody([{ fileName: 'p.png', content }]);
      return testApp.app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload,
        headers: { ...headers, ...bearer(key), 'idempotency-key': idempotencyKey },
      });
    };
    const picture = photo('#3a6');
    const first = await send(picture, 'upload-0001');
    expect(first.statusCode).toBe(201);
    const retry = await send(picture, 'upload-0001');
    expect(retry.statusCode).toBe(201);
    expect(retry.json().uploadId).toBe(first.json().uploadId);
    expect(retry.json().alreadyUploaded).toBe(false);

    const other = await send(photo('#36a'), 'upload-0001');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe(ErrorCode.IdempotencyKeyReused);
    const kept = await testApp.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.userId, user.id));
    expect(kept.map((upload) => upload.id)).toEqual([first.json().uploadId]);

    // The same bytes under a new key: the upload already kept, remembered for that key too.
    const again = await send(picture, 'upload-0002');
    expect(again.statusCode).toBe(200);
    expect(again.json().uploadId).toBe(first.json().uploadId);
    const remembered = await testApp.database.db
      .select()
      .from(idempotentRequests)
      .where(eq(idempotentRequests.userId, user.id));
    expect(remembered.map((request) => request.key).sort()).toEqual(['upload-0001', 'upload-0002']);
  });
});

describe(`a key's rate limit on ${testEngine}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { API_KEY_RATE_LIMIT: '3' } });
  });
  afterAll(() => testApp?.close());

  it('counts each key by itself and answers RateLimit-* and Retry-After past it', async () => {
    const { token } = await registerAccount(testApp.app);
    const make = async () =>
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/keys',
          headers: bearer(token),
          payload: { name: 'Busy', scopes: ['read'] },
        })
      ).json() as CreatedApiKey;
    const [busy, quiet] = [await make(), await make()];
    const get = (key: string) =>
      testApp.app.inject({ method: 'GET', url: '/api/uploads', headers: bearer(key) });
    const answers = [];
    for (let n = 0; n < 4; n += 1) answers.push(await get(busy.key));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers.map((answer) => answer.headers['ratelimit-remaining'])).toEqual([
      '2',
      '1',
      '0',
      '0',
    ]);
    const refused = answers[3]!;
    expect(refused.headers['ratelimit-limit']).toBe('3');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(refused.json().code).toBe(ErrorCode.RateLimited);
    expect(refused.json().error).toMatch(/^Too many requests with this key/);
    // Another key of the same account, and the session, are not held back.
    expect((await get(quiet.key)).statusCode).toBe(200);
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/uploads',
      headers: bearer(token),
    });
    expect(session.statusCode).toBe(200);
    expect(session.headers['ratelimit-limit']).toBeUndefined();
  });
});

describe(`unknown keys on ${testEngine}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it('answers an address 429 once it sent too many unknown keys, and no other address', async () => {
    const { token } = await registerAccount(testApp.app);
    const get = (key: string, remoteAddress: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/uploads',
        headers: bearer(key),
        remoteAddress,
      });
    const guess = (n: number) => `fs_live_${String(n).padStart(43, 'A')}`;
    const statuses = [];
    for (let n = 0; n <= UNKNOWN_KEYS_PER_ADDRESS; n += 1) {
      statuses.push((await get(guess(n), '203.0.113.40')).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(UNKNOWN_KEYS_PER_ADDRESS).fill(401), 429]);
    const refused = await get(guess(99), '203.0.113.40');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(ErrorCode.RateLimited);
    expect(refused.json().error).toMatch(/^Too many requests with keys that are not valid/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not held back, nor the session from the same one.
    expect((await get(guess(1), '198.51.100.40')).statusCode).toBe(401);
    expect((await get(token, '203.0.113.40')).statusCode).toBe(200);
  });
});

/** The answer with each signed link's query (expiry, signature) left out. */
function stripSignatures(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\?.*$/, '');
  if (Array.isArray(value)) return value.map(stripSignatures);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, child]) => [name, stripSignatures(child)]),
    );
  }
  return value;
}
