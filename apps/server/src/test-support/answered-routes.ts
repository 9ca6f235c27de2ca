import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
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
}

/** What this process wrote already: a line is written once, so a suite's cost is its distinct answers. */
const written = new Set<string>();

/** Records the answers of `app`'s documented routes, when the run asks for it. */
export function recordAnsweredRoutes(app: FastifyInstance): void {
  const dir = process.env[ANSWERED_ROUTES_DIR];
  if (!dir) return;
  const file = path.join(dir, `${process.pid}.jsonl`);
  app.addHook('onResponse', (request, reply, done) => {
    const { url, schema } = request.routeOptions;
    // Unmatched requests (the 404 handler) and routes kept out of the document are not its business.
    if (url === undefined || schema?.hide) return done();
    const answer: AnsweredRoute = { method: request.method, route: url, status: reply.statusCode };
    const line = JSON.stringify(answer);
    if (!written.has(line)) {
      written.add(line);
      fs.mkdirSync(dir, { recursive: true });
      fs.appendFileSync(file, `${line}\n`);
    }
    done();
  });
}

/** Every answer the processes of a run recorded under `dir`, each once. */
export function readAnsweredRoutes(dir: string): AnsweredRoute[] {
  if (!fs.existsSync(dir)) return [];
  const lines = new Set(
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.jsonl'))
      .flatMap((name) => fs.readFileSync(path.join(dir, name), 'utf8').split('\n'))
      .filter(Boolean),
  );
  return [...lines].map((line) => JSON.parse(line) as AnsweredRoute);
}

interface DocumentedOperation {
  responses?: Record<string, unknown>;
}

/** The parts of an OpenAPI document the comparison reads. */
export interface DocumentedPaths {
  paths: Record<string, Record<string, DocumentedOperation>>;
}

export interface AnswerComparison {
  /** Answers of documented routes whose status their operation does not list, as `GET /path 418`. */
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
  for (const { method, route, status } of answers) {
    const path = openApiPathOf(route);
    const operations = document.paths[path];
    if (!operations) {
      outsideDocument.add(route);
      continue;
    }
    const lower = method.toLowerCase();
    const operation = operations[lower] ?? (lower === 'head' ? operations.get : undefined);
    if (!operation?.responses?.[String(status)]) undocumented.add(`${method} ${path} ${status}`);
  }
  return { undocumented: [...undocumented].sort(), outsideDocument: [...outsideDocument].sort() };
}
