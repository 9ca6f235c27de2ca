import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app';

interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: unknown;
}

/**
 * Every operation the API document says needs a token refuses a request without one (401) before
 * it looks at the body, so a visitor is told to sign in, not what is wrong with a body they have
 * no right to send.
 */
describe('a request without a token and with a bad body', () => {
  const testApp = useTestApp();

  it('is refused for the token (401) by every operation that needs one', async () => {
    const { app } = testApp;
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const answers: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const security = operation.security ?? [];
        const needsToken =
          security.length > 0 && security.every((requirement) => Object.keys(requirement).length);
        if (!needsToken || !operation.requestBody) continue;
        const response = await app.inject({
          method: method.toUpperCase() as 'POST',
          url: path.replace(/\{\w+\}/g, '1001'),
          // Valid JSON of the wrong shape: what a schema refuses, and no token refuses first.
          payload: '[1]',
          headers: { 'content-type': 'application/json' },
        });
        answers.push(`${method.toUpperCase()} ${path} ${response.statusCode}`);
      }
    }
    expect(answers.length).toBeGreaterThan(40);
    expect(answers.filter((answer) => !answer.endsWith(' 401'))).toEqual([]);
  });
});
