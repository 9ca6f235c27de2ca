import { describe, expect, it } from 'vitest';
import { insertAdmin, insertUser, sessionTokenOf } from '../test-support/admin-fixture';
import { useTestApp } from '../test-support/test-app';

type Operations = Record<string, { responses: Record<string, unknown> }>;

describe('a path parameter of 300 characters', () => {
  const testApp = useTestApp();

  it('reaches the route, which answers as the API document says and names the field', async () => {
    const { app, database } = testApp;
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Operations>;
    }>();
    const session = await sessionTokenOf(await insertUser(database.db));
    const admin = await insertAdmin(app, database.db);
    const answered: string[] = [];
    const outsideDocument: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.includes('{')) continue;
      for (const [method, { responses }] of Object.entries(operations)) {
        const token = path.startsWith('/api/admin/') ? admin.token : session;
        const response = await app.inject({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{\w+\}/g, 'x'.repeat(300)),
          headers: { authorization: `Bearer ${token}` },
          ...(['get', 'head'].includes(method) ? {} : { payload: {} }),
        });
        const answer = `${method.toUpperCase()} ${path} ${response.statusCode}`;
        if (!responses[String(response.statusCode)]) outsideDocument.push(answer);
        const named = response.statusCode === 400 && /^params\.\w+: /.test(response.json().error);
        answered.push(named ? `${answer} params` : answer);
      }
    }
    expect(outsideDocument).toEqual([]);
    // The router turned these away as 414, URI_TOO_LONG, which the document did not list.
    expect(answered.filter((answer) => /^(PUT|DELETE) /.test(answer))).toEqual([
      'DELETE /api/unlike-template/{templateId} 400 params',
      'DELETE /api/cart/{templateId} 400 params',
      'PUT /api/admin/credit-packs/{packId} 400 params',
      'DELETE /api/teams/{teamId}/invites/{inviteId} 400 params',
      'DELETE /api/teams/{teamId}/members/{userId} 400 params',
      'DELETE /api/keys/{keyId} 400 params',
      'DELETE /api/uploads/{uploadId} 400 params',
      'DELETE /api/brand-kit/fonts/{fontId} 400 params',
      'DELETE /api/brand-kit/logos/{logoId} 400 params',
      'PUT /api/drafts/{templateId} 400 params',
      'PUT /api/admin/catalogue/templates/{templateId} 400 params',
      'DELETE /api/admin/catalogue/templates/{templateId} 400 params',
      'PUT /api/admin/catalogue/templates/{templateId}/scene 400 params',
      'PUT /api/admin/catalogue/templates/{templateId}/media/{role} 400 params',
      'DELETE /api/admin/catalogue/templates/{templateId}/media/{role}/multipart 400 params',
      'DELETE /api/webhooks/{endpointId} 400 params',
    ]);
  });
});
