/**
 * The HTTP half of the commerce bench, in its own process so the client's work does not run on the
 * server's event loop: reads `{ baseUrl, connections, seconds, jobs }` as JSON from stdin, sends one
 * request per job over keep-alive connections (written by hand, as wrk does, so the client's CPU
 * stays small beside the server's), and writes the LoadResult as JSON to stdout.
 */
import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { IDEMPOTENCY_KEY_HEADER } from '@frameshop/contract';
import { runLoad, type LoadResult } from './load-loop';
import { RawHttpConnection } from './raw-http-connection';

/** One request as the web app sends it, with a fresh Idempotency-Key, and the answer it should get. */
export interface HttpJob {
  method: string;
  path: string;
  token: string;
  /** Headers besides the token's, the body's type and the Idempotency-Key (a team's, ADR 59). */
  headers?: Record<string, string>;
  /** The JSON body. */
  body: unknown;
  /** The status of a success. */
  status: number;
  /** A field a success answers with this value; another value is the failure `otherwise`. */
  expect?: { field: string; equals: unknown; otherwise: string };
}

/** What the load process did, with its own CPU time: it shares the cores with the server. */
export type HttpLoadResult = LoadResult & { clientCpuMs: number };

export interface HttpLoadInput {
  baseUrl: string;
  connections: number;
  seconds: number;
  jobs: HttpJob[];
}

const input = JSON.parse(await text(process.stdin)) as HttpLoadInput;
const base = new URL(input.baseUrl);
// As many connections as attempts in flight: each attempt takes a free one and gives it back.
const idle = await Promise.all(
  Array.from({ length: input.connections }, () => RawHttpConnection.open(base)),
);
const all = [...idle];
const urls = new Map<string, URL>();
const urlOf = (path: string) => {
  let url = urls.get(path);
  if (!url) urls.set(path, (url = new URL(path, base)));
  return url;
};

/** One request; undefined when it was answered as a success. */
async function send(job: HttpJob): Promise<string | undefined> {
  const connection = idle.pop()!;
  try {
    const answer = await connection.request(
      job.method,
      urlOf(job.path),
      {
        'content-type': 'application/json',
        authorization: `Bearer ${job.token}`,
        [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
        ...job.headers,
      },
      JSON.stringify(job.body),
    );
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    if (answer.status !== job.status) {
      return `HTTP ${answer.status} ${typeof body.code === 'string' ? body.code : ''}`.trim();
    }
    const { expect } = job;
    return expect && body[expect.field] !== expect.equals ? expect.otherwise : undefined;
  } finally {
    idle.push(connection);
  }
}

const cpu = process.cpuUsage();
const result = await runLoad(input.jobs, input, send);
const { user, system } = process.cpuUsage(cpu);
for (const connection of all) connection.close();
const answer: HttpLoadResult = { ...result, clientCpuMs: (user + system) / 1000 };
process.stdout.write(JSON.stringify(answer));
