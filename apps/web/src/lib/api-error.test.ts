import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { FailureAdvice, failureAdvice } from './api-error';

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
