import { catalogueEndpoints, ErrorCode, ErrorMessage, otpEndpoints } from '@frameshop/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, callEndpoint } from './api-client';
import { ApiError } from './api-error';
import { tokenStore } from './token-store';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url, init, headers: new Headers(init?.headers) };
}

describe('apiRequest', () => {
  it('sends JSON with the bearer token from the token store and returns the parsed answer', async () => {
    tokenStore.save('secret-token', false);
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));

    await expect(apiRequest('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });

    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('keeps an Authorization header the caller brings (the admin token)', async () => {
    tokenStore.save('secret-token', false);
    fetchMock.mockResolvedValue(jsonResponse(200, {}));

    await apiRequest('/api/admin/users', { headers: { Authorization: 'Bearer admin-token' } });

    expect(lastRequest().headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('sends no Authorization header when signed out, and no body for a GET', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));

    await apiRequest('/api/templates');

    const { init, headers } = lastRequest();
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('turns the server error body into an ApiError with status, code, message and details', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(402, {
        error: 'Not enough credits',
        code: 'INSUFFICIENT_CREDITS',
        creditsRequired: 49,
        userCredits: 10,
      }),
    );

    const error = await failure(apiRequest('/api/download-template', { method: 'POST', body: {} }));

    expect(error.status).toBe(402);
    expect(error.code).toBe('INSUFFICIENT_CREDITS');
    expect(error.message).toBe('Not enough credits');
    expect(error.details).toEqual({ creditsRequired: 49, userCredits: 10 });
    expect(error.fromServer).toBe(true);
  });

  it('maps an error without our JSON body (a proxy page) to a code derived from the status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await failure(apiRequest('/api/profile'));

    expect(error.status).toBe(502);
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toBe(ErrorMessage.internal);
    // Our words, not the server's: screens may prefer their own fallback.
    expect(error.fromServer).toBe(false);
  });

  it('maps a 404 without a body to NOT_FOUND', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 404 }));

    const error = await failure(apiRequest('/api/nowhere'));

    expect(error.status).toBe(404);
    expect(error.code).toBe('NOT_FOUND');
  });

  it('turns a network failure into a NETWORK ApiError with the shared message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await failure(apiRequest('/api/profile'));

    expect(error.status).toBe(0);
    expect(error.code).toBe(ErrorCode.Network);
    expect(error.message).toBe(ErrorMessage.network);
  });

  it('lets a cancelled request reject as an abort, not as a network error', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));

    await expect(apiRequest('/api/profile')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('validates the answer with the given schema', async () => {
    const schema = {
      parse(data: unknown) {
        if (typeof (data as { credits?: unknown }).credits !== 'number') throw new Error('bad');
        return data as { credits: number };
      },
    };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { credits: 5 }));
    await expect(apiRequest('/api/user-credits', { schema })).resolves.toEqual({ credits: 5 });

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { credits: 'five' }));
    const error = await failure(apiRequest('/api/user-credits', { schema }));
    expect(error.code).toBe(ErrorCode.InvalidResponse);
    expect(error.message).toBe(ErrorMessage.invalidResponse);
    expect(ErrorMessage.invalidResponse).toBe('Invalid response from server');
  });

  it('loads a schema given as a loader when the answer arrives, and checks with it', async () => {
    const load = vi.fn(async () => ({
      parse(data: unknown) {
        if (typeof (data as { credits?: unknown }).credits !== 'number') throw new Error('bad');
        return data as { credits: number };
      },
    }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { credits: 5 }));
    await expect(apiRequest('/api/user-credits', { schema: load })).resolves.toEqual({
      credits: 5,
    });
    expect(load).toHaveBeenCalledOnce();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { credits: 'five' }));
    expect((await failure(apiRequest('/api/user-credits', { schema: load }))).code).toBe(
      ErrorCode.InvalidResponse,
    );
  });

  it('treats a schema that cannot be loaded as a lost connection', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { credits: 5 }));
    const schema = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const error = await failure(apiRequest('/api/user-credits', { schema }));
    expect(error.code).toBe(ErrorCode.Network);
    expect(error.message).toBe(ErrorMessage.network);
  });

  it('rejects a success answer that is not JSON', async () => {
    fetchMock.mockResolvedValue(
      new Response('<!doctype html><p>SPA fallback</p>', { status: 200 }),
    );

    const error = await failure(apiRequest('/api/profile'));

    expect(error.code).toBe(ErrorCode.InvalidResponse);
  });

  it('returns undefined for an empty success answer (204)', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(
      apiRequest('/api/unlike-template/1', { method: 'DELETE' }),
    ).resolves.toBeUndefined();
  });
});

describe('callEndpoint', () => {
  it('takes the method and path from the contract entry, filling its parameters and query', async () => {
    const page = { items: [], nextOffset: null };
    fetchMock.mockResolvedValue(jsonResponse(200, page));

    await expect(
      callEndpoint(catalogueEndpoints.templateSuggestions, {
        params: { templateId: '12 3' },
        query: new URLSearchParams({ offset: '8', limit: '8' }),
      }),
    ).resolves.toEqual(page);

    const { url, init } = lastRequest();
    expect(url).toBe('/api/template/12%203/suggestions?offset=8&limit=8');
    expect(init?.method).toBe('GET');
  });

  it("sends the body and checks the answer with the entry's success schema", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Sent' }));

    const error = await failure(
      callEndpoint(otpEndpoints.sendEmailOtp, {
        body: { email: 'a@example.com', purpose: 'reset' },
      }),
    );

    expect(error.code).toBe(ErrorCode.InvalidResponse);
    const { url, init } = lastRequest();
    expect(url).toBe('/api/send-email-otp');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@example.com","purpose":"reset"}');
  });

  it('sends the extra headers given, such as an Idempotency-Key', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Sent' }));

    await failure(
      callEndpoint(otpEndpoints.sendEmailOtp, {
        body: { email: 'a@example.com', purpose: 'reset' },
        headers: { 'idempotency-key': 'key-1' },
      }),
    );

    const { headers } = lastRequest();
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('Content-Type')).toBe('application/json');
  });
});
