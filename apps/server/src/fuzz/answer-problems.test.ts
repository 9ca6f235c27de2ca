import { describe, expect, it } from 'vitest';
import { problemsOf, type Answer } from './answer-problems';
import type { FuzzRequest } from './fuzz-requests';
import { createRandom } from './random';

const request = (overrides: Partial<FuzzRequest> = {}): FuzzRequest => ({
  route: 'GET /api/templates',
  method: 'GET',
  url: '/api/templates',
  headers: {},
  remoteAddress: '198.18.0.1',
  mutations: [],
  ...overrides,
});

const json = (statusCode: number, body: unknown): Answer => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

describe('the fuzzer’s checks of an answer', () => {
  it('passes the store’s error body', () => {
    expect(
      problemsOf(request(), json(400, { error: 'q must be text', code: 'VALIDATION_FAILED' })),
    ).toEqual([]);
  });

  it.each([
    [json(500, { error: 'Something went wrong', code: 'INTERNAL' }), 'answered 500'],
    [
      json(400, { error: 'Bad Request', message: 'x', statusCode: 400 }),
      'error answer has no "code"',
    ],
    [{ statusCode: 431, headers: {}, body: '' }, 'error answer is untyped, not JSON'],
    [json(400, { error: 'x', code: 'FST_ERR_BAD_URL' }), 'names a library: "FST_ERR_BAD_URL"'],
    [
      json(400, {
        error: 'Invalid input: expected string, received number',
        code: 'VALIDATION_FAILED',
      }),
      'names zod\'s default wording: "Invalid input"',
    ],
    [
      json(404, { error: 'ENOENT /srv/app/data/media/x.mp4', code: 'NOT_FOUND' }),
      'names a file path: "/srv/app/data/media/x.mp4"',
    ],
    [
      json(400, { error: 'invalid byte sequence for encoding "UTF8": 0x00', code: 'BAD_REQUEST' }),
      'names SQL: "invalid byte sequence"',
    ],
  ])('flags %j', (answer, problem) => {
    expect(problemsOf(request(), answer)).toContain(problem);
  });

  it('does not count the request’s own words, echoed back, as a leak', () => {
    const echoed = request({ method: 'DELETE', url: '/api/fastify%20select%20x%20from%20y' });
    const answer = json(404, {
      error: 'There is no endpoint at DELETE /api/fastify select x from y.',
      code: 'NOT_FOUND',
    });
    expect(problemsOf(echoed, answer)).toEqual([]);
  });

  it('flags a success for a request that put a control character into a text field', () => {
    const sneaky = request({ url: '/api/templates?q=a%00b', controlCharacterIn: 'query.q' });
    expect(problemsOf(sneaky, json(200, { items: [] }))).toEqual([
      'accepted a control character in query.q',
    ]);
  });
});

describe('the fuzzer’s random numbers', () => {
  it('repeat for the same seed', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.int(0, 1000));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });
});
