import { createTestApp } from './test-app';

/**
 * The API document as `/api/docs/json` serves it, read from the real app on a fresh database
 * through `inject`: no server needs to be listening. `env` as the app's (PUBLIC_URL names the
 * document's server).
 */
export async function servedApiDocument(env: Record<string, string> = {}): Promise<string> {
  const testApp = await createTestApp({ env });
  try {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    if (response.statusCode !== 200) {
      throw new Error(`/api/docs/json answered ${response.statusCode}`);
    }
    return response.body;
  } finally {
    await testApp.close();
  }
}
