import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { FailureAdvice, failureAdvice, referenceOf } from './api-error';

/** The error the app's one API client raises for an answer (or for no answer at all). */
async function errorFor(answer: () => Promise<Response>): Promise<unknown> {
  vi.stubGlobal('fetch', vi.fn(answer));
  return apiRequest('/api/templates').then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
}

const answer =
  (status: number, body: string, type = 'application/json') =>
  () =>
    Promise.resolve(new Response(body, { status, headers: { 'Content-Type': type } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('failureAdvice', () => {
  it('asks to check the connection only when no answer came back', async () => {
    const error = await errorFor(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(failureAdvice(error)).toBe('Check your connection and try again.');
  });

  it.each([
    [
      'a server error with its error body',
      answer(500, '{"error":"Internal error","code":"INTERNAL"}'),
    ],
    ['a bare 500', answer(500, '')],
    ["a proxy's HTML 502", answer(502, '<html>Bad gateway</html>', 'text/html')],
    ['an answer that is not JSON', answer(200, '<html></html>', 'text/html')],
  ])('calls %s a problem on our side, not the connection', async (_case, respond) => {
    const advice = failureAdvice(await errorFor(respond));
    expect(advice).toBe('Something went wrong on our side. Please try again.');
    expect(advice).toBe(FailureAdvice.server);
    expect(advice).not.toMatch(/connection/i);
  });

  it("passes on the server's own words for a refusal such as a rate limit", async () => {
    const error = await errorFor(
      answer(429, '{"error":"Too many requests. Please wait a minute.","code":"RATE_LIMITED"}'),
    );
    expect(failureAdvice(error)).toBe('Too many requests. Please wait a minute.');
  });
});

describe('referenceOf', () => {
  it("is the request id the server's error body names, kept out of the details", async () => {
    const error = await errorFor(
      answer(
        409,
        '{"error":"Taken","code":"CONFLICT","requestId":"3f9c0a12b4d5e6f7","field":"email"}',
      ),
    );
    expect(referenceOf(error)).toBe('3f9c0a12b4d5e6f7');
    expect(error).toMatchObject({ details: { field: 'email' } });
    expect((error as { details: object }).details).not.toHaveProperty('requestId');
  });

  it("is the x-request-id header when a proxy's answer has no store body", async () => {
    const error = await errorFor(() =>
      Promise.resolve(
        new Response('<html>Bad gateway</html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html', 'X-Request-Id': 'edge-42' },
        }),
      ),
    );
    expect(referenceOf(error)).toBe('edge-42');
  });

  it('is nothing when no answer came, or the server named none', async () => {
    expect(
      referenceOf(await errorFor(() => Promise.reject(new TypeError('Failed to fetch')))),
    ).toBe(null);
    expect(referenceOf(await errorFor(answer(500, '')))).toBe(null);
    expect(referenceOf(new Error('not from the API'))).toBe(null);
  });
});
