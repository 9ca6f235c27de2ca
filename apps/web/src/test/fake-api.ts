import type { PublicConfig, UserProfile } from '@frameshop/contract';
import { vi } from 'vitest';

export const testUser: UserProfile = {
  id: '8a4f2c1e-5b7d-4e0a-9c3b-1d2e3f4a5b6c',
  username: 'maya',
  email: 'maya@example.com',
  actualName: 'Maya Lin',
  phoneNumber: '+15551234567',
  countryCode: '+1',
  EmpFeild: 'Agency',
  profilePicture: '',
  isGoogleUser: false,
  googleOnly: false,
  role: 'user',
  credits: 1250,
  profileIncomplete: false,
  likedTemplates: [],
  purchasedTemplates: [],
  cart: [],
  paymentHistory: [],
  creditPurchaseHistory: [],
  createdAt: '2025-03-14T09:30:00.000Z',
};

/** The test user with some fields replaced, e.g. a social sign-in user with a blank phone. */
export function userWith(changes: Partial<UserProfile>): UserProfile {
  return { ...testUser, ...changes };
}

/** A valid /api/public-config answer: no Google, no dev mailbox, no trackers, unless overridden. */
export function publicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    publicUrl: 'https://frameshop.example',
    googleClientId: null,
    devMailbox: false,
    phoneVerification: true,
    supportEmail: null,
    contactForm: true,
    taxInvoices: false,
    payments: { provider: 'sandbox', checkoutUrl: null },
    developers: { keyRequestsPerMinute: 600, webhookRetryDelaysSeconds: [5, 300, 1800] },
    batches: { maxRows: 500, maxRunningPerUser: 2 },
    analytics: {
      googleAnalyticsId: null,
      googleTagManagerId: null,
      metaPixelId: null,
      hotjarId: null,
    },
    ...overrides,
  };
}

type Handler = (request: Request) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * With `WEB_TEST_API_DELAY_MS=150`, each answer waits a random time up to that many ms before it
 * arrives, so answers come in another order than they were asked for, as on a slow network or a
 * busy machine: a test that passes in one order only is waiting for the wrong thing. Tests on a
 * fake clock are answered at once.
 */
const apiDelayMs = Number(process.env.WEB_TEST_API_DELAY_MS ?? 0);

async function networkDelay(): Promise<void> {
  if (!apiDelayMs || vi.isFakeTimers()) return;
  await new Promise((resolve) => setTimeout(resolve, Math.random() * apiDelayMs));
}

/**
 * Replaces `fetch`, the app's network boundary, with a handler per "METHOD /path". Unknown calls
 * answer the server's 404 body, as the real API does for a route it lacks.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = handlers[key];
    const response = handler
      ? await handler(request)
      : json(404, { error: `Route ${key} not found`, code: 'NOT_FOUND' });
    await networkDelay();
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A profile endpoint that knows the test user. */
export function stubSignedInApi() {
  return stubApi({ 'GET /api/profile': () => json(200, testUser) });
}

/** The JSON bodies sent to "METHOD /path", in call order. */
export async function sentBodies(
  fetchMock: ReturnType<typeof stubApi>,
  key: string,
): Promise<unknown[]> {
  const bodies: unknown[] = [];
  for (const [input, init] of fetchMock.mock.calls) {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    if (`${request.method} ${new URL(request.url).pathname}` !== key) continue;
    bodies.push(JSON.parse(await request.text()) as unknown);
  }
  return bodies;
}
