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
  route: string;
  status: number;
  /** The test file that first provoked it, to start from when it is not documented. */
  file?: string;
}

/** What this process wrote already: an answer is written once, so a suite's cost is its distinct answers. */
const written = new Set<string>();

/** The test file running now, relative to the server's folder. */
function currentTestFile(): string | undefined {
  const file = expect.getState().testPath;
  return file ? path.relative(process.cwd(), file) : undefined;
}

/** Records the answers of `app`'s documented routes, when the run asks for it. */
export function recordAnsweredRoutes(app: FastifyInstance): void {
  const dir = process.env[ANSWERED_ROUTES_DIR];
  if (!dir) return;
  const file = path.join(dir, `${process.pid}.jsonl`);
  app.addHook('onResponse', (request, reply, done) => {
    const { url, schema } = request.routeOptions;
    // Unmatched requests (the 404 handler) and routes kept out of the document are not its business.
    if (url === undefined || schema?.hide) return done();
    const key = `${request.method} ${url} ${reply.statusCode}`;
    if (!written.has(key)) {
      written.add(key);
      const answer: AnsweredRoute = {
        method: request.method,
        route: url,
        status: reply.statusCode,
        file: currentTestFile(),
      };
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
      const key = `${answer.method} ${answer.route} ${answer.status}`;
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

export interface AnswerComparison {
  /** Answers of documented routes whose status their operation does not list: `GET /path 418 (first in …)`. */
  undocumented: string[];
  /** Route patterns answered that the document leaves out on purpose (test-only routes). */
  outsideDocument: string[];
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
  for (const { method, route, status, file } of answers) {
    const path = openApiPathOf(route);
    const operations = document.paths[path];
    if (!operations) {
      outsideDocument.add(route);
      continue;
    }
    const lower = method.toLowerCase();
    const operation = operations[lower] ?? (lower === 'head' ? operations.get : undefined);
    if (!operation?.responses?.[String(status)]) {
      undocumented.add(`${method} ${path} ${status}${file ? ` (first in ${file})` : ''}`);
    }
  }
  return { undocumented: [...undocumented].sort(), outsideDocument: [...outsideDocument].sort() };
}
