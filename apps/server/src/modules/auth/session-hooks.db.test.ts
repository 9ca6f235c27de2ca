import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test-support/accounts-fixture';
import { insertUser, sessionTokenOf } from '../../test-support/admin-fixture';
import { testSecrets } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { createSessionHooks, signedIn, tokenClaimsOf, viewerOf } from '.';

/** What each reader answers, or the error it throws, on a route of a scope under `hooks`' hook. */
const readers = {
  signedIn: (request: Parameters<typeof signedIn>[0]) => signedIn(request).user.id,
  viewerOf: (request: Parameters<typeof signedIn>[0]) => viewerOf(request)?.user.id ?? 'visitor',
  tokenClaimsOf: (request: Parameters<typeof signedIn>[0]) =>
    tokenClaimsOf(request)?.userId ?? 'no claims',
};

describe('session hooks', () => {
  let database: TestDatabase;
  let probe: FastifyInstance;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const user = await insertUser(database.db);
    token = await sessionTokenOf(user);
    userId = user.id;
    const hooks = createSessionHooks({ db: database.db, secrets: testSecrets });
    probe = Fastify();
    // The message of what went wrong, where the store's handler would answer 500 and log it.
    probe.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) =>
      reply.code(error.statusCode ?? 500).send({ message: error.message }),
    );
    const scopes = {
      none: () => {},
      requireSignIn: hooks.requireSignIn,
      optionalSignIn: hooks.optionalSignIn,
      tokenSignatureOnly: hooks.tokenSignatureOnly,
    };
    for (const [hook, install] of Object.entries(scopes)) {
      await probe.register(async (scope) => {
        install(scope);
        for (const [reader, read] of Object.entries(readers)) {
          scope.get(`/${hook}/${reader}`, async (request) => ({ answer: String(read(request)) }));
        }
      });
    }
    await probe.ready();
  });
  afterAll(async () => {
    await probe?.close();
    await database?.close();
  });

  const ask = (path: string, signedIn = true) =>
    probe.inject({ method: 'GET', url: path, headers: signedIn ? bearer(token) : {} });

  it('are read by the reader made for each', async () => {
    expect((await ask('/requireSignIn/signedIn')).json()).toEqual({ answer: userId });
    expect((await ask('/requireSignIn/signedIn', false)).statusCode).toBe(401);
    expect((await ask('/optionalSignIn/viewerOf')).json()).toEqual({ answer: userId });
    expect((await ask('/optionalSignIn/viewerOf', false)).json()).toEqual({ answer: 'visitor' });
    expect((await ask('/tokenSignatureOnly/tokenClaimsOf')).json()).toEqual({ answer: userId });
    expect((await ask('/tokenSignatureOnly/tokenClaimsOf', false)).json()).toEqual({
      answer: 'no claims',
    });
  });

  it('refuse a reader of another hook with the one to use, rather than answering 401', async () => {
    const underTokenOnly = await ask('/tokenSignatureOnly/signedIn');
    expect(underTokenOnly.statusCode).toBe(500);
    expect(underTokenOnly.json().message).toBe(
      'signedIn(request) reads what the requireSignIn session hook establishes, but this route ' +
        'is under tokenSignatureOnly: read it with tokenClaimsOf(request).',
    );
    const underOptional = await ask('/optionalSignIn/signedIn');
    expect(underOptional.json().message).toContain('read it with viewerOf(request)');
    const underRequired = await ask('/requireSignIn/tokenClaimsOf');
    expect(underRequired.json().message).toContain('read it with signedIn(request)');
    const underNone = await ask('/none/viewerOf');
    expect(underNone.json().message).toContain('has no session hook: add optionalSignIn');
  });

  it('are one to a scope: a second, even in a child scope, is refused when the app is built', async () => {
    const hooks = createSessionHooks({ db: database.db, secrets: testSecrets });
    const app = Fastify();
    const registering = app.register(async (scope) => {
      hooks.requireSignIn(scope);
      await scope.register(async (child) => hooks.tokenSignatureOnly(child));
    });
    await expect(registering).rejects.toThrow(
      'tokenSignatureOnly cannot be added to a scope that is under requireSignIn already',
    );
    await app.close();
  });
});
