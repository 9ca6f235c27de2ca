import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app';

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}

interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

/** Every schema in the document that is nullable and an enum. */
function nullableEnums(value: unknown, found: { enum: unknown[] }[] = []) {
  if (value === null || typeof value !== 'object') return found;
  const schema = value as { nullable?: boolean; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum)) found.push({ enum: schema.enum });
  for (const child of Object.values(value)) nullableEnums(child, found);
  return found;
}

describe('API documentation', () => {
  const testApp = useTestApp({ env: { PUBLIC_URL: 'https://frameshop.example' } });
  let cached: Document | undefined;
  const apiDocument = async (): Promise<Document> => {
    if (cached) return cached;
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    cached = response.json<Document>();
    return cached;
  };
  const operations = async () =>
    Object.entries((await apiDocument()).paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

  it('names a key scope as a scheme of its own (3.0 gives scopes to OAuth 2 alone), and a signed link needs nothing', async () => {
    const scoped = (await operations()).flatMap(({ path, method, operation }) =>
      (operation.security ?? [])
        .filter((requirement) => Object.values(requirement).some((scopes) => scopes.length > 0))
        .map(() => `${method} ${path}`),
    );
    expect(scoped).toEqual([]);
    const { paths } = await apiDocument();
    expect(paths['/api/batches']!.post!.security).toEqual([
      { bearerAuth: [] },
      { apiKeyCreate: [] },
    ]);
    // The archive's signed link (`archiveUrl`) opens it with no credentials, as /api/video-url's.
    expect(paths['/api/batches/{batchId}/archive']!.get!.security).toEqual([
      {},
      { bearerAuth: [] },
      { apiKeyRead: [] },
    ]);
  });

  it('generates OpenAPI from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const health = document.paths['/api/health'].get;
    expect(Object.keys(health.responses).sort()).toEqual(['200', '431', '500', '503']);
    expect(health.responses['200'].content['application/json'].schema.properties.db.enum).toEqual([
      'ok',
      'down',
    ]);
  });

  it('names the store as its server', async () => {
    expect((await apiDocument()).servers).toEqual([
      { url: 'https://frameshop.example', description: 'The store' },
    ]);
  });

  it('documents media under a named parameter, with the file’s own answers', async () => {
    const { paths } = await apiDocument();
    expect(Object.keys(paths).filter((path) => /\{\*\}|\*/.test(path))).toEqual([]);
    const media = paths['/media/{path}']!;
    expect(Object.keys(media).sort()).toEqual(['get', 'head']);
    expect(Object.keys(media.get!.responses)).toEqual(
      expect.arrayContaining(['200', '206', '304', '400', '403', '404', '416', '429', '503']),
    );
    expect(media.get!.responses['304']!.content).toBeUndefined();
    expect(media.get!.security).toEqual([]);
  });

  it('lets every nullable enum be null, so a default of null is one of its values', async () => {
    const found = nullableEnums((await apiDocument()).paths);
    expect(found.length).toBeGreaterThan(0);
    for (const schema of found) expect(schema.enum).toContain(null);
  });

  it('says of every operation whether it needs a token, and answers 401 when it does', async () => {
    for (const { path, method, operation } of await operations()) {
      const where = `${method} ${path}`;
      expect(operation.security, where).toBeInstanceOf(Array);
      const needsToken =
        operation.security!.length > 0 &&
        operation.security!.every((requirement) => Object.keys(requirement).length > 0);
      // Sign-in answers 401 too, for a wrong password, without needing a token.
      if (needsToken) expect(operation.responses, where).toHaveProperty('401');
    }
    const { paths } = await apiDocument();
    expect(paths['/api/templates']!.get!.security).toEqual([]);
    expect(paths['/api/profile']!.get!.security).toEqual([{ bearerAuth: [] }]);
  });

  it('adds the answers a route shares with others of its kind', async () => {
    const { paths } = await apiDocument();
    const statuses = (path: string, method = 'get') =>
      Object.keys(paths[path]![method]!.responses).sort();
    // A list: a bad limit, sort or cursor, the rate limit, a revalidation, too long a query, an outage.
    expect(statuses('/api/templates')).toEqual(['200', '304', '400', '429', '431', '500', '503']);
    // An item and its suggestions name a template that may not exist.
    expect(statuses('/api/template/{templateId}')).toContain('404');
    expect(statuses('/api/template/{templateId}/suggestions')).toContain('404');
    // Health probes are never rate-limited.
    expect(statuses('/api/health/live')).not.toContain('429');
    // An owner's call refuses an account that is not an admin.
    expect(statuses('/api/admin/users')).toEqual(expect.arrayContaining(['401', '403']));
  });

  it('lists what the fuzzer found routes answer: a reset code for no account, a changed price, bucket uploads on a store without a bucket', async () => {
    const { paths } = await apiDocument();
    expect(paths['/api/resend-email-otp']!.post!.responses).toHaveProperty('404');
    const multipart = '/api/admin/catalogue/templates/{templateId}/media/{role}/multipart';
    for (const [path, method] of [
      ['/api/download-template', 'post'],
      [`${multipart}/parts`, 'post'],
      [multipart, 'delete'],
    ] as const) {
      expect(paths[path]![method]!.responses, `${method} ${path}`).toHaveProperty('409');
    }
  });

  it('lists an upload’s file part and the Idempotency-Key header where retries are safe', async () => {
    const { paths } = await apiDocument();
    const upload = paths['/api/uploads']!.post as Operation & {
      requestBody?: { content: Record<string, { schema: unknown }> };
    };
    expect(upload.requestBody!.content).toEqual({
      'multipart/form-data': {
        schema: expect.objectContaining({
          properties: { file: expect.objectContaining({ type: 'string', format: 'binary' }) },
          required: ['file'],
        }),
      },
    });
    const takingKey = (await operations())
      .filter(({ operation }) =>
        (operation as { parameters?: { in: string; name: string }[] }).parameters?.some(
          (parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key',
        ),
      )
      .map(({ method, path }) => `${method} ${path}`);
    expect(takingKey.sort()).toEqual([
      'post /api/admin/users/{userId}/credits',
      'post /api/batches',
      'post /api/batches/{batchId}/retry',
      'post /api/checkout',
      'post /api/download-template',
      'post /api/purchase-template',
      'post /api/renders',
      'post /api/scene-exports',
      'post /api/uploads',
    ]);
  });

  it('gives every operation its own id', async () => {
    const ids = (await operations()).map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('serves a browsable page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger-ui');
  });
});
