import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { openApiPathOf } from '../http/openapi-route';

/**
 * The folder `npm test` names in this variable for the server suites: each process that runs test
 * apps writes there, once each, every method, route pattern and status its apps answered, for the
 * check that the API document lists them all (`api-document-check.ts`). Unset, nothing is recorded.
 */
export const ANSWERED_ROUTES_DIR = 'ANSWERED_ROUTES_DIR';

/** One answer as recorded: the route's pattern as registered (`/api/template/:templateId`). */
export interface AnsweredRoute {
  method: string;
  /** The route's pattern; for a request no documented route answered, its path. */
  route: string;
  status: number;
  /** The test file that first provoked it, to start from when it is not documented. */
  file?: string;
  /** A 5xx the test caused on purpose (`expectServerError`): a stopped database, a failing provider. */
  intended?: true;
  /** Answered by a route the document leaves out (`schema.hide`), or by none: only its 5xx are recorded. */
  hidden?: true;
}

/**
 * What this process wrote already, per folder: an answer is written once, so a suite's cost is
 * its distinct answers.
 */
const written = new Map<string, Set<string>>();

/** How many `expectServerError` calls are running in this process now. */
let serverErrorsExpected = 0;

/**
 * Runs `cause`, in which the test makes the store fail on purpose (stops its database, has a
 * provider fail): the 5xx answered meanwhile are recorded as intended. Any other 5xx a suite
 * provokes fails the API document's check, though the document lists 500 and 503 for every route.
 */
export async function expectServerError<T>(cause: () => Promise<T>): Promise<T> {
  serverErrorsExpected += 1;
  try {
    return await cause();
  } finally {
    serverErrorsExpected -= 1;
  }
}

/** An answer once per process; a fault not meant, once per test file, so each one is named. */
const keyOf = (answer: AnsweredRoute) =>
  `${answer.method} ${answer.route} ${answer.status}${
    answer.intended ? ' intended' : answer.status >= 500 ? ` ${answer.file}` : ''
  }`;

/** The test file running now, relative to the server's folder. */
function currentTestFile(): string | undefined {
  const file = expect.getState().testPath;
  return file ? path.relative(process.cwd(), file) : undefined;
}

/**
 * Records the answers of `app`'s documented routes, and the 5xx of any, into `dir`: by default the
 * folder the run names, and nothing when it names none.
 */
export function recordAnsweredRoutes(
  app: FastifyInstance,
  dir = process.env[ANSWERED_ROUTES_DIR],
): void {
  if (!dir) return;
  const file = path.join(dir, `${process.pid}.jsonl`);
  const writtenHere = written.get(dir) ?? new Set<string>();
  written.set(dir, writtenHere);
  app.addHook('onResponse', (request, reply, done) => {
    const { url, schema } = request.routeOptions;
    const status = reply.statusCode;
    const serverError = status >= 500;
    // Unmatched requests (the 404 handler) and routes kept out of the document are held to one
    // thing only: no fault of the store's.
    const hidden = url === undefined || Boolean(schema?.hide);
    if (hidden && !serverError) return done();
    const answer: AnsweredRoute = {
      method: request.method,
      route: url ?? request.url.split('?')[0]!,
      status,
      file: currentTestFile(),
      ...(serverError && serverErrorsExpected > 0 ? { intended: true as const } : {}),
      ...(hidden ? { hidden: true as const } : {}),
    };
    const key = keyOf(answer);
    if (!writtenHere.has(key)) {
      writtenHere.add(key);
      fs.mkdirSync(dir, { recursive: true });
      fs.appendFileSync(file, `${JSON.stringify(answer)}\n`);
    }
    done();
  });
}

/** Every answer the processes of a run recorded under `dir`, each once. */
export function readAnsweredRoutes(dir: string): AnsweredRoute[] {
  if (!fs.existsSync(dir)) return [];
  const answers = new Map<string, AnsweredRoute>();
  for (const name of fs.readdirSync(dir).filter((entry) => entry.endsWith('.jsonl'))) {
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      if (!line) continue;
      const answer = JSON.parse(line) as AnsweredRoute;
      const key = keyOf(answer);
      if (!answers.has(key)) answers.set(key, answer);
    }
  }
  return [...answers.values()];
}

interface DocumentedOperation {
  responses?: Record<string, unknown>;
}

/** The parts of an OpenAPI document the comparison reads. */
export interface DocumentedPaths {
  paths: Record<string, Record<string, DocumentedOperation>>;
}

/** What the answers recorded show wrong, each line an answer: `GET /path 418 (first in …)`. */
export interface AnswerComparison {
  /** Answers of documented routes whose status their operation does not list. */
  undocumented: string[];
  /** Answers of routes missing from the document, though not kept out of it (`schema.hide`). */
  outsideDocument: string[];
  /** 5xx answers no test caused on purpose: faults of the store's, whatever the document lists. */
  serverErrors: string[];
}

/**
 * Compares what the routes answered with what the document says they answer. A HEAD of a route
 * documented only as GET is its GET without the body (RFC 9110), so it is held to GET's list.
 */
export function compareAnswers(
  document: DocumentedPaths,
  answers: readonly AnsweredRoute[],
): AnswerComparison {
  const undocumented = new Set<string>();
  const outsideDocument = new Set<string>();
  const serverErrors = new Set<string>();
  for (const { method, route, status, file, intended, hidden } of answers) {
    const named = (path: string) =>
      `${method} ${path} ${status}${file ? ` (first in ${file})` : ''}`;
    if (status >= 500 && !intended) serverErrors.add(named(route));
    if (hidden) continue;
    const path = openApiPathOf(route);
    const operations = document.paths[path];
    if (!operations) {
      outsideDocument.add(named(route));
      continue;
    }
    const lower = method.toLowerCase();
    const operation = operations[lower] ?? (lower === 'head' ? operations.get : undefined);
    if (!operation?.responses?.[String(status)]) undocumented.add(named(path));
  }
  const sorted = (lines: Set<string>) => [...lines].sort();
  return {
    undocumented: sorted(undocumented),
    outsideDocument: sorted(outsideDocument),
    serverErrors: sorted(serverErrors),
  };
}
