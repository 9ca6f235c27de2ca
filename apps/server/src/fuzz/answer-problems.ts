import type { FuzzRequest } from './fuzz-requests';

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * Words that betray what the store is built with or where it lives: libraries, file paths, SQL,
 * stack frames, and zod's default wording. A word the request itself carried (echoed back in
 * "There is no endpoint at …") is not a leak.
 */
const LEAKS: { what: string; pattern: RegExp }[] = [
  {
    what: 'a library',
    pattern:
      /fastify|\bzod\b|drizzle|pglite|postgres|\bpg-boss\b|node_modules|nodemailer|ioredis|secure-json-parse|find-my-way|avvio|\bFST_[A-Z_]+|\bERR_[A-Z_]{4,}|ZodError/i,
  },
  {
    what: 'a file path',
    pattern: /(?:\/(?:srv|work|home|usr|app|tmp|var)\/[\w./-]+)|\b[\w-]+\.(?:ts|mjs|cjs|js):\d+/,
  },
  { what: 'a stack frame', pattern: /\bat (?:async )?[\w.<>]+ \(|\n\s+at / },
  {
    what: 'SQL',
    pattern:
      /\b(?:select|insert into|update|delete from)\b[^"]{0,200}\b(?:from|values|set|where)\b|syntax error at or near|invalid byte sequence|violates (?:unique|foreign key|check|not-null) constraint|duplicate key value|relation "\w+"|column "\w+"/i,
  },
  {
    what: "zod's default wording",
    pattern: /Invalid input|expected \w+, received \w+|Too (?:small|big): expected/,
  },
];

/** What is wrong with an answer; empty when it is fine. */
export function problemsOf(request: FuzzRequest, answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.statusCode >= 500) problems.push(`answered ${answer.statusCode}`);
  if (answer.statusCode >= 200 && answer.statusCode < 300 && request.controlCharacterIn) {
    problems.push(`accepted a control character in ${request.controlCharacterIn}`);
  }
  if (answer.statusCode >= 400 && request.method !== 'HEAD') {
    const problem = errorBodyProblem(answer);
    if (problem) problems.push(problem);
  }
  const sent = decodedRequestText(request);
  for (const { what, pattern } of LEAKS) {
    const match = pattern.exec(answer.body);
    if (match && !sent.includes(match[0].toLowerCase())) {
      problems.push(`names ${what}: ${JSON.stringify(match[0])}`);
    }
  }
  return problems;
}

function errorBodyProblem(answer: Answer): string | undefined {
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `error answer is ${type || 'untyped'}, not JSON`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'error answer is not valid JSON';
  }
  const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown };
  if (typeof error !== 'string' || !error) return 'error answer has no "error" message';
  if (typeof code !== 'string' || !/^[A-Z][A-Z_]*$/.test(code)) {
    return 'error answer has no "code"';
  }
  return undefined;
}

/** Everything the request said, decoded and lower-cased, to tell an echo from a leak. */
function decodedRequestText(request: FuzzRequest): string {
  let url = request.url;
  try {
    url = decodeURIComponent(request.url);
  } catch {
    // An undecodable address is compared as sent.
  }
  return `${request.url} ${url} ${request.payload ?? ''}`.toLowerCase();
}
