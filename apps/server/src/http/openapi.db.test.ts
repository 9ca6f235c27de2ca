import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app';

describe('API documentation', () => {
  const testApp = useTestApp();

  it('generates OpenAPI from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const health = document.paths['/api/health'].get;
    expect(Object.keys(health.responses).sort()).toEqual(['200', '503']);
    expect(health.responses['200'].content['application/json'].schema.properties.db.enum).toEqual([
      'ok',
      'down',
    ]);
  });

  it('serves a browsable page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger-ui');
  });
});
