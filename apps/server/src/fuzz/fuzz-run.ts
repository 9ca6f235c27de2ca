import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { problemsOf } from './answer-problems';
import { fuzzRequest, type FuzzRequest, type Tokens } from './fuzz-requests';
import { operationsOf, type Operation } from './openapi-operations';
import type { FuzzFixtures } from './plausible-values';
import { createRandom } from './random';

export interface FuzzFailure {
  index: number;
  request: FuzzRequest;
  statusCode: number;
  body: string;
  problems: string[];
}

export interface FuzzReport {
  seed: number;
  requests: number;
  /** Answers per status class: "2xx", "3xx", "4xx", "5xx". */
  byClass: Record<string, number>;
  /** Answers per route and status class. */
  byRoute: Record<string, Record<string, number>>;
  serverErrors: number;
  failures: FuzzFailure[];
}

export interface FuzzOptions {
  app: FastifyInstance;
  fixtures: FuzzFixtures;
  tokens: Tokens;
  seed: number;
  requests: number;
}

/**
 * Sends `requests` generated requests, spread evenly over every route of the OpenAPI document, and
 * checks each answer. Requests go one at a time, so a run is the same sequence for the same seed.
 */
export async function runFuzz({
  app,
  fixtures,
  tokens,
  seed,
  requests,
}: FuzzOptions): Promise<FuzzReport> {
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const operations = operationsOf(document);
  const random = createRandom(seed);
  const report: FuzzReport = {
    seed,
    requests: 0,
    byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
    byRoute: {},
    serverErrors: 0,
    failures: [],
  };
  for (let index = 0; index < requests; index += 1) {
    const operation = operations[index % operations.length];
    if (!operation) break;
    const request = fuzzRequest(operation, random, fixtures, tokens);
    let response: LightMyRequestResponse;
    try {
      response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
        remoteAddress: request.remoteAddress,
      });
    } catch (error) {
      // No answer at all is a failure too (the app threw past its error handler, or hung up).
      const problem = `no answer: ${error instanceof Error ? error.message : String(error)}`;
      report.requests += 1;
      report.failures.push({ index, request, statusCode: 0, body: '', problems: [problem] });
      continue;
    }
    const statusClass = `${Math.floor(response.statusCode / 100)}xx`;
    report.requests += 1;
    report.byClass[statusClass] = (report.byClass[statusClass] ?? 0) + 1;
    const route = (report.byRoute[request.route] ??= {});
    route[statusClass] = (route[statusClass] ?? 0) + 1;
    if (response.statusCode >= 500) report.serverErrors += 1;
    const answer = {
      statusCode: response.statusCode,
      headers: response.headers,
      body: response.body,
    };
    const problems = problemsOf(request, answer);
    if (
      asDocumented(request, operation) &&
      !operation.statuses.includes(String(response.statusCode))
    ) {
      problems.push(`answered ${response.statusCode}, which the API document does not list`);
    }
    if (problems.length) {
      report.failures.push({
        index,
        request,
        statusCode: response.statusCode,
        body: response.body,
        problems,
      });
    }
    adoptNewToken(response.body, tokens);
  }
  return report;
}

/** A dot segment, which the address resolves away (`%2e` is a dot too), leaving another path. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * Whether the request is its operation's, as the document lists it: one sent with another method,
 * or with a dot segment that takes it to another path, is for no operation. A HEAD is its GET
 * without the body, held to GET's list.
 */
function asDocumented(request: FuzzRequest, operation: Operation): boolean {
  const sameMethod =
    request.method === operation.method ||
    (request.method === 'HEAD' && operation.method === 'GET');
  const segments = request.url.split('?')[0]!.split('/');
  return sameMethod && !segments.some((segment) => DOT_SEGMENT.test(segment));
}

/** A username change re-issues the sign-in token; later requests sign in with the new one. */
function adoptNewToken(body: string, tokens: Tokens): void {
  if (!body.includes('"newToken"')) return;
  try {
    const { newToken } = JSON.parse(body) as { newToken?: unknown };
    if (typeof newToken === 'string') tokens.valid = newToken;
  } catch {
    // Not JSON: nothing to adopt.
  }
}

/** The counts and the first failures, as the command line and the test print them. */
export function formatReport(report: FuzzReport, label: string, maxFailures = 10): string {
  const lines = [
    `fuzz on ${label}: ${report.requests} requests, seed ${report.seed} (FUZZ_SEED=${report.seed} repeats this run)`,
    `  by status class: ${Object.entries(report.byClass)
      .map(([statusClass, count]) => `${statusClass} ${count}`)
      .join(', ')}`,
    `  5xx answers: ${report.serverErrors}`,
    `  failures: ${report.failures.length}`,
    '  by route:',
    ...Object.entries(report.byRoute)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([route, counts]) =>
          `    ${route.padEnd(48)} ${Object.entries(counts)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([statusClass, count]) => `${statusClass} ${count}`)
            .join(', ')}`,
      ),
  ];
  for (const failure of report.failures.slice(0, maxFailures)) {
    lines.push(
      `  ✗ #${failure.index} ${failure.request.method} ${truncate(failure.request.url, 200)} → ${failure.statusCode}`,
      `      ${failure.problems.join('; ')}`,
      `      mutations: ${failure.request.mutations.join(', ')}`,
      `      headers: ${truncate(JSON.stringify(failure.request.headers), 200)}`,
      `      payload: ${truncate(JSON.stringify(failure.request.payload ?? null), 200)}`,
      `      answer: ${truncate(failure.body, 300)}`,
    );
  }
  if (report.failures.length > maxFailures) {
    lines.push(`  … and ${report.failures.length - maxFailures} more failures`);
  }
  return lines.join('\n');
}

function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
}
